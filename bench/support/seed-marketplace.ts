/**
 * Seeds the marketplace benchmark data set straight into a database (migrating it first):
 * 2,000 sellers and 100,000 services with a realistic spread of words, categories and prices.
 * Usage: tsx bench/support/seed-marketplace.ts pglite:<dataDir> | postgres://…
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';

const target = process.argv[2];
const sellers = Number(process.argv[3] ?? 2000);
const total = Number(process.argv[4] ?? 100_000);
if (!target) throw new Error('usage: seed-marketplace.ts pglite:<dir> | postgres://… [sellers] [services]');

const database = target.startsWith('pglite:')
  ? await openDatabase({ kind: 'pglite', dataDir: target.slice('pglite:'.length) })
  : await openDatabase({ kind: 'postgres', url: target });
const { db } = database;

const started = Date.now();
await db.execute(sql`
  insert into "user" (id, name, email, email_verified, created_at, updated_at)
  select 'bench-seller-' || g, 'Seller ' || g, 'seller' || g || '@bench.test', false, now(), now()
  from generate_series(1, ${sellers}::int) g`);
await db.execute(sql`
  insert into profiles (id, role, full_name, email, company_name)
  select 'bench-seller-' || g, (array['agency','vendor','freelancer'])[1 + g % 3]::user_role, 'Seller ' || g,
         'seller' || g || '@bench.test', 'Studio ' || g
  from generate_series(1, ${sellers}::int) g`);
// Each seller's personal workspace (ADR 045: its id is the account's), which owns the listings.
await db.execute(sql`
  insert into workspaces (id, name) select 'bench-seller-' || g, 'Studio ' || g from generate_series(1, ${sellers}::int) g`);

// Words are picked by different strides so terms have varied frequencies, like real listings.
const batch = 20_000;
for (let offset = 0; offset < total; offset += batch) {
  await db.execute(sql`
    with words as (
      select array['local','fast','custom','premium','modern','affordable','expert','complete','professional','creative',
                   'responsive','strategic','monthly','starter','advanced','boutique','rapid','reliable','friendly','technical'] as adj,
             array['website','logo','campaign','audit','app','video','blog','brand','store','funnel','newsletter','podcast',
                   'landing page','seo plan','ads','copy','shop','portal','dashboard','chatbot','wordpress site','shopify store',
                   'citation cleanup','review booster','photo shoot','explainer','pitch deck','email sequence','crm setup','map listing'] as noun,
             array['restaurants','dentists','plumbers','lawyers','bakeries','gyms','salons','clinics','realtors','startups',
                   'nonprofits','cafes','florists','roofers','accountants','coaches','schools','hotels','garages','studios'] as audience,
             enum_range(null::service_category) as cats,
             enum_range(null::pricing_type) as pricing
    )
    insert into services (workspace_id, title, description, category, pricing_type, price_from, price_to, delivery_time,
                          features, tags, is_active, rating_average, rating_count, created_at)
    select 'bench-seller-' || (1 + g % ${sellers}::int),
           initcap(adj[1 + g % 20] || ' ' || noun[1 + (g / 7) % 30] || ' for ' || audience[1 + (g / 3) % 20]),
           'We deliver a ' || adj[1 + (g / 11) % 20] || ' ' || noun[1 + (g / 13) % 30] || ' for ' || audience[1 + g % 20] ||
             ' with ' || adj[1 + (g / 17) % 20] || ' support, clear reporting and a ' || noun[1 + (g / 19) % 30] || ' included.',
           cats[1 + g % 9],
           pricing[1 + g % 4],
           case when g % 10 = 0 then null else (25 + (g * 37) % 4975)::numeric end,
           case when g % 3 = 0 then (25 + (g * 37) % 4975 + 100 + g % 900)::numeric else null end,
           (1 + g % 30) || ' days',
           array['Kick-off call', 'Two revisions', 'Final report'],
           array[noun[1 + (g / 5) % 30], audience[1 + (g / 23) % 20], adj[1 + (g / 29) % 20]],
           g % 20 <> 0,
           round(((g * 13) % 41) / 10.0 + 1, 2)::numeric(3,2),
           (g * 7) % 200,
           now() - (g || ' minutes')::interval
    from words, generate_series(${offset + 1}::int, ${Math.min(offset + batch, total)}::int) g`);
}
await db.execute(sql`analyze`);
console.log(`seeded ${sellers} sellers and ${total} services in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await database.close();
