import type { SalesAnalytics } from '@proclub/contracts/orders';
import type { Service, ServicePage } from '@proclub/contracts/services';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, signIn } from '../test/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { DEMO_BUSINESSES } from './demo-story';
import { seedDemoIfEmpty } from './seed-demo';

/** The demo workspace tells one story: each client's records match its trade and city, and the app's rules hold. */
describeEachDatabase('demo seed: one true story', (t) => {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    await seedDemoIfEmpty(t.database.db, t.app.auth, t.app.log, t.env, t.app);
  });

  /** Does a text speak of this client's business (a trade word or its city)? */
  const aboutBusiness = (email: string, text: string) => {
    const business = DEMO_BUSINESSES[email];
    const lower = text.toLowerCase();
    return !!business && [...business.trade, business.city.toLowerCase()].some((word) => lower.includes(word.toLowerCase()));
  };
  const speaksTrade = (email: string, text: string) =>
    DEMO_BUSINESSES[email]?.trade.some((word) => text.toLowerCase().includes(word.toLowerCase())) ?? false;

  it('every client’s keywords, posts, competitors and backlinks are about its own trade or city, and owned by its seller', async () => {
    const keywords = await rows<{ email: string; keyword: string; same_owner: boolean }>(
      sql`select c.email, k.keyword, k.workspace_id = c.workspace_id as same_owner from rank_keywords k join clients c on c.id = k.client_id`,
    );
    expect(keywords.length).toBeGreaterThanOrEqual(8);
    for (const row of keywords) {
      expect(aboutBusiness(row.email, row.keyword), `${row.email}: ${row.keyword}`).toBe(true);
      expect(speaksTrade(row.email, row.keyword), `${row.email}: ${row.keyword} names the trade`).toBe(true);
      expect(row.same_owner).toBe(true);
    }
    const posts = await rows<{ email: string; content: string; same_owner: boolean }>(
      sql`select c.email, p.content, p.workspace_id = c.workspace_id as same_owner from scheduled_posts p join clients c on c.id = p.client_id`,
    );
    expect(posts.length).toBeGreaterThan(0);
    for (const row of posts) {
      expect(speaksTrade(row.email, row.content), `${row.email}: ${row.content}`).toBe(true);
      expect(row.same_owner).toBe(true);
    }
    const linked = await rows<{ email: string; target_url: string; client_website: string | null }>(
      sql`select c.email, b.target_url, null as client_website from backlinks b join clients c on c.id = b.client_id
          union all select c.email, x.website, x.client_website from competitors x join clients c on c.id = x.client_id`,
    );
    for (const row of linked) {
      const website = DEMO_BUSINESSES[row.email]?.website;
      expect(website, row.email).toBeDefined();
      expect(row.client_website ?? row.target_url).toContain(website as string);
    }
  });

  it('each seller’s Map Boost page, audits and proposals are about the client they belong to', async () => {
    const pages = await rows<{ email: string; city: string; description: string; website: string | null; same_owner: boolean }>(
      sql`select c.email, m.city, m.description, m.website, m.workspace_id = c.workspace_id as same_owner
          from map_boost_pages m join clients c on c.id = m.client_id`,
    );
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      const business = DEMO_BUSINESSES[page.email];
      expect(page.city).toBe(business?.city);
      expect(speaksTrade(page.email, page.description)).toBe(true);
      expect(page.website).toBe(business?.website);
      expect(page.same_owner).toBe(true);
    }
    const sites = await rows<{ email: string; url: string }>(
      sql`select c.email, a.website_url as url from client_audits a join clients c on c.id = a.client_id
          union all select c.email, p.website as url from proposals p join clients c on c.id = p.client_id`,
    );
    expect(sites.length).toBeGreaterThan(0);
    for (const row of sites) expect(row.url, row.email).toContain(DEMO_BUSINESSES[row.email]?.website as string);
  });

  it('every demo order is one the app allows: the buyer was a member, never the seller, and each review has a completed order', async () => {
    const orders = await rows<{ buyer_member: boolean; own: boolean }>(
      sql`select exists (select 1 from subscriptions s where s.user_id = o.buyer_id and s.status in ('active', 'trialing', 'past_due')
            and s.created_at <= o.created_at) as buyer_member, o.buyer_id = o.seller_id as own from orders o`,
    );
    expect(orders.length).toBeGreaterThanOrEqual(7);
    expect(orders.every((order) => order.buyer_member && !order.own)).toBe(true);
    const freelancerOrders = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders o join "user" u on u.id = o.buyer_id where u.email = 'freelancer@demo.proclub.test'`,
    );
    expect(freelancerOrders[0].n).toBe(0);
    const unbacked = await rows<{ n: number }>(
      sql`select count(*)::int as n from reviews r where not exists (select 1 from orders o where o.service_id = r.service_id
            and o.buyer_id = r.reviewer_id and o.status = 'completed')`,
    );
    expect(unbacked[0].n).toBe(0);
  });

  it('the demo has one open dispute (issue 37): its order is disputed with the money held, and both sides wrote in it', async () => {
    const disputes = await rows<{ order_status: string; payment: string; authors: string[] }>(
      sql`select o.status as order_status, o.payment_status as payment,
            array(select m.author from order_dispute_messages m where m.dispute_id = d.id order by m.created_at) as authors
          from order_disputes d join orders o on o.id = d.order_id where d.status = 'open'`,
    );
    expect(disputes).toEqual([{ order_status: 'disputed', payment: 'held', authors: ['seller', 'buyer'] }]);
  });

  it('at least three demo services offer Basic, Standard and Premium packages and extras; cards and orders use them (issue 37)', async () => {
    const visitor = await signIn(t.app, 'client@demo.proclub.test', DEMO_PASSWORD);
    const listed = (await visitor.get('/api/services?limit=48')).json() as ServicePage;
    const packaged: Service[] = [];
    for (const card of listed.items) {
      const service = (await visitor.get(`/api/services/${card.id}`)).json() as Service;
      if (service.packages.length === 0) continue;
      packaged.push(service);
      expect(
        service.packages.map((offer) => offer.tier),
        service.title,
      ).toEqual(['basic', 'standard', 'premium']);
      const prices = service.packages.map((offer) => offer.price);
      expect(prices, service.title).toEqual([...prices].sort((a, b) => a - b));
      expect(service.extras.length, service.title).toBeGreaterThan(0);
      // The card's price (and the price sort) is the lowest package's.
      expect((card as Service & { lowestPackagePrice: number | null }).lowestPackagePrice).toBe(prices[0]);
    }
    expect(packaged.length).toBeGreaterThanOrEqual(3);
    // The demo's orders of these services bought a package (the Standard one), priced by the server.
    const bought = await rows<{ tier: string | null }>(
      sql`select o.package_tier as tier from orders o join services s on s.id = o.service_id
          where jsonb_array_length(s.packages) > 0`,
    );
    expect(bought.length).toBeGreaterThan(0);
    for (const row of bought) expect(row.tier).toBe('standard');
  });

  it('every demo service has a cover image that is a real picture, stored like an upload', async () => {
    const visitor = await signIn(t.app, 'client@demo.proclub.test', DEMO_PASSWORD);
    const listed = (await visitor.get('/api/services?limit=48')).json() as ServicePage;
    expect(listed.items.length).toBeGreaterThanOrEqual(7);
    for (const card of listed.items) {
      const service = (await visitor.get(`/api/services/${card.id}`)).json() as Service;
      expect(service.imageUrl, service.title).toBeTruthy();
      const image = await t.app.inject({ method: 'GET', url: service.imageUrl as string });
      expect(image.statusCode, service.imageUrl as string).toBe(200);
      const meta = await sharp(image.rawPayload).metadata();
      expect(['png', 'webp']).toContain(meta.format);
      expect(meta.width).toBeGreaterThanOrEqual(300);
    }
  });

  it('views are spread over past weeks, and active project threads have history', async () => {
    const vendor = await signIn(t.app, 'vendor@demo.proclub.test', DEMO_PASSWORD);
    const analytics = (await vendor.get('/api/analytics/sales?days=30')).json() as SalesAnalytics;
    expect(analytics.totals.views).toBeGreaterThan(0);
    // A history, not one spike: views on several days, some of them before this week.
    const viewedDays = analytics.days.filter((day) => day.views > 0);
    expect(viewedDays.length).toBeGreaterThanOrEqual(4);
    expect(analytics.days.slice(0, -7).some((day) => day.views > 0)).toBe(true);
    expect(analytics.totals.orders).toBeGreaterThan(0);
    const silent = await rows<{ title: string }>(
      sql`select p.title from projects p where p.status in ('in_progress', 'quoted')
          and not exists (select 1 from project_messages m where m.project_id = p.id)
          and p.client_id in (select id from clients where email in ('client@demo.proclub.test', 'dana@whitfieldlaw.test', 'marco@rossi-plumbing.test'))`,
    );
    expect(silent).toEqual([]);
  });

  it('gives each demo seller the personal workspace setup would (ADR 045), the agency a team of three, and the demo client none', async () => {
    const members = await rows<{ email: string; name: string; role: string }>(
      sql`select u.email, w.name, m.role from workspace_members m join workspaces w on w.id = m.workspace_id join "user" u on u.id = m.user_id order by u.email`,
    );
    expect(members.map((row) => [row.email, row.name, row.role])).toEqual([
      ['agency-admin@demo.proclub.test', 'Brightline Digital', 'admin'],
      ['agency-member@demo.proclub.test', 'Brightline Digital', 'member'],
      ['agency@demo.proclub.test', 'Brightline Digital', 'owner'],
      ['freelancer@demo.proclub.test', 'Fiona Freelancer', 'owner'],
      ['vendor@demo.proclub.test', 'Northwind Web Co.', 'owner'],
    ]);
    // The teammates joined through the app's invitations: each one accepted, none left open.
    const [invitations] = await rows<{ accepted: number; open: number }>(
      sql`select count(*) filter (where accepted_at is not null)::int as accepted, count(*) filter (where accepted_at is null)::int as open from workspace_invitations`,
    );
    expect(invitations).toEqual({ accepted: 2, open: 0 });
    // Its clients are shared out among the three, each told by the app (a notice for the teammates).
    const assigned = await rows<{ email: string; clients: number }>(
      sql`select u.email, count(*)::int as clients from clients c join "user" u on u.id = c.assigned_to
          where c.workspace_id = (select id from "user" where email = 'agency@demo.proclub.test') group by u.email order by u.email`,
    );
    expect(assigned.map((row) => row.email)).toEqual([
      'agency-admin@demo.proclub.test',
      'agency-member@demo.proclub.test',
      'agency@demo.proclub.test',
    ]);
    const [notices] = await rows<{ count: number }>(
      sql`select count(*)::int as count from notifications n join "user" u on u.id = n.user_id where n.kind = 'assigned' and u.email = 'agency-member@demo.proclub.test'`,
    );
    expect(notices.count).toBeGreaterThan(0);
  });
});
