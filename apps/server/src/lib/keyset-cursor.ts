import { badRequest } from './app-error';

/**
 * Keyset cursors: the sort key values of the last row of a page, opaque to the browser. Keyset (not
 * OFFSET) keeps page 200 as fast as page 1 because the index seeks straight to the next row. `kind` names
 * the ordering, so a cursor from one list or sort is refused by another.
 */
export type CursorValues = (string | number | null)[];

export function encodeCursor(kind: string, values: CursorValues): string {
  return Buffer.from(JSON.stringify([kind, ...values])).toString('base64url');
}

export function decodeCursor(
  kind: string,
  cursor: string | undefined,
  arity: number,
  message = 'cursor: invalid or expired page cursor (it must come from the previous page with the same sort)',
): CursorValues | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(parsed) || parsed[0] !== kind || parsed.length !== arity + 1) throw new Error('shape');
    const values = parsed.slice(1) as CursorValues;
    if (!values.every((value) => value === null || typeof value === 'string' || typeof value === 'number'))
      throw new Error('type');
    return values;
  } catch {
    throw badRequest('cursor', message);
  }
}
