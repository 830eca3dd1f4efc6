// The marketplace's re-keying migration (issue 31, ADR 045 §9, ADR 047) on a database that lived before it: listings,
// the seller side of orders, checkouts, offers, reviews, the ledger and payout accounts keep every row and now point at
// the seller's workspace (a personal one's id is the account's); a seller id without a workspace gets its personal one.
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsUpTo, openMigrationDatabase as open, type Sql } from '../test/migration-harness';
import { databaseKinds } from '../test/test-database';

const BEFORE = '0037_crm_record';
const MARKET = '0040_market_workspaces';

/** Sellers with a workspace since 0036, a seller who never finished setup (no workspace yet) and a buyer. */
const people = [
  { id: 'u-agency', role: 'agency', company: 'Harbor Digital' },
  { id: 'u-vendor', role: 'vendor', company: null },
  { id: 'u-unset', role: null, company: 'Late Setup Ltd' },
  { id: 'u-buyer', role: 'client', company: null },
];
const sellers = ['u-agency', 'u-vendor', 'u-unset'];

/** Every (row → seller) pair of the re-keyed tables, in one comparable list. */
const PAIRS = `
  select 'services' as t, id::text as row, workspace_id as seller from services
  union all select 'orders', id::text, seller_id from orders
  union all select 'order_checkouts', id, seller_id from order_checkouts
  union all select 'custom_offers', id::text, seller_id from custom_offers
  union all select 'reviews', id::text, seller_id from reviews
  union all select 'order_ledger_entries', id::text, seller_id from order_ledger_entries
  union all select 'seller_payout_accounts', stripe_account_id, workspace_id from seller_payout_accounts
  order by 1, 2`;
const PAIRS_BEFORE = PAIRS.replace('workspace_id as seller from services', 'user_id as seller from services').replace(
  'stripe_account_id, workspace_id from',
  'stripe_account_id, user_id from',
);

describe.each(databaseKinds())('migration %s: the marketplace re-keyed to workspaces', (kind) => {
  const opened: Sql[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
  });

  it('keeps every row and every row → seller pair; each seller id names a workspace its account owns', async () => {
    const db = await open(kind);
    opened.push(db);
    await db.migrate(await migrationsUpTo(BEFORE));
    for (const person of people) {
      await db.query(`insert into "user" (id, name, email, email_verified) values ($1, $2, $3, true)`, [
        person.id,
        `${person.id} account`,
        `${person.id}@example.test`,
      ]);
      await db.query('insert into profiles (id, role, email, company_name) values ($1, $2, $3, $4)', [
        person.id,
        person.role,
        `${person.id}@example.test`,
        person.company,
      ]);
    }
    // The workspaces 0036 made for the set-up sellers (the late one has none yet).
    for (const id of ['u-agency', 'u-vendor']) {
      await db.query('insert into workspaces (id, name) values ($1, $1)', [id]);
      await db.query(`insert into workspace_members (workspace_id, user_id, role) values ($1, $1, 'owner')`, [id]);
    }
    // Random listings per seller, an order of each, some paid with ledger rows, offers, reviews and payout accounts.
    const random = (n: number) => 1 + Math.floor(Math.random() * n);
    const [{ id: conversation }] = await db.query<{ id: string }>(
      `insert into conversations (title, created_by) values ('Talk', 'u-buyer') returning id`,
    );
    for (const seller of sellers) {
      for (let i = 0; i < random(6); i++) {
        const [{ id: service }] = await db.query<{ id: string }>(
          `insert into services (user_id, title, description, price_from) values ($1, $2, 'A listing.', 100) returning id`,
          [seller, `${seller} listing ${i}`],
        );
        const [{ id: order }] = await db.query<{ id: string }>(
          `insert into orders (service_id, buyer_id, seller_id, service_title, price_option, price, pricing_type, requirements)
           values ($1, 'u-buyer', $2, 'Listing', 'from', 100, 'fixed', 'Everything, please.') returning id`,
          [service, seller],
        );
        await db.query(
          `insert into order_checkouts (id, provider, buyer_id, seller_id, service_id, service_title, pricing_type, requirements,
             amount_cents, fee_cents, expires_at, order_id)
           values ($1, 'test', 'u-buyer', $2, $3, 'Listing', 'fixed', 'Everything, please.', 10000, 1000, now(), $4)`,
          [`ocs_${seller}_${i}`, seller, service, order],
        );
        await db.query(
          `insert into order_ledger_entries (order_id, movement, movement_key, account, seller_id, amount_cents)
           values ($1, 'release', $3, 'escrow', null, -9000), ($1, 'release', $3, 'seller', $2, 9000)`,
          [order, seller, `release:${order}`],
        );
        await db.query(
          `insert into custom_offers (conversation_id, seller_id, buyer_id, service_id, title, description, price_cents,
             delivery_days, expires_at) values ($1, $2, 'u-buyer', $3, 'Offer', 'A custom offer.', 5000, 3, now())`,
          [conversation, seller, service],
        );
        if (i === 0)
          await db.query(`insert into reviews (service_id, seller_id, reviewer_id, rating) values ($1, $2, 'u-buyer', 5)`, [
            service,
            seller,
          ]);
      }
      await db.query(`insert into seller_payout_accounts (user_id, stripe_account_id) values ($1, $2)`, [
        seller,
        `acct_${seller}`,
      ]);
    }
    // A finished order whose seller deleted their account long ago keeps no seller.
    const [{ id: kept }] = await db.query<{ id: string }>(`select id from services limit 1`);
    await db.query(
      `insert into orders (service_id, buyer_id, seller_id, service_title, price_option, price, pricing_type, requirements, status)
       values ($1, 'u-buyer', null, 'Old', 'from', 100, 'fixed', 'Everything, please.', 'completed')`,
      [kept],
    );
    await db.query(`insert into notifications (user_id, kind, title) values ('u-agency', 'order_placed', 'New order')`);
    const before = await db.query<{ t: string; row: string; seller: string | null }>(PAIRS_BEFORE);

    await db.migrate(await migrationsUpTo(MARKET));

    // Every row and its seller survive; every seller id is now a workspace its account owns.
    expect(await db.query(PAIRS)).toEqual(before);
    const owners = await db.query<{ workspace_id: string; user_id: string }>(
      `select workspace_id, user_id from workspace_members where role = 'owner' order by 1`,
    );
    expect(owners).toEqual([...sellers].sort().map((id) => ({ workspace_id: id, user_id: id })));
    const [{ name }] = await db.query<{ name: string }>(`select name from workspaces where id = 'u-unset'`);
    expect(name).toBe('Late Setup Ltd');
    const orphans = await db.query(
      `select seller from (${PAIRS}) p where seller is not null and not exists (select 1 from workspaces w where w.id = p.seller)`,
    );
    expect(orphans).toEqual([]);
    // Notifications stay per person, with no workspace named on the old ones.
    expect(await db.query('select user_id, workspace_id from notifications')).toEqual([
      { user_id: 'u-agency', workspace_id: null },
    ]);
  });
});
