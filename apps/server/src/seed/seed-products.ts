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
import { businessOf } from './demo-story';
import type { SeedContext } from './seed-context';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const inDays = (days: number, hour = 10) => {
  const at = new Date(Date.now() + days * DAY);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
};

async function seedSeller(ctx: SeedContext, vendorId: string | undefined): Promise<void> {
  if (!vendorId) return;
  const { db } = ctx;
  const owned = await db
    .select({ id: clients.id, name: clients.name, company: clients.company, email: clients.email })
    .from(clients)
    .where(eq(clients.workspaceId, vendorId))
    .orderBy(asc(clients.createdAt), asc(clients.id));
  // Each record below belongs to a client and tells that client's story (demo-story.ts).
  // The two oldest: the seller's own long-standing clients, not one an order just brought in.
  const stories = owned
    .flatMap((client) => {
      const business = businessOf(client.email);
      return business ? [{ client, business }] : [];
    })
    .slice(0, 2);

  await db
    .insert(aiAgents)
    .values(
      // Rules start on with no runs: the counts shown are recorded runs only.
      AI_AGENTS.map((agent) => ({ workspaceId: vendorId, agentKey: agent.key, enabled: true })),
    )
    .onConflictDoNothing();
  await db
    .insert(adTemplates)
    .values(
      AD_TEMPLATES.map(({ key, ...template }, position) => ({ workspaceId: vendorId, templateKey: key, position, ...template })),
    )
    .onConflictDoNothing();

  let keywordIndex = 0;
  for (const [storyIndex, { client, business }] of stories.entries()) {
    if (business.content.length > 0)
      await db.insert(contentItems).values(
        business.content.map((item, index) => ({
          workspaceId: vendorId,
          ...item,
          wordCount: countWords(item.body),
          createdAt: daysAgo(12 - index * 3 - storyIndex),
        })),
      );
    for (const item of business.keywords) {
      const index = keywordIndex++;
      const [keyword] = await db
        .insert(rankKeywords)
        .values({
          workspaceId: vendorId,
          clientId: client.id,
          keyword: item.keyword,
          location: item.location,
          createdAt: daysAgo(50),
        })
        .returning({ id: rankKeywords.id });
      await db.insert(rankChecks).values(
        item.positions.map((position, week) => ({
          workspaceId: vendorId,
          keywordId: keyword.id,
          rankPosition: position,
          // The newest check is `index` hours old, so the last-20 list interleaves keywords.
          checkedAt: new Date(Date.now() - (item.positions.length - 1 - week) * 7 * DAY - (index + 1) * 3_600_000),
          source: 'manual' as const,
        })),
      );
    }
    if (business.competitors.length > 0)
      await db.insert(competitors).values(
        business.competitors.map((competitor, index) => ({
          workspaceId: vendorId,
          clientId: client.id,
          ...competitor,
          clientWebsite: business.website,
          createdAt: daysAgo(9 - index),
        })),
      );
    if (business.reviewPlatforms.length > 0)
      await db
        .insert(reviewPlatforms)
        .values(business.reviewPlatforms.map((platform) => ({ workspaceId: vendorId, clientId: client.id, ...platform })));
    if (business.posts.length > 0)
      await db.insert(scheduledPosts).values(
        business.posts.map((post) => ({
          workspaceId: vendorId,
          clientId: client.id,
          platform: post.platform,
          content: post.content,
          status: post.status,
          scheduledFor: post.inDays === null ? null : inDays(post.inDays, post.platform === 'instagram' ? 17 : 14),
        })),
      );
    if (business.backlinks.length > 0)
      await db.insert(backlinks).values(
        business.backlinks.map((link) => ({
          workspaceId: vendorId,
          clientId: client.id,
          sourceUrl: link.sourceUrl,
          targetUrl: `${business.website}/`,
          anchorText: link.anchorText,
          domainAuthority: link.domainAuthority,
          status: link.lost ? ('lost' as const) : ('live' as const),
        })),
      );
  }

  const main = stories[0];
  if (!main) return;
  const { client: first, business } = main;
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
      workspaceId: vendorId,
      clientId: first.id,
      directory,
      status,
      listingUrl,
      note: status === 'error' ? 'Phone number on the listing is out of date.' : null,
      createdAt: daysAgo(20 - index),
    })),
  );

  // One published directory page per seller, for its main client (slugs are global: the seller id makes them unique).
  const name = first.company || first.name;
  const suffix =
    vendorId
      .slice(0, 6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '') || 'demo';
  const slugOf = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  await db.insert(mapBoostPages).values({
    workspaceId: vendorId,
    clientId: first.id,
    slug: `${slugOf(name)}-${slugOf(business.city)}-${suffix}`,
    businessName: name,
    streetAddress: business.streetAddress,
    city: business.city,
    region: business.region,
    postalCode: business.postalCode,
    country: 'US',
    phone: business.phone,
    website: business.website,
    description: business.description,
    services: business.services,
    hours: business.hours,
    previewToken: crypto.randomBytes(24).toString('base64url'),
    publishedAt: daysAgo(5),
  });
}

/** Add-on products demo data for the vendor and agency accounts, attached to their CRM clients. */
export async function seedProducts(ctx: SeedContext): Promise<void> {
  await seedSeller(ctx, ctx.accounts.vendor);
  await seedSeller(ctx, ctx.accounts.agency);
}
