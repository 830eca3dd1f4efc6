import {
  BACKLINK_STATUSES,
  CITATION_STATUSES,
  CONTENT_STATUSES,
  CONTENT_TYPES,
  POST_PLATFORMS,
  POST_STATES,
  RANK_CHECK_SOURCES,
  REVIEW_PLATFORM_STATUSES,
} from '@proclub/contracts/products';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, linkedTo, newestFirst, textList, timestamps, timestamptz, updatedAt } from './columns';
import { clients } from './crm';
import { workspaceOwned } from './workspace-columns';

// ---------- Rank tracking (spec: rank_tracking) ----------
export const rankCheckSource = pgEnum('rank_check_source', RANK_CHECK_SOURCES);

/** A keyword tracked for one client in one location (a city, region or country as a search engine takes it). */
export const rankKeywords = pgTable(
  'rank_keywords',
  {
    ...workspaceOwned(),
    clientId: belongsTo('client_id', () => clients.id),
    keyword: text('keyword').notNull(),
    location: text('location').notNull(),
    /** The client's domain a rank provider looks for in the results (optional for manual tracking). */
    targetDomain: text('target_domain'),
    createdAt: createdAt(),
  },
  (table) => [
    index('rank_keywords_vendor_created_idx').on(table.workspaceId, ...newestFirst(table)),
    uniqueIndex('rank_keywords_client_keyword_location_idx').on(
      table.clientId,
      sql`lower(${table.keyword})`,
      sql`lower(${table.location})`,
    ),
  ],
);

/**
 * One observed position of a keyword. The previous rank is not stored: it is the keyword's check just
 * before this one by checked_at, so checks imported out of order still compare with the right neighbour.
 */
export const rankChecks = pgTable(
  'rank_checks',
  {
    ...workspaceOwned(),
    keywordId: belongsTo('keyword_id', () => rankKeywords.id),
    rankPosition: integer('rank_position').notNull(),
    checkedAt: timestamptz('checked_at').notNull(),
    source: rankCheckSource('source').notNull().default('manual'),
    createdAt: createdAt(),
  },
  (table) => [
    index('rank_checks_vendor_checked_idx').on(table.workspaceId, table.checkedAt.desc(), table.id.desc()),
    index('rank_checks_keyword_checked_idx').on(table.keywordId, table.checkedAt, table.id),
    check('rank_checks_position_range', sql`${table.rankPosition} between 1 and 100`),
  ],
);

// ---------- Competitor analysis ----------
export const competitors = pgTable(
  'competitors',
  {
    ...workspaceOwned(),
    clientId: belongsTo('client_id', () => clients.id),
    name: text('name').notNull(),
    website: text('website').notNull(),
    clientWebsite: text('client_website').notNull(),
    /** The latest side-by-side analysis (both sites' scores), null until analysed. */
    comparison: jsonb('comparison'),
    analyzedAt: timestamptz('analyzed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('competitors_vendor_created_idx').on(table.workspaceId, ...newestFirst(table))],
);

// ---------- Review booster ----------
export const reviewPlatformStatus = pgEnum('review_platform_status', REVIEW_PLATFORM_STATUSES);

export const reviewPlatforms = pgTable(
  'review_platforms',
  {
    ...workspaceOwned(),
    clientId: belongsTo('client_id', () => clients.id),
    name: text('name').notNull(),
    reviewUrl: text('review_url').notNull(),
    status: reviewPlatformStatus('status').notNull().default('active'),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('review_platforms_vendor_created_idx').on(table.workspaceId, ...newestFirst(table))],
);

/** A review request emailed to one of the client's customers (the mail itself is in email_outbox). */
export const reviewRequests = pgTable(
  'review_requests',
  {
    ...workspaceOwned(),
    platformId: belongsTo('platform_id', () => reviewPlatforms.id),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    emailId: text('email_id'),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (table) => [
    index('review_requests_vendor_sent_idx').on(table.workspaceId, table.sentAt.desc(), table.id.desc()),
    index('review_requests_platform_idx').on(table.platformId),
  ],
);

// ---------- Post scheduler ----------
export const postPlatform = pgEnum('post_platform', POST_PLATFORMS);
export const postStatus = pgEnum('post_status', POST_STATES);

export const scheduledPosts = pgTable(
  'scheduled_posts',
  {
    ...workspaceOwned(),
    clientId: linkedTo('client_id', () => clients.id),
    platform: postPlatform('platform').notNull(),
    content: text('content').notNull(),
    status: postStatus('status').notNull().default('draft'),
    scheduledFor: timestamptz('scheduled_for'),
    publishedAt: timestamptz('published_at'),
    /** The publish provider's reference for the published post (lib: post-publisher.ts). */
    publishRef: text('publish_ref'),
    ...timestamps(),
  },
  (table) => [index('scheduled_posts_vendor_created_idx').on(table.workspaceId, ...newestFirst(table))],
);

// ---------- Content drops ----------
export const contentType = pgEnum('content_type', CONTENT_TYPES);
export const contentStatus = pgEnum('content_status', CONTENT_STATUSES);

export const contentItems = pgTable(
  'content_items',
  {
    ...workspaceOwned(),
    clientId: linkedTo('client_id', () => clients.id),
    title: text('title').notNull(),
    type: contentType('type').notNull(),
    status: contentStatus('status').notNull().default('draft'),
    body: text('body').notNull().default(''),
    wordCount: integer('word_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('content_items_vendor_created_idx').on(table.workspaceId, ...newestFirst(table))],
);

// ---------- Citation builder ----------
export const citationStatus = pgEnum('citation_status', CITATION_STATUSES);

export const citations = pgTable(
  'citations',
  {
    ...workspaceOwned(),
    clientId: belongsTo('client_id', () => clients.id),
    directory: text('directory').notNull(),
    listingUrl: text('listing_url'),
    status: citationStatus('status').notNull().default('pending'),
    note: text('note'),
    ...timestamps(),
  },
  (table) => [index('citations_vendor_created_idx').on(table.workspaceId, ...newestFirst(table))],
);

// ---------- Backlink reports ----------
export const backlinkStatus = pgEnum('backlink_status', BACKLINK_STATUSES);

export const backlinks = pgTable(
  'backlinks',
  {
    ...workspaceOwned(),
    clientId: belongsTo('client_id', () => clients.id),
    sourceUrl: text('source_url').notNull(),
    targetUrl: text('target_url').notNull(),
    anchorText: text('anchor_text'),
    domainAuthority: integer('domain_authority').notNull(),
    status: backlinkStatus('status').notNull().default('live'),
    createdAt: createdAt(),
  },
  (table) => [
    index('backlinks_vendor_authority_idx').on(table.workspaceId, table.domainAuthority.desc(), table.id),
    check('backlinks_authority_range', sql`${table.domainAuthority} between 0 and 100`),
  ],
);

// ---------- AI agents and ad templates (one row per seller and catalogue entry, made on first visit) ----------
export const aiAgents = pgTable(
  'ai_agents',
  {
    ...workspaceOwned(),
    agentKey: text('agent_key').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** The rule's settings, e.g. { days } for lead follow-up. */
    settings: jsonb('settings').notNull().default({}),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('ai_agents_vendor_key_idx').on(table.workspaceId, table.agentKey)],
);

/**
 * One run of an automation rule for one subject (a proposal, project or audit run): its counts and history.
 * (agent, subject) is unique, so a trigger seen twice acts once.
 */
export const agentRuns = pgTable(
  'agent_runs',
  {
    ...workspaceOwned(),
    agentKey: text('agent_key').notNull(),
    subjectKey: text('subject_key').notNull(),
    status: text('status').notNull(),
    detail: text('detail').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('agent_runs_subject_idx').on(table.workspaceId, table.agentKey, table.subjectKey),
    index('agent_runs_vendor_created_idx').on(table.workspaceId, ...newestFirst(table)),
  ],
);

export const adTemplates = pgTable(
  'ad_templates',
  {
    ...workspaceOwned(),
    templateKey: text('template_key').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    category: text('category').notNull(),
    headline: text('headline').notNull(),
    description: text('description').notNull(),
    callToAction: text('call_to_action').notNull(),
  },
  (table) => [uniqueIndex('ad_templates_vendor_key_idx').on(table.workspaceId, table.templateKey)],
);

// ---------- Map Boost directory pages ----------
/** A public directory page at /d/{slug}; noindex and visible only by preview token or to the owner until published. */
export const mapBoostPages = pgTable(
  'map_boost_pages',
  {
    ...workspaceOwned(),
    clientId: belongsTo('client_id', () => clients.id),
    slug: text('slug').notNull(),
    businessName: text('business_name').notNull(),
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    region: text('region'),
    postalCode: text('postal_code'),
    country: text('country'),
    phone: text('phone').notNull(),
    website: text('website'),
    description: text('description').notNull(),
    services: textList('services'),
    hours: jsonb('hours').$type<{ day: string; opens: string; closes: string }[]>().notNull().default([]),
    previewToken: text('preview_token').notNull(),
    publishedAt: timestamptz('published_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('map_boost_pages_slug_idx').on(table.slug),
    index('map_boost_pages_vendor_created_idx').on(table.workspaceId, ...newestFirst(table)),
  ],
);
