import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository } from './outbox.repository';
import type { MailTransport } from './smtp-transport';

export const MAX_ATTEMPTS = 5;
const BATCH = 10;
/** How long a claimed mail is held by one worker before another may try it (a crashed sender). */
const LEASE_MS = 2 * 60_000;

/** 30 s, 1 min, 2 min, 4 min … between attempts. */
export const retryDelayMs = (attempts: number, baseMs: number) => baseMs * 2 ** Math.max(0, attempts - 1);

/**
 * Sends due outbox mails over SMTP. Runs on every instance: claims are leases taken with SKIP LOCKED, so
 * instances share the work without sending a mail twice.
 */
export class OutboxWorker {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly retryBaseMs = 30_000,
  ) {}

  /** Delivers everything due now; concurrent calls coalesce into one pass plus one follow-up. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.drain();
        } while (this.again);
      } catch (error) {
        this.log.error({ err: error }, 'outbox delivery pass failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Resolves when the pass in flight (if any) has finished. */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async drain() {
    for (;;) {
      const due = await this.outbox.claimDue(BATCH, LEASE_MS);
      if (due.length === 0) return;
      for (const mail of due) {
        try {
          await this.transport.deliver({
            from: mail.fromAddress,
            to: mail.toAddress,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
          });
          await this.outbox.markSent(mail.id);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (mail.attempts >= MAX_ATTEMPTS) {
            this.log.error({ mailId: mail.id, err: error }, 'giving up on an email after the last retry');
            await this.outbox.markFailed(mail.id, message);
          } else {
            this.log.warn({ mailId: mail.id, attempts: mail.attempts, err: message }, 'email delivery failed; will retry');
            await this.outbox.markRetry(mail.id, message, new Date(Date.now() + retryDelayMs(mail.attempts, this.retryBaseMs)));
          }
        }
      }
    }
  }
}
