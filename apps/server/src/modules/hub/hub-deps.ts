import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Mailer } from '../../plugins/mailer/mailer.plugin';
import type { PublicBrands } from './public-brand';

/** Sends an event to a realtime channel (app.realtime.publish). */
export type Publish = (channel: string, event: { type: string; [key: string]: unknown }) => Promise<void>;

/** What the hub services that email clients and tell sellers live need. */
export interface HubOutbound {
  env: Env;
  mailer: Mailer;
  brands: PublicBrands;
  publish: Publish;
  log: FastifyBaseLogger;
}

export const UNKNOWN_CLIENT_MESSAGE = 'Please select one of your clients';
