import type { FastifyBaseLogger } from 'fastify';
import { defineJob, type JobDefinition } from '../../lib/jobs/index';
import type { OutboxRepository } from './outbox.repository';
import { isPermanentFailure, type MailTransport } from './smtp-transport';

/** Told when a mail's delivery ends: accepted by SMTP, or refused (permanent: a bounce; else given up on). */
export type DeliveryListener = (
  mailId: string,
  outcome: { delivered: boolean; permanent: boolean; error?: string },
) => Promise<void>;

/** Attempts per mail: the first try and 4 retries (30 s, 1 min, 2 min, 4 min by default). */
export const MAX_ATTEMPTS = 5;

/**
 * Past this, pg-boss counts a delivery attempt as lost (process died) and lets another instance retry it. It must
 * outlast the SMTP timeouts (smtp-transport.ts caps one attempt at about 3 minutes): the old outbox lease was
 * 2 minutes against nodemailer's 10-minute socket timeout, so a slow server got the same mail from two instances.
 */
export const DELIVERY_EXPIRE_SECONDS = 10 * 60;

/** One job per outbox mail: the outbox row stays the record of what was sent; the job owns retries and claiming. */
export function mailDeliveryJob(
  outbox: OutboxRepository,
  transport: MailTransport,
  log: FastifyBaseLogger,
  retryBaseMs: number,
  listeners: DeliveryListener[] = [],
): JobDefinition<{ mailId: string }> {
  const tell = async (mailId: string, outcome: Parameters<DeliveryListener>[1]) => {
    for (const listener of listeners) await listener(mailId, outcome);
  };
  return defineJob<{ mailId: string }>({
    name: 'mail.deliver',
    title: 'Email delivery',
    retryLimit: MAX_ATTEMPTS - 1,
    // The engine counts in whole seconds; a base under 1 s (tests) retries at once, since pg-boss turns a zero delay
    // with backoff into 1 s, 2 s, 4 s …
    retryDelaySeconds: Math.floor(retryBaseMs / 1000),
    retryBackoff: retryBaseMs >= 1000,
    expireInSeconds: DELIVERY_EXPIRE_SECONDS,
    concurrency: 5,
    async handler({ mailId }, { attempt, lastAttempt }) {
      // Idempotent: a retried job whose mail already went out (or was given up on) does nothing.
      const mail = await outbox.startAttempt(mailId);
      if (!mail) return { skipped: true };
      try {
        await transport.deliver({
          from: mail.fromAddress,
          to: mail.toAddress,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          replyTo: mail.replyTo,
          headers: mail.headers,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (isPermanentFailure(error)) {
          // A 5xx reply is a bounce: the address is refused for good, so no retry and the sender is told now.
          await outbox.markFailed(mailId, message);
          await tell(mailId, { delivered: false, permanent: true, error: message });
          return { bounced: true };
        }
        if (lastAttempt) {
          log.error({ mailId, attempt }, 'giving up on an email after the last retry');
          await outbox.markFailed(mailId, message);
          await tell(mailId, { delivered: false, permanent: false, error: message });
        } else {
          await outbox.markRetry(mailId, message);
        }
        throw error;
      }
      await outbox.markSent(mailId);
      await tell(mailId, { delivered: true, permanent: false });
      return { sent: true };
    },
  });
}

/** One queued delivery per mail: the key makes a second enqueue of the same mail (the requeue sweep) a no-op. */
export const deliveryKey = (mailId: string) => `mail:${mailId}`;

/** A pending mail untouched this long has no live job: the longest retry backoff is far shorter. */
export const STRANDED_AFTER_MS = 15 * 60_000;
export const MAIL_REQUEUE_CRON = '*/5 * * * *';

/**
 * Every 5 minutes: queues delivery for pending mails whose job never got queued. Writing the outbox row and queueing
 * its job are two statements, so a crash between them would otherwise leave the mail pending for ever.
 */
export function mailRequeueJob(
  outbox: OutboxRepository,
  enqueue: (mailId: string) => Promise<unknown>,
): JobDefinition<Record<string, never>> {
  return defineJob<Record<string, never>>({
    name: 'mail.requeue',
    title: 'Email delivery recovery',
    async handler() {
      const stranded = await outbox.strandedPending(new Date(Date.now() - STRANDED_AFTER_MS), 500);
      for (const mailId of stranded) await enqueue(mailId);
      return { requeued: stranded.length };
    },
  });
}
