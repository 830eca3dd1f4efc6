/**
 * Seeds the admin console benchmark straight into a PostgreSQL database the server has migrated: 100,000 users
 * (profiles with mixed roles, half with a live session, 1 in 500 banned), 20,000 services, 200,000 orders over the
 * last 180 days (the orders' rollups rebuilt after the bulk load) and 10,000 subscriptions with add-ons; makes
 * <adminEmail> an admin; then ANALYZE.
 * Usage: tsx bench/support/seed-admin.ts postgres://… <adminEmail> [users] [orders]
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';

const [url, adminEmail] = process.argv.slice(2);
const users = Number(process.argv[4] ?? 100_000);
const orders = Number(process.argv[5] ?? 200_000);
const services = Math.max(1, Math.floor(users / 5));
if (!url || !adminEmail) throw new Error('usage: seed-admin.ts postgres://… <adminEmail> [users] [orders]');

const database = await openDatabase({ kind: 'postgres', url });
const { db } = database;
const started = Date.now();
const step = async (label: string, query: ReturnType<typeof sql>) => {
  const at = Date.now();
  await db.execute(query);
  console.log(`  ${label}: ${Date.now() - at} ms`);
};

await step(
  'users',
  sql`insert into "user" (id, name, email, email_verified, created_at, updated_at, banned, ban_reason)
    select 'bench-u-' || g,
           (array['Ada','Grace','Alan','Linus','Margaret','Dennis','Barbara','Ken','Radia','Edsger'])[1 + g % 10] || ' ' ||
             (array['Lovelace','Hopper','Turing','Torvalds','Hamilton','Ritchie','Liskov','Thompson','Perlman','Dijkstra'])[1 + (g / 10) % 10] || ' ' || g,
           'bench-user-' || g || '@bench-admin.test', true,
           now() - ((g % 365) || ' days')::interval - ((g * 7919 % 86400) || ' seconds')::interval, now(),
           g % 500 = 0, case when g % 500 = 0 then 'Bench ban' end
    from generate_series(1, ${users}::int) g`,
);
// Roles: 1 in 10 vendor, agency, freelancer each (g % 10 = 1, 2, 3), the rest clients, 1 in 97 without a role yet.
await step(
  'profiles (the trigger mirrors each role into user.role)',
  sql`insert into profiles (id, email, full_name, role)
    select 'bench-u-' || g, 'bench-user-' || g || '@bench-admin.test', 'Bench ' || g,
           case when g % 97 = 0 then null
                when g % 10 = 1 then 'vendor' when g % 10 = 2 then 'agency' when g % 10 = 3 then 'freelancer'
                else 'client' end::user_role
    from generate_series(1, ${users}::int) g`,
);
await step(
  'sessions',
  sql`insert into session (id, token, expires_at, created_at, updated_at, ip_address, user_agent, user_id)
    select 'bench-s-' || g, 'bench-t-' || g, now() + interval '7 days', now() - interval '2 days',
           now() - ((g % 5000) || ' minutes')::interval, '127.0.0.1', 'bench', 'bench-u-' || g
    from generate_series(2, ${users}::int, 2) g`,
);
await step(
  'workspaces',
  // The sellers' personal workspaces (ADR 045: id = the account's), which own the listings and the seller side of orders.
  sql`insert into workspaces (id, name)
    select distinct 'bench-u-' || ((s * 10) % ${users}::int + 1), 'Bench seller'
    from generate_series(1, ${services}::int) s on conflict do nothing`,
);
await step(
  'services',
  sql`insert into services (workspace_id, title, description, category, pricing_type, price_from, price_to, created_at)
    select 'bench-u-' || ((s * 10) % ${users}::int + 1), 'Bench service ' || s, 'A benchmark service.',
           (array['web_development','mobile_development','design','marketing','seo','content_writing','consulting','other'])[1 + s % 8]::service_category,
           'fixed', 100 + (s * 37) % 2000, null, now() - ((s % 400) || ' days')::interval
    from generate_series(1, ${services}::int) s`,
);
// A bulk load: the per-row rollup trigger is off while it runs, and the rollups are rebuilt once afterwards.
await step('orders trigger off', sql`alter table orders disable trigger orders_stats`);
await step(
  'orders',
  sql`insert into orders (service_id, buyer_id, seller_id, service_title, price_option, price, pricing_type, requirements, status, created_at, updated_at)
    select v.id, 'bench-u-' || ((o * 10) % ${users}::int + 5), v.workspace_id, v.title, 'from', v.price_from, 'fixed', 'Bench order.',
           (array['requested','accepted','in_progress','delivered','completed','completed','completed','declined','cancelled'])[1 + o % 9]::order_status,
           now() - ((o * 7919 % (180 * 86400)) || ' seconds')::interval, now()
    from generate_series(1, ${orders}::int) o
    join (select id, workspace_id, title, price_from, row_number() over (order by id) as rn from services where title like 'Bench service %') v
      on v.rn = 1 + o % ${services}::int`,
);
await step('orders trigger on', sql`alter table orders enable trigger orders_stats`);
await step(
  'rollups',
  sql`insert into order_stats_daily (day, category, orders, gmv)
    select (o.created_at at time zone 'UTC')::date, coalesce(v.category::text, 'other'), count(*),
           coalesce(sum(o.price) filter (where o.status not in ('declined', 'cancelled')), 0)
    from orders o left join services v on v.id = o.service_id group by 1, 2
    on conflict (day, category) do update set orders = excluded.orders, gmv = excluded.gmv`,
);
await step(
  'seller activity',
  sql`insert into seller_activity (seller_id, last_order_at)
    select seller_id, max(created_at) from orders where seller_id is not null group by 1
    on conflict (seller_id) do update set last_order_at = excluded.last_order_at`,
);
await step(
  'subscriptions',
  sql`insert into subscriptions (id, user_id, provider, status, add_ons, current_period_end)
    select 'sub_bench_' || g, 'bench-u-' || g, 'test',
           (array['active','active','active','trialing','past_due','canceled'])[1 + g % 6],
           case g % 4 when 0 then '{}'::text[] when 1 then array['advanced_crm'] when 2 then array['analytics_pro','white_label']
             else array['priority_support'] end,
           now() + interval '20 days'
    from generate_series(1, ${users}::int, 10) g`,
);
await step('admin', sql`update profiles set role = 'admin' where email = ${adminEmail}`);
// As autovacuum leaves a settled table: statistics, and a visibility map so index-only scans skip the heap.
await step('vacuum analyze', sql`vacuum analyze`);
console.log(`seeded in ${Date.now() - started} ms`);
await database.close();
