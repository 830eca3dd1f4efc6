import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'captured';

export interface OutboxMail {
  id: string;
  fromAddress: string;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  replyTo: string | null;
  headers: Record<string, string> | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

const columns = {
  id: emailOutbox.id,
  fromAddress: emailOutbox.fromAddress,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  html: emailOutbox.html,
  text: emailOutbox.text,
  replyTo: emailOutbox.replyTo,
  headers: emailOutbox.headers,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

export class OutboxRepository {
  constructor(private readonly db: Db) {}

  async insert(
    mail: {
      fromAddress: string;
      toAddress: string;
      subject: string;
      html: string;
      text: string;
      replyTo?: string | null;
      headers?: Record<string, string> | null;
      status: OutboxStatus;
    },
    tx: Db = this.db,
  ) {
    const [row] = await tx.insert(emailOutbox).values(mail).returning({ id: emailOutbox.id });
    return row.id;
  }

  /**
   * Counts one delivery attempt and returns the mail, or null when it is no longer pending (sent, or given up on):
   * a job retried after its process died mid-send does not send a delivered mail again.
   */
  async startAttempt(id: string): Promise<OutboxMail | null> {
    const [row] = await this.db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: sql`now()` })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')))
      .returning(columns);
    return row ?? null;
  }

  /**
   * Pending mails with no delivery attempt since `before`: their job was never queued (the process died between the
   * outbox insert and the enqueue, or the mail predates the job engine). Uses the partial index on pending mail.
   */
  async strandedPending(before: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lt(emailOutbox.nextAttemptAt, before)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  async markSent(id: string) {
    await this.db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(emailOutbox.id, id));
  }

  async markRetry(id: string, error: string) {
    await this.db.update(emailOutbox).set({ lastError: error }).where(eq(emailOutbox.id, id));
  }

  async markFailed(id: string, error: string) {
    await this.db.update(emailOutbox).set({ status: 'failed', lastError: error }).where(eq(emailOutbox.id, id));
  }

  async latest(limit: number): Promise<OutboxMail[]> {
    return this.db.select(columns).from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(limit);
  }

  async find(id: string): Promise<OutboxMail | null> {
    const [row] = await this.db.select(columns).from(emailOutbox).where(eq(emailOutbox.id, id));
    return row ?? null;
  }
}
