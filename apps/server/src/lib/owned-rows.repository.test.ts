import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Db } from '../db/client';
import { clients } from '../db/schema/index';
import {
  deleteOwned,
  insertReturningId,
  ownedRows,
  selectWithClient,
  selectWithOptionalClient,
  updateOwned,
} from './owned-rows.repository';

// A stand-in owned table and the two columns of clients the join needs, so no migration has to run.
const notes = pgTable('notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: text('workspace_id').notNull(),
  clientId: uuid('client_id'),
  body: text('body').notNull(),
});

const pglite = new PGlite();
const db = drizzle(pglite) as unknown as Db;
const clientA = '00000000-0000-4000-8000-00000000000a';

beforeAll(async () => {
  await pglite.exec(`
    create table clients (id uuid primary key, name text not null);
    create table notes (id uuid primary key default gen_random_uuid(), workspace_id text not null, client_id uuid, body text not null);
    insert into clients values ('${clientA}', 'Acme');
  `);
});
afterAll(() => pglite.close());

const bodies = async (vendorId: string, only: { clientId?: string; id?: string } = {}) =>
  (
    await db
      .select({ body: notes.body })
      .from(notes)
      .where(ownedRows(notes, vendorId, only))
      .orderBy(notes.body)
  ).map((row) => row.body);

describe('owned rows', () => {
  it('inserts returning the id, and reads, updates and deletes only the seller’s own row', async () => {
    const mine = await insertReturningId(db, notes, { workspaceId: 'seller', clientId: clientA, body: 'a' });
    await insertReturningId(db, notes, { workspaceId: 'seller', clientId: null, body: 'b' });
    const theirs = await insertReturningId(db, notes, { workspaceId: 'other', clientId: clientA, body: 'c' });

    expect(await bodies('seller')).toEqual(['a', 'b']);
    expect(await bodies('seller', { clientId: clientA })).toEqual(['a']);
    expect(await bodies('seller', { id: mine })).toEqual(['a']);
    expect(await bodies('seller', { id: theirs })).toEqual([]);

    expect(await updateOwned(db, notes, 'seller', theirs, { body: 'taken' })).toBe(false);
    expect(await updateOwned(db, notes, 'seller', mine, { body: 'a2' })).toBe(true);
    expect(await deleteOwned(db, notes, 'seller', theirs)).toBe(false);
    expect(await bodies('other')).toEqual(['c']);
    expect(await deleteOwned(db, notes, 'seller', mine)).toBe(true);
    expect(await bodies('seller')).toEqual(['b']);
  });

  it('joins the client: inner leaves out rows without one, left keeps them with a null name', async () => {
    const columns = { body: notes.body, clientName: clients.name };
    const inner = await selectWithClient(db, notes, columns).where(ownedRows(notes, 'other', {}));
    const left = await selectWithOptionalClient(db, notes, columns).where(ownedRows(notes, 'seller', {}));
    expect(inner).toEqual([{ body: 'c', clientName: 'Acme' }]);
    expect(left).toEqual([{ body: 'b', clientName: null }]);
    expectTypeOf(inner).toEqualTypeOf<{ body: string; clientName: string }[]>();
    expectTypeOf(left).toEqualTypeOf<{ body: string; clientName: string | null }[]>();
  });

  it('takes SQL in an update', async () => {
    const id = await insertReturningId(db, notes, { workspaceId: 'seller', body: 'x' });
    await updateOwned(db, notes, 'seller', id, { body: sql`${notes.body} || 'y'` });
    expect(await bodies('seller', { id })).toEqual(['xy']);
  });
});
