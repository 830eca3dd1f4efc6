import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { Mailer } from '../../plugins/mailer/mailer.plugin';
import type { Notifier } from '../notifications/notifications.public';
import { PublicBrands } from '../profiles/profiles.public';

/** Sends an event to a realtime channel (app.realtime.publish). */
export type Publish = (channel: string, event: { type: string; [key: string]: unknown }) => Promise<void>;

/** What the hub services that email clients and tell sellers live need. */
export interface HubOutbound {
  env: Env;
  /** For the brand's logo on PDFs (branding). */
  db: Db;
  mailer: Mailer;
  brands: PublicBrands;
  publish: Publish;
  /** The notifications centre (bell, email per the seller's preferences). */
  notifier: Pick<Notifier, 'notify'>;
  log: FastifyBaseLogger;
}

/** The outbound ports wired to the app's mailer, realtime bus and logger. */
export const hubOutbound = (app: FastifyInstance, env: Env): HubOutbound => ({
  env,
  db: app.database.db,
  mailer: app.mailer,
  brands: new PublicBrands(app.database.db),
  publish: (channel, event) => app.realtime.publish(channel, event),
  notifier: app.notifications,
  log: app.log,
});

export const UNKNOWN_CLIENT_MESSAGE = 'Please select one of your clients';
