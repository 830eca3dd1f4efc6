import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env';
import { devMailboxRoutes } from './dev-mailbox.routes';
import { OutboxRepository } from './outbox.repository';
import { OutboxWorker } from './outbox-worker';
import { type MailTransport, smtpTransport } from './smtp-transport';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  /**
   * Writes the mail to the outbox and returns once it is stored. With SMTP_URL set it is delivered from
   * there (now, and retried with backoff on failure); without, it is kept for /dev/mailbox.
   */
  send(message: MailMessage): Promise<{ id: string }>;
  /** True when mails leave the machine (SMTP_URL set). */
  readonly delivers: boolean;
  /** Runs one delivery pass now (tests, shutdown). */
  flush(): Promise<void>;
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

/** The mailer: outbox table, SMTP delivery worker, and the development mailbox pages. */
export const mailerPlugin = fp(
  async (app: FastifyInstance, { env, transport: given }: MailerOptions) => {
    const outbox = new OutboxRepository(app.database.db);
    const transport = given ?? (env.SMTP_URL ? smtpTransport(env.SMTP_URL) : null);
    const worker = transport ? new OutboxWorker(outbox, transport, app.log, env.MAIL_RETRY_BASE_MS) : null;
    if (!transport && env.NODE_ENV === 'production' && !env.DEV_MAILBOX) {
      app.log.warn('SMTP_URL is not set: emails are kept in the email_outbox table and not delivered');
    }

    app.decorate('mailer', {
      delivers: !!worker,
      async send(message) {
        const id = await outbox.insert({
          fromAddress: env.MAIL_FROM,
          toAddress: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          status: worker ? 'pending' : 'captured',
        });
        void worker?.kick();
        return { id };
      },
      flush: async () => worker?.kick(),
    } satisfies Mailer);

    if (worker && transport) {
      // Picks up retries and mails left by an instance that stopped mid-send.
      const timer = setInterval(() => void worker.kick(), env.MAIL_POLL_INTERVAL_MS);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await worker.settled();
        transport.close();
      });
    }

    if (env.NODE_ENV === 'development' || env.DEV_MAILBOX) await app.register(devMailboxRoutes, { outbox });
  },
  { name: 'mailer', dependencies: ['db'] },
);
