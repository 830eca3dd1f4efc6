import { badRequest } from './app-error';
import { isUuid } from './ids';
import { decodeCursor, encodeCursor } from './keyset-cursor';

export { encodeCursor };

const TIMESTAMP_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The CRM lists' "newest first" cursor: (created_at with microseconds, uuid id); anything else is a 400. */
export function decodeNewestCursor(kind: string, cursor: string | undefined): { createdAt: string; id: string } | null {
  const values = decodeCursor(kind, cursor, 2);
  if (!values) return null;
  const [createdAt, id] = values;
  if (typeof createdAt !== 'string' || !TIMESTAMP_KEY.test(createdAt) || typeof id !== 'string' || !isUuid(id))
    throw badRequest('cursor', 'cursor: invalid page cursor');
  return { createdAt, id };
}

/**
 * One page of a newest-first list from the `limit + 1` rows read after the cursor's position: the extra row only
 * says that a next page follows, whose cursor is the last shown row's (key, id).
 */
export function newestPageOf<Row extends { key: string; id: string }, Item>(
  kind: string,
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => toItem(row)),
    nextCursor: rows.length > limit && last ? encodeCursor(kind, [last.key, last.id]) : null,
  };
}
