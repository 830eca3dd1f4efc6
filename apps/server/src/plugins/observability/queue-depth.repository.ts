import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../lib/query-rows.repository';

export interface QueueDepth {
  queue: string;
  state: string;
  count: number;
}

/** Jobs waiting or running per pg-boss queue (created, retry, active), for the /metrics gauge. */
export async function jobQueueDepth(db: Db): Promise<QueueDepth[]> {
  const rows = await queryRows<{ queue: string; state: string; count: string | number }>(
    db,
    sql`select name as queue, state::text as state, count(*) as count from pgboss.job
        where state in ('created', 'retry', 'active') group by name, state`,
  );
  return rows.map((row) => ({ queue: row.queue, state: row.state, count: Number(row.count) }));
}

/** Mails in the outbox still waiting for SMTP delivery. */
export async function pendingOutboxMails(db: Db): Promise<number> {
  const rows = await queryRows<{ count: string | number }>(
    db,
    sql`select count(*) as count from email_outbox where status = 'pending'`,
  );
  return Number(rows[0]?.count ?? 0);
}
