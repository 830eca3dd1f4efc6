import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** Microsecond-exact sort key: a JS Date would round to milliseconds and make pages skip rows. */
export const createdAtKey = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** ORDER BY written to match the (…, created_at DESC NULLS LAST, id DESC NULLS LAST) indexes exactly. */
export const newestFirst = (createdAt: AnyColumn, id: AnyColumn) => sql`${createdAt} desc nulls last, ${id} desc nulls last`;

/** Rows after the cursor row in newest-first order. */
export const olderThan = (createdAt: AnyColumn, id: AnyColumn, after: { createdAt: string; id: string }): SQL =>
  sql`(${createdAt}, ${id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%text%` for ILIKE with the user's % and _ taken literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** `text%` for ILIKE with the user's % and _ taken literally. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;
