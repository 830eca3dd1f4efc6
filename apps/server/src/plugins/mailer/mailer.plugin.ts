import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { devMailboxRoutes } from './dev-mailbox.routes';
import { type DeliveryListener, deliveryKey, MAIL_REQUEUE_CRON, mailDeliveryJob, mailRequeueJob } from './mail-delivery.job';
import { OutboxRepository } from './outbox.repository';
import { type MailTransport, smtpTransport } from './smtp-transport';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Shown as the sender's name (the seller's); the address stays MAIL_FROM's, so SPF/DKIM still align. */
  fromName?: string;
  /** Where answers go (the seller's own address). */
  replyTo?: string | null;
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Writes the mail to the outbox and returns once it is stored. With SMTP_URL set a mail.deliver job delivers it
   * (now, and retried with backoff on failure); without, it is kept for /dev/mailbox.
   */
  send(message: MailMessage): Promise<{ id: string }>;
  /**
   * Writes the mail to the outbox inside the caller's transaction (so the mail and the caller's record of it commit
   * together); call dispatch() with the ids after the commit. A crash in between is caught by the requeue sweep.
   */
  write(message: MailMessage, tx: Db): Promise<string>;
  dispatch(mailIds: readonly string[]): Promise<void>;
  /** True when mails leave the machine (SMTP_URL set). */
  readonly delivers: boolean;
  /** Called when an SMTP delivery ends (accepted, bounced, or given up on); register while plugins register. */
  onDelivery(listener: DeliveryListener): void;
}

/** `"Name" <address>` with MAIL_FROM's address; quotes, backslashes and line breaks cannot break out of the name. */
export function senderAddress(mailFrom: string, name: string | undefined): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const clean = (name ?? '')
    .replace(/[\r\n"\\<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean ? `"${clean}" <${address}>` : mailFrom;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerOptions {
  env: Env;
  /** Overrides SMTP_URL's transport (tests). */
  transport?: MailTransport;
}

/** The mailer: outbox table, SMTP delivery job, and the development mailbox pages. */
export const mailerPlugin = fp(
  async (app: FastifyInstance, { env, transport: given }: MailerOptions) => {
    const outbox = new OutboxRepository(app.database.db);
    const transport = given ?? (env.SMTP_URL ? smtpTransport(env.SMTP_URL) : null);
    // Delivery runs on the job engine (one job per mail): claimed by one instance, retried with backoff.
    const listeners: DeliveryListener[] = [];
    const delivery = transport ? mailDeliveryJob(outbox, transport, app.log, env.MAIL_RETRY_BASE_MS, listeners) : null;
    const enqueueDelivery = async (mailId: string) => {
      if (delivery) await app.jobs.enqueue(delivery, { mailId }, { singletonKey: deliveryKey(mailId) });
    };
    if (delivery) {
      app.jobs.register(delivery);
      const requeue = mailRequeueJob(outbox, enqueueDelivery);
      app.jobs.register(requeue);
      await app.jobs.schedule(requeue, { timing: { cron: MAIL_REQUEUE_CRON }, payload: {} });
    }
    if (!transport && env.NODE_ENV === 'production' && !env.DEV_MAILBOX) {
      app.log.warn('SMTP_URL is not set: emails are kept in the email_outbox table and not delivered');
    }

    app.decorate('mailer', {
      delivers: !!delivery,
      onDelivery: (listener) => listeners.push(listener),
      async send(message) {
        const id = await writeMail(message, app.database.db);
        await enqueueDelivery(id);
        return { id };
      },
      write: (message, tx) => writeMail(message, tx),
      async dispatch(mailIds) {
        for (const id of mailIds) await enqueueDelivery(id);
      },
    } satisfies Mailer);

    function writeMail({ to, fromName, replyTo, headers, ...content }: MailMessage, tx: Db) {
      const status = delivery ? 'pending' : 'captured';
      const fromAddress = senderAddress(env.MAIL_FROM, fromName);
      return outbox.insert(
        { ...content, fromAddress, toAddress: to, replyTo: replyTo ?? null, headers: headers ?? null, status },
        tx,
      );
    }

    // The jobs plugin stops its workers in preClose, so no delivery is running when the transport closes.
    if (transport) app.addHook('onClose', async () => transport.close());

    if (env.NODE_ENV === 'development' || env.DEV_MAILBOX) await app.register(devMailboxRoutes, { outbox });
  },
  { name: 'mailer', dependencies: ['db', 'jobs'] },
);
