import type { TimelineEvent, TimelineKind } from '@proclub/contracts/crm';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Where the previous page ended: the last item's time (microseconds) and id. */
export interface TimelineCursor {
  at: string;
  id: string;
}

/** One source's question: a client's events older than the cursor, newest first, at most `limit`. */
export interface TimelineRequest extends TimelinePageRequest {
  vendorId: string;
  clientId: string;
}

/** Which page of a timeline: older than `before`, at most `limit` events, only of `kind` when given. */
export interface TimelinePageRequest {
  before: TimelineCursor | null;
  limit: number;
  kind?: TimelineKind;
}

/**
 * A module's part of a client's timeline. Modules that depend on crm hand theirs to it through the composition
 * (app.ts), so crm reads their data without importing them.
 */
export interface TimelineSource {
  kinds: readonly TimelineKind[];
  events(request: TimelineRequest): Promise<TimelineEvent[]>;
}

/**
 * One event stream: a SELECT yielding `id, kind, action, ts, title, detail, link` for one client (its WHERE
 * scoped to the seller and the client on an indexed column). Ids start with the stream's name, so they are
 * unique across streams and compare byte-wise ("C" collation) the same in SQL and in JavaScript.
 */
export type TimelineStream = SQL;

/**
 * Reads streams in one statement: each stream is cut to the page (kind, cursor, order, limit) on its own, so each
 * one walks its index for at most `limit` rows, then the pieces are merged. The kind is filtered here, before the
 * limit: a source with two kinds (audits and reports) must not fill a page of one with the other.
 */
export async function readTimelineStreams(
  db: Db,
  streams: TimelineStream[],
  { before, limit, kind }: TimelinePageRequest,
): Promise<TimelineEvent[]> {
  if (streams.length === 0) return [];
  const conditions = [
    ...(kind ? [sql`s.kind = ${kind}`] : []),
    ...(before ? [sql`(s.ts, s.id collate "C") < (${before.at}::timestamptz, ${before.id} collate "C")`] : []),
  ];
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const parts = streams.map(
    (stream) => sql`(select s.* from (${stream}) s ${where} order by s.ts desc, s.id collate "C" desc limit ${limit})`,
  );
  const result = await db.execute(sql`
    select t.id, t.kind, t.action, to_char(t.ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
      t.title, t.detail, t.link
    from (${sql.join(parts, sql` union all `)}) t
    order by t.ts desc, t.id collate "C" desc
    limit ${limit}`);
  return (result as unknown as { rows: TimelineEvent[] }).rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    action: row.action,
    at: row.at,
    title: row.title,
    detail: row.detail ?? null,
    link: row.link,
  }));
}
