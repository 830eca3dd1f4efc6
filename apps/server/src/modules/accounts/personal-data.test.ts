import type { Service } from '@proclub/contracts/services';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { describeEachDatabase, multipart, signUp } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { hubClient } from '../hub/hub.test-helpers';
import { joinClub } from '../membership/membership.test-helpers';
import { moveOrder, placedOrder } from '../orders/orders.test-helpers';
import { validService } from '../services/services.test-helpers';
import { EXPORT_EXCLUDED, personalData } from './personal-data';

/**
 * Tables about a person that reach them through another table rather than a column referencing user.id: each holds
 * rows of the person's orders, projects or disputes, so they count as user-linked too.
 */
const LINKED_THROUGH_ANOTHER_TABLE = ['order_deliveries', 'order_delivery_files', 'order_ledger_entries', 'milestones'];

/** Every table with a column referencing user.id, read from the Drizzle schema itself (a new table is found). */
function userLinkedTables(): string[] {
  const found = new Set<string>(LINKED_THROUGH_ANOTHER_TABLE);
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const toUser = config.foreignKeys.some((key) => getTableConfig(key.reference().foreignTable).name === 'user');
    if (toUser || config.name === 'user') found.add(config.name);
  }
  return [...found].sort();
}

/** A person with a name and a role (and a paid membership when `member`). */
async function person(app: FastifyInstance, name: string, role: 'vendor' | 'client', member = false) {
  const user = await signUp(app, { name });
  expect((await user.client.post('/api/profile/setup', { role })).statusCode).toBe(200);
  if (member) await joinClub(user.client);
  return user;
}

describe('data export: every user-linked table is exported or deliberately left out', () => {
  // A fake Db is enough: building the parts reads nothing.
  const covered = new Set(personalData({} as never).flatMap((part) => part.tables));

  it('walks the schema: each table referencing user.id is in an export part or in EXPORT_EXCLUDED', () => {
    const tables = userLinkedTables();
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.filter((table) => !covered.has(table) && !(table in EXPORT_EXCLUDED))).toEqual([]);
  });

  it('excludes nothing it also exports, and each exclusion is a real table', () => {
    const all = new Set(
      Object.values(schema)
        .filter((value) => is(value, PgTable))
        .map((value) => getTableConfig(value as PgTable).name),
    );
    expect(Object.keys(EXPORT_EXCLUDED).filter((table) => covered.has(table) || !all.has(table))).toEqual([]);
    expect([...covered].filter((table) => !all.has(table))).toEqual([]);
  });

  it('gives every part a distinct file name', () => {
    const names = personalData({} as never).map((part) => part.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describeEachDatabase('data export: the orders side, with names rather than ids', (t) => {
  it('has the reviews written, payments, deliveries with file names, revisions, disputes and their messages', async () => {
    const seller = await person(t.app, 'Sally Seller', 'vendor');
    const service = (
      await seller.client.post('/api/services', { ...validService, title: 'Export bakery site' })
    ).json() as Service;
    const buyer = await person(t.app, 'Bob Buyer', 'client', true);
    const order = await placedOrder(buyer, service.id);
    await moveOrder(seller, order.id, 'delivered');
    const revision = await buyer.client.post(`/api/orders/${order.id}/revisions`, { message: 'Please make the logo larger.' });
    expect(revision.statusCode, revision.body).toBe(201);
    const disputed = await buyer.client.post(`/api/orders/${order.id}/dispute`, { reason: 'The logo is still tiny, sadly.' });
    expect(disputed.statusCode, disputed.body).toBe(201);
    const form = multipart([
      { name: 'message', content: 'Our brief is attached.' },
      { name: 'files', filename: 'agreed-brief.md', contentType: 'text/markdown', content: '# Brief\n\nA big logo.\n' },
    ]);
    const evidence = await buyer.client.post(`/api/orders/${order.id}/dispute/messages`, undefined, {
      headers: form.headers,
      payload: form.payload,
    });
    expect(evidence.statusCode, evidence.body).toBe(201);
    const parts = personalData(t.database.db);
    const read = async (userId: string) =>
      Object.fromEntries(await Promise.all(parts.map(async (part) => [part.name, await part.read(userId)] as const)));

    const mine = await read(buyer.id);
    expect(mine.orders).toEqual([
      expect.objectContaining({ yourRole: 'buyer', service: 'Export bakery site', seller: 'Sally Seller' }),
    ]);
    expect(mine.payments.length).toBeGreaterThan(0);
    expect(mine.payments[0]).toMatchObject({ service: 'Export bakery site', buyer: 'Bob Buyer', seller: 'Sally Seller' });
    expect(mine.deliveries).toEqual([
      expect.objectContaining({
        service: 'Export bakery site',
        seller: 'Sally Seller',
        message: 'Here is the finished work.',
        revisionMessage: 'Please make the logo larger.',
      }),
    ]);
    expect(mine.disputes).toEqual([expect.objectContaining({ openedBy: 'Bob Buyer', reason: 'The logo is still tiny, sadly.' })]);
    expect(mine['dispute-messages']).toEqual([
      expect.objectContaining({ author: 'Bob Buyer', message: 'Our brief is attached.', evidenceFiles: 'agreed-brief.md' }),
    ]);
    // No id of the other person anywhere in what names them.
    expect(JSON.stringify([mine.orders, mine.payments, mine.deliveries, mine.disputes])).not.toContain(seller.id);

    const theirs = await read(seller.id);
    expect(theirs.orders).toEqual([expect.objectContaining({ yourRole: 'seller', buyer: 'Bob Buyer' })]);
    expect(theirs['dispute-messages']).toHaveLength(1);
    const stranger = await read((await userWithRole(t.app, 'client')).id);
    expect(stranger.orders).toEqual([]);
    expect(stranger['dispute-messages']).toEqual([]);
  });

  it('has the reviews the person wrote, with the service and the seller by name', async () => {
    const seller = await person(t.app, 'Rita Reviewed', 'vendor');
    const service = (
      await seller.client.post('/api/services', { ...validService, title: 'Reviewed plumbing' })
    ).json() as Service;
    const buyer = await person(t.app, 'Walt Writer', 'client', true);
    const order = await placedOrder(buyer, service.id);
    await moveOrder(seller, order.id, 'delivered');
    expect((await buyer.client.patch(`/api/orders/${order.id}/status`, { status: 'completed' })).statusCode).toBe(200);
    const reviewed = await buyer.client.post(`/api/services/${service.id}/reviews`, {
      rating: 5,
      comment: 'Fixed the leak fast.',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    const reviews = await personalData(t.database.db)
      .find((part) => part.name === 'reviews')
      ?.read(buyer.id);
    expect(reviews).toEqual([
      expect.objectContaining({
        kind: 'written',
        service: 'Reviewed plumbing',
        seller: 'Rita Reviewed',
        reviewer: 'Walt Writer',
        rating: 5,
        comment: 'Fixed the leak fast.',
      }),
    ]);
  });

  it("names the seller's CRM client in rows about one (an onboarding workflow), and the client rows themselves", async () => {
    const seller = await userWithRole(t.app, 'agency');
    const client = await hubClient(seller.client, 'Rosa Bakery Export');
    const created = await seller.client.post('/api/hub/onboarding', { clientId: client.id, templateId: 'review_generation' });
    expect(created.statusCode, created.body).toBe(201);
    const parts = personalData(t.database.db);
    const workflows = await parts.find((part) => part.name === 'onboarding-workflows')?.read(seller.id);
    expect(workflows).toEqual([expect.objectContaining({ clientId: client.id, client: 'Rosa Bakery Export' })]);
    const clients = await parts.find((part) => part.name === 'clients')?.read(seller.id);
    expect(clients).toEqual([expect.objectContaining({ name: 'Rosa Bakery Export' })]);
    expect(clients?.[0]).not.toHaveProperty('client');
  });
});
