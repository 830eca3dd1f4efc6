import crypto from 'node:crypto';
import { AD_TEMPLATES, AI_AGENTS, countWords } from '@proclub/contracts/products';
import { asc, eq } from 'drizzle-orm';
import {
  adTemplates,
  aiAgents,
  backlinks,
  citations,
  clients,
  competitors,
  contentItems,
  mapBoostPages,
  rankChecks,
  rankKeywords,
  reviewPlatforms,
  scheduledPosts,
} from '../db/schema/index';
import type { SeedContext } from './seed-context';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const inDays = (days: number, hour = 10) => {
  const at = new Date(Date.now() + days * DAY);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
};

/** Weekly positions, oldest first (entered by hand in the demo: no rank provider is configured). */
const KEYWORDS = [
  { keyword: 'bakery near me', location: 'Austin, TX', positions: [18, 15, 14, 11, 9, 7] },
  { keyword: 'custom birthday cakes', location: 'Austin, TX', positions: [32, 27, 22, 22, 19] },
  { keyword: 'sourdough bread', location: 'Round Rock, TX', positions: [6, 5, 7, 4] },
  { keyword: 'gluten free bakery', location: 'Austin, TX', positions: [41, 44] },
];

async function seedSeller(ctx: SeedContext, vendorId: string | undefined): Promise<void> {
  if (!vendorId) return;
  const { db } = ctx;
  const owned = await db
    .select({ id: clients.id, name: clients.name, company: clients.company })
    .from(clients)
    .where(eq(clients.vendorId, vendorId))
    .orderBy(asc(clients.createdAt), asc(clients.id));
  const [first, second = first] = owned;

  await db
    .insert(aiAgents)
    .values(
      // Rules start on with no runs: the counts shown are recorded runs only.
      AI_AGENTS.map((agent) => ({ vendorId, agentKey: agent.key, enabled: true })),
    )
    .onConflictDoNothing();
  await db
    .insert(adTemplates)
    .values(AD_TEMPLATES.map(({ key, ...template }, position) => ({ vendorId, templateKey: key, position, ...template })))
    .onConflictDoNothing();

  // Content and drafts need no client.
  const content = [
    {
      vendorId,
      title: '5 signs it is time to refresh your menu board',
      type: 'blog_post',
      status: 'ready',
      body: 'Faded prices, missing seasonal items and long queues at the counter all point the same way.',
      createdAt: daysAgo(6),
    },
    {
      vendorId,
      title: 'Holiday pre-order reminder',
      type: 'email',
      status: 'draft',
      body: 'Order by the 20th to guarantee pickup on the 24th.',
      createdAt: daysAgo(3),
    },
    {
      vendorId,
      title: 'Behind the scenes: 4 a.m. at the bakery',
      type: 'video_script',
      status: 'published',
      body: 'Open on the oven light. The first trays of croissants go in while the street is still dark.',
      createdAt: daysAgo(12),
    },
  ] as const;
  await db.insert(contentItems).values(content.map((item) => ({ ...item, wordCount: countWords(item.body) })));
  if (!first) return;

  for (const [index, item] of KEYWORDS.entries()) {
    const client = index < 3 ? first : second;
    const [keyword] = await db
      .insert(rankKeywords)
      .values({ vendorId, clientId: client.id, keyword: item.keyword, location: item.location, createdAt: daysAgo(50) })
      .returning({ id: rankKeywords.id });
    await db.insert(rankChecks).values(
      item.positions.map((position, week) => ({
        vendorId,
        keywordId: keyword.id,
        rankPosition: position,
        // The newest check is `index` hours old, so the last-20 list interleaves keywords.
        checkedAt: new Date(Date.now() - (item.positions.length - 1 - week) * 7 * DAY - (index + 1) * 3_600_000),
        source: 'manual' as const,
      })),
    );
  }

  await db.insert(competitors).values([
    {
      vendorId,
      clientId: first.id,
      name: 'Sweet Crumbs Bakery',
      website: 'https://sweetcrumbs.example',
      clientWebsite: 'https://clarasbakery.example',
      createdAt: daysAgo(9),
    },
    {
      vendorId,
      clientId: first.id,
      name: 'Golden Loaf',
      website: 'https://goldenloaf.example',
      clientWebsite: 'https://clarasbakery.example',
      createdAt: daysAgo(8),
    },
  ]);

  await db.insert(reviewPlatforms).values([
    {
      vendorId,
      clientId: first.id,
      name: 'Google',
      reviewUrl: 'https://search.google.com/local/writereview?placeid=demo',
      status: 'active',
      rating: 4.8,
      reviewCount: 127,
    },
    {
      vendorId,
      clientId: first.id,
      name: 'Yelp',
      reviewUrl: 'https://www.yelp.com/writeareview/biz/demo',
      status: 'active',
      rating: 4.5,
      reviewCount: 38,
    },
    {
      vendorId,
      clientId: second.id,
      name: 'Facebook',
      reviewUrl: 'https://www.facebook.com/demo/reviews',
      status: 'pending',
      rating: null,
      reviewCount: 0,
    },
  ]);

  await db.insert(scheduledPosts).values([
    {
      vendorId,
      clientId: first.id,
      platform: 'google_business',
      content: 'Fresh cinnamon rolls every Saturday from 7 a.m. Come early!',
      status: 'scheduled',
      scheduledFor: inDays(1, 14),
    },
    {
      vendorId,
      clientId: first.id,
      platform: 'instagram',
      content: 'Meet Ana, our head baker, and the starter she has fed for eleven years.',
      status: 'scheduled',
      scheduledFor: inDays(3, 17),
    },
    {
      vendorId,
      clientId: second.id,
      platform: 'facebook',
      content: 'Holiday pre-orders open next week: cakes, pies and our famous stollen.',
      status: 'draft',
      scheduledFor: null,
    },
  ]);

  const directories = [
    ['Google Business Profile', 'verified', 'https://maps.google.com/?cid=demo'],
    ['Yelp', 'verified', 'https://www.yelp.com/biz/demo'],
    ['Apple Maps', 'pending', null],
    ['Bing Places', 'pending', null],
    ['Yellow Pages', 'error', 'https://www.yellowpages.com/demo'],
    ['Foursquare', 'verified', 'https://foursquare.com/v/demo'],
  ] as const;
  await db.insert(citations).values(
    directories.map(([directory, status, listingUrl], index) => ({
      vendorId,
      clientId: first.id,
      directory,
      status,
      listingUrl,
      note: status === 'error' ? 'Phone number on the listing is out of date.' : null,
      createdAt: daysAgo(20 - index),
    })),
  );

  const links = [
    ['https://www.austinchronicle.example/food/best-bakeries', 'best bakery in Austin', 72],
    ['https://www.localfoodblog.example/sourdough-guide', 'sourdough', 41],
    ['https://www.weddingcakes.example/vendors/austin', 'custom cakes', 38],
    ['https://www.chamber.example/members', null, 55],
    ['https://www.oldforum.example/thread/123', 'Clara’s', 12],
  ] as const;
  await db.insert(backlinks).values(
    links.map(([sourceUrl, anchorText, domainAuthority], index) => ({
      vendorId,
      clientId: first.id,
      sourceUrl,
      targetUrl: 'https://clarasbakery.example/',
      anchorText,
      domainAuthority,
      status: index === 4 ? ('lost' as const) : ('live' as const),
    })),
  );

  // One published directory page per seller (slugs are global, so the seller id makes them unique).
  const business = first.company || first.name;
  const suffix =
    vendorId
      .slice(0, 6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '') || 'demo';
  await db.insert(mapBoostPages).values({
    vendorId,
    clientId: first.id,
    slug: `${business
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}-austin-${suffix}`,
    businessName: business,
    streetAddress: '1200 South Congress Ave',
    city: 'Austin',
    region: 'TX',
    postalCode: '78704',
    country: 'US',
    phone: '+1 512 555 0142',
    website: null,
    description:
      'A neighbourhood bakery on South Congress baking sourdough, laminated pastries and celebration cakes from scratch every morning. ' +
      'Pre-order birthday and wedding cakes online, or drop in for coffee and a warm cinnamon roll.',
    services: ['Custom cakes', 'Sourdough bread', 'Pastries', 'Catering'],
    hours: [
      ...['Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({ day, opens: '07:00', closes: '16:00' })),
      { day: 'Saturday', opens: '07:00', closes: '14:00' },
    ],
    previewToken: crypto.randomBytes(24).toString('base64url'),
    publishedAt: daysAgo(5),
  });
}

/** Add-on products demo data for the vendor and agency accounts, attached to their CRM clients. */
export async function seedProducts(ctx: SeedContext): Promise<void> {
  await seedSeller(ctx, ctx.accounts.vendor);
  await seedSeller(ctx, ctx.accounts.agency);
}
