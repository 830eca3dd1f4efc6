/**
 * Seeds the CRM benchmark data set straight into a database (migrating it first): for the seller with the
 * given email, 10,000 clients and 5,000 projects (2 milestones each), plus 20 other sellers with 1,000
 * clients and 500 projects each so the indexes have to separate sellers. Clients 1..realtimePairs carry the
 * emails rt-client-<n>@bench.test, and each has one in-progress project (the realtime round-trip threads).
 * Usage: tsx bench/support/seed-crm.ts pglite:<dataDir> | postgres://… <sellerEmail> [clients] [projects] [realtimePairs]
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';

const [target, sellerEmail] = process.argv.slice(2);
const clients = Number(process.argv[4] ?? 10_000);
const projects = Number(process.argv[5] ?? 5_000);
const pairs = Number(process.argv[6] ?? 100);
if (!target || !sellerEmail)
  throw new Error('usage: seed-crm.ts pglite:<dir> | postgres://… <sellerEmail> [clients] [projects] [pairs]');

const database = target.startsWith('pglite:')
  ? await openDatabase({ kind: 'pglite', dataDir: target.slice('pglite:'.length) })
  : await openDatabase({ kind: 'postgres', url: target });
const { db } = database;
const started = Date.now();

const rows = await db.execute<{ id: string }>(sql`select id from "user" where email = ${sellerEmail}`);
const sellerId = (rows as unknown as { rows: { id: string }[] }).rows[0]?.id;
if (!sellerId) throw new Error(`no user ${sellerEmail}`);

async function seedSeller(vendorId: string, clientCount: number, projectCount: number, emailPrefix: string, withPairs: boolean) {
  await db.execute(sql`
    insert into clients (workspace_id, name, email, phone, company, notes, status, created_at)
    select ${vendorId},
           (array['Acme','Globex','Initech','Umbrella','Stark','Wayne','Hooli','Vandelay','Soylent','Tyrell'])[1 + g % 10] || ' ' ||
             (array['Bakery','Dental','Plumbing','Law','Yoga','Garage','Cafe','Books','Roofing','Florist'])[1 + (g / 10) % 10] || ' ' || g,
           case when ${withPairs} and g <= ${pairs}::int then 'rt-client-' || g || '@bench.test' else ${emailPrefix} || g || '@bench-crm.test' end,
           '+1 555 ' || lpad((g % 10000)::text, 4, '0'),
           case when g % 4 = 0 then null else 'Company ' || (g % 500) end,
           case when g % 3 = 0 then 'Prefers email. Follow up quarterly.' else null end,
           (case when g <= ${pairs}::int then 'active' when g % 10 = 0 then 'archived' when g % 7 = 0 then 'inactive' else 'active' end)::client_status,
           now() - (g || ' minutes')::interval
    from generate_series(1, ${clientCount}::int) g`);
  // Project g belongs to client g (the first `pairs` are the in-progress realtime threads).
  await db.execute(sql`
    insert into projects (workspace_id, client_id, title, description, status, budget, deadline, created_at)
    select ${vendorId}, c.id,
           (array['Website rebuild','Local SEO','Logo refresh','Ads campaign','Booking widget'])[1 + c.g % 5] || ' #' || c.g,
           'Scope agreed on the kick-off call.',
           (case when ${withPairs} and c.g <= ${pairs}::int then 'in_progress'
                 else (array['inquiry','quoted','in_progress','completed','cancelled'])[1 + c.g % 5] end)::project_status,
           case when c.g % 6 = 0 then null else (100 + (c.g * 37) % 4900)::numeric end,
           case when c.g % 2 = 0 then (current_date + (c.g % 90)::int) else null end,
           now() - (c.g || ' seconds')::interval
    from (select id, row_number() over (order by created_at desc, id) as g
          from clients where workspace_id = ${vendorId}) c
    where c.g <= ${projectCount}::int`);
  await db.execute(sql`
    insert into milestones (project_id, title, status, due_date, completed_at)
    select p.id, m.title, m.status::milestone_status, current_date + m.offset_days, case when m.status = 'completed' then now() else null end
    from projects p,
         (values ('Kick-off', 'completed', 0), ('Delivery', 'pending', 30)) as m(title, status, offset_days)
    where p.workspace_id = ${vendorId}`);
}

await seedSeller(sellerId, clients, projects, 'client', true);
const noiseSellers = 20;
await db.execute(sql`
  insert into "user" (id, name, email, email_verified, created_at, updated_at)
  select 'bench-crm-seller-' || g, 'Seller ' || g, 'crm-seller' || g || '@bench.test', false, now(), now()
  from generate_series(1, ${noiseSellers}::int) g`);
await db.execute(sql`
  insert into profiles (id, role, full_name, email)
  select 'bench-crm-seller-' || g, 'agency'::user_role, 'Seller ' || g, 'crm-seller' || g || '@bench.test'
  from generate_series(1, ${noiseSellers}::int) g`);
// Each seller works in their personal workspace (ADR 045: its id is theirs), which the CRM's rows belong to.
await db.execute(sql`
  insert into workspaces (id, name)
  select 'bench-crm-seller-' || g, 'Seller ' || g from generate_series(1, ${noiseSellers}::int) g`);
await db.execute(sql`
  insert into workspace_members (workspace_id, user_id, role)
  select 'bench-crm-seller-' || g, 'bench-crm-seller-' || g, 'owner' from generate_series(1, ${noiseSellers}::int) g`);
for (let i = 1; i <= noiseSellers; i++) await seedSeller(`bench-crm-seller-${i}`, 1000, 500, `noise${i}-`, false);
// A live database is vacuumed by autovacuum (index-only counts need the visibility map); do it once here.
await db.execute(sql`vacuum analyze`);
console.log(
  `seeded ${clients} clients and ${projects} projects for ${sellerEmail} (+${noiseSellers} sellers) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
await database.close();
