import { and, desc, eq, lte, sql } from 'drizzle-orm';
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
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

export class OutboxRepository {
  constructor(private readonly db: Db) {}

  async insert(mail: {
    fromAddress: string;
    toAddress: string;
    subject: string;
    html: string;
    text: string;
    status: OutboxStatus;
  }) {
    const [row] = await this.db.insert(emailOutbox).values(mail).returning({ id: emailOutbox.id });
    return row.id;
  }

  /**
   * Claims up to `limit` due mails for delivery. The claim pushes next_attempt_at forward (a lease) and
   * counts the attempt in the same statement; SKIP LOCKED keeps two instances from claiming the same row.
   * "Due" is judged by the database clock, the one that stamped next_attempt_at on insert: a JS Date has only
   * milliseconds, so a mail inserted in the same millisecond looked not yet due and waited for the next poll.
   */
  async claimDue(limit: number, leaseMs: number): Promise<OutboxMail[]> {
    return this.db
      .update(emailOutbox)
      .set({
        nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
        attempts: sql`${emailOutbox.attempts} + 1`,
      })
      .where(
        sql`${emailOutbox.id} in (select ${emailOutbox.id} from ${emailOutbox} where ${emailOutbox.status} = 'pending'
          and ${emailOutbox.nextAttemptAt} <= now() order by ${emailOutbox.nextAttemptAt} limit ${limit} for update skip locked)`,
      )
      .returning(columns);
  }

  async markSent(id: string) {
    await this.db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(emailOutbox.id, id));
  }

  async markRetry(id: string, error: string, nextAttemptAt: Date) {
    await this.db.update(emailOutbox).set({ lastError: error, nextAttemptAt }).where(eq(emailOutbox.id, id));
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

  async countDue(now = new Date()): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)));
    return row.count;
  }
}
