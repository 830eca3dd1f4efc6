// The keyset cursor is shared by every paginated list (lib/keyset-cursor.ts); the sort name is its kind here.
export { type CursorValues, decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
