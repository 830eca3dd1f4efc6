import crypto from 'node:crypto';
import type { Database } from '../../db/client';
import { OutboxRepository } from '../../plugins/mailer/outbox.repository';
import type { ApiClient } from '../../test/test-app';
import { createClient } from '../crm/crm.test-helpers';

/** A client of this seller with a unique email (so its mails can be found). */
export async function hubClient(api: ApiClient, name = 'Rosa Bakery') {
  const email = `client-${crypto.randomBytes(5).toString('hex')}@bakery.test`;
  return createClient(api, { name, email });
}

/** The newest mail written to the outbox for this address. */
export async function latestMailTo(database: Database, to: string) {
  const mails = await new OutboxRepository(database.db).latest(100);
  return mails.find((mail) => mail.toAddress === to) ?? null;
}

/** The token at the end of a public link (…/report/{token} or …/proposal/{token}). */
export const tokenOf = (url: string) => url.split('/').at(-1) as string;

/** A well-formed token nobody was given. */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

export const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A request body of about `bytes` characters in one field. */
export const huge = (bytes = 100 * 1024) => 'x'.repeat(bytes);
