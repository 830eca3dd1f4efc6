import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env';
import { devMailboxRoutes } from './dev-mailbox.routes';
import { deliveryKey, MAIL_REQUEUE_CRON, mailDeliveryJob, mailRequeueJob } from './mail-delivery.job';
import { OutboxRepository } from './outbox.repository';
import { type MailTransport, smtpTransport } from './smtp-transport';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  /**
   * Writes the mail to the outbox and returns once it is stored. With SMTP_URL set a mail.deliver job delivers it
   * (now, and retried with backoff on failure); without, it is kept for /dev/mailbox.
   */
  send(message: MailMessage): Promise<{ id: string }>;
  /** True when mails leave the machine (SMTP_URL set). */
  readonly delivers: boolean;
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
    const delivery = transport ? mailDeliveryJob(outbox, transport, app.log, env.MAIL_RETRY_BASE_MS) : null;
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
      async send(message) {
        const id = await outbox.insert({
          fromAddress: env.MAIL_FROM,
          toAddress: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          status: delivery ? 'pending' : 'captured',
        });
        await enqueueDelivery(id);
        return { id };
      },
    } satisfies Mailer);

    // The jobs plugin stops its workers in preClose, so no delivery is running when the transport closes.
    if (transport) app.addHook('onClose', async () => transport.close());

    if (env.NODE_ENV === 'development' || env.DEV_MAILBOX) await app.register(devMailboxRoutes, { outbox });
  },
  { name: 'mailer', dependencies: ['db', 'jobs'] },
);
