/**
 * The shell benchmark's data and its raw-SQL floor. `seed`: for the seller with the given email, 1,000 services,
 * 500 conversations and 10,000 notifications (plus 20,000 for other users), on top of bench/support/seed-crm.ts's
 * clients and projects. `floor`: runs the palette search and the notifications first page straight on the
 * database through the same repositories the routes use (no HTTP, no session, no JSON) and prints their
 * timings as JSON — the floor the API figures are compared with.
 * Usage: tsx bench/support/seed-shell.ts seed|floor pglite:<dataDir> | postgres://… <sellerEmail> [samples]
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { NotificationsRepository } from '../../apps/server/src/modules/notifications/notifications.repository';
import { SearchRepository } from '../../apps/server/src/modules/search/search.repository';

const [mode, target, sellerEmail] = process.argv.slice(2);
const samples = Number(process.argv[5] ?? 200);
if (!mode || !target || !sellerEmail) throw new Error('usage: seed-shell.ts seed|floor <target> <sellerEmail> [samples]');

const database = target.startsWith('pglite:')
  ? await openDatabase({ kind: 'pglite', dataDir: target.slice('pglite:'.length) })
  : await openDatabase({ kind: 'postgres', url: target });
const { db } = database;
const rows = (await db.execute(sql`select id from "user" where email = ${sellerEmail}`)) as unknown as { rows: { id: string }[] };
const sellerId = rows.rows[0]?.id;
if (!sellerId) throw new Error(`no user ${sellerEmail}`);

if (mode === 'seed') {
  const started = Date.now();
  await db.execute(sql`insert into workspaces (id, name) values (${sellerId}, 'Bench seller') on conflict do nothing`);
  await db.execute(sql`
    insert into services (workspace_id, title, description, category, price_from)
    select ${sellerId},
           (array['Bakery','Dental','Plumbing','Law','Yoga'])[1 + g % 5] || ' ' ||
             (array['website','SEO package','logo','ads','booking'])[1 + (g / 5) % 5] || ' ' || g,
           'A service for local businesses.', 'marketing', 100 + g
    from generate_series(1, 1000) g`);
  await db.execute(sql`
    with made as (
      insert into conversations (title, created_by, last_message_at)
      select (array['Bakery','Dental','Plumbing','Law','Yoga'])[1 + g % 5] || ' kick-off ' || g, ${sellerId}, now() - (g || ' minutes')::interval
      from generate_series(1, 500) g
      returning id, last_message_at)
    insert into conversation_participants (conversation_id, user_id, role, last_message_at)
    select id, ${sellerId}, 'admin', last_message_at from made`);
  await db.execute(sql`
    insert into notifications (user_id, kind, title, body, link, read_at, created_at)
    select ${sellerId}, 'message_received', 'New message from Client ' || g, 'Message body ' || g, '/messages',
           case when g % 3 = 0 then null else now() end, now() - (g || ' seconds')::interval
    from generate_series(1, 10000) g`);
  await db.execute(sql`
    insert into notifications (user_id, kind, title, created_at)
    select 'bench-crm-seller-' || (1 + g % 20), 'review_received', 'Noise ' || g, now() - (g || ' seconds')::interval
    from generate_series(1, 20000) g`);
  await db.execute(sql`vacuum analyze`);
  console.log(
    `seeded services, conversations and notifications for ${sellerEmail} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} else {
  const search = new SearchRepository(db);
  const notifications = new NotificationsRepository(db);
  const time = async (run: () => Promise<unknown>) => {
    for (let i = 0; i < 20; i++) await run();
    const out: number[] = [];
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      await run();
      out.push(performance.now() - started);
    }
    return out;
  };
  const result = {
    search: await time(() => search.search(sellerId, { id: sellerId, listings: true }, 'bakery', 5)),
    notifications: await time(async () => {
      await notifications.page(sellerId, 20, null, false);
      await notifications.unreadCount(sellerId);
    }),
  };
  console.log(`FLOOR ${JSON.stringify(result)}`);
}
await database.close();
