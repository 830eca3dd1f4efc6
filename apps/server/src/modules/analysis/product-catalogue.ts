import type { CheckGroup, Priority } from '@proclub/contracts/analysis';

/** A finding that makes a product worth offering, and how urgent it is. */
export type Trigger =
  | { check: string; fail: Priority; warn?: Priority }
  | { group: CheckGroup; below: number; priority: Priority };

export interface Product {
  id: string;
  name: string;
  description: string;
  setupFee: number;
  monthlyPrice: number;
  /** Extra leads a month we expect when the product fixes a medium-priority gap (scaled by priority). */
  baseLeadsPerMonth: number;
  triggers: Trigger[];
}

/** The ROI assumptions, shown in every formula. */
export const AVERAGE_SALE = 300;
export const CLOSE_RATE = 0.25;
export const VALUE_PER_LEAD = AVERAGE_SALE * CLOSE_RATE;
export const PRIORITY_MULTIPLIER: Record<Priority, number> = { critical: 1.5, high: 1.25, medium: 1, low: 0.75 };

/** Our add-on products and website fixes, with prices (USD). */
export const PRODUCTS: Product[] = [
  {
    id: 'map_boost',
    name: 'Map Boost',
    description:
      'Automated directory pages with LocalBusiness data, address, hours and map for better local and map-pack visibility.',
    setupFee: 299,
    monthlyPrice: 149,
    baseLeadsPerMonth: 8,
    triggers: [
      { check: 'local_business_schema', fail: 'critical', warn: 'high' },
      { check: 'address', fail: 'high' },
      { check: 'map_embed', fail: 'medium', warn: 'low' },
      { check: 'opening_hours', fail: 'medium', warn: 'low' },
    ],
  },
  {
    id: 'citation_builder',
    name: 'Citation Builder',
    description: 'Consistent name, address and phone listings on the directories Google trusts.',
    setupFee: 199,
    monthlyPrice: 99,
    baseLeadsPerMonth: 5,
    triggers: [
      { check: 'phone', fail: 'high' },
      { check: 'gbp_nap_match', fail: 'high' },
      { check: 'business_name', fail: 'medium', warn: 'low' },
      { check: 'click_to_call', fail: 'medium' },
    ],
  },
  {
    id: 'review_booster',
    name: 'Review Booster',
    description: 'Automated review requests by email and text, with a review widget and rating data for the site.',
    setupFee: 99,
    monthlyPrice: 79,
    baseLeadsPerMonth: 4,
    triggers: [
      { check: 'reviews_shown', fail: 'high', warn: 'medium' },
      { check: 'gbp_provided', fail: 'medium', warn: 'low' },
    ],
  },
  {
    id: 'content_drops',
    name: 'Content Drops',
    description: 'Monthly locally targeted pages and posts written for your services and towns.',
    setupFee: 149,
    monthlyPrice: 199,
    baseLeadsPerMonth: 5,
    triggers: [
      { check: 'content_length', fail: 'high', warn: 'medium' },
      { check: 'h1', fail: 'medium' },
    ],
  },
  {
    id: 'ai_agents',
    name: 'AI Agents',
    description: 'An AI assistant that answers visitors, captures leads and books appointments around the clock.',
    setupFee: 199,
    monthlyPrice: 149,
    baseLeadsPerMonth: 6,
    triggers: [
      { check: 'contact_form', fail: 'high' },
      { check: 'call_to_action', fail: 'high' },
    ],
  },
  {
    id: 'post_scheduler',
    name: 'Post Scheduler',
    description: 'Scheduled social and Google Business posts with proper share cards.',
    setupFee: 49,
    monthlyPrice: 59,
    baseLeadsPerMonth: 2,
    triggers: [
      { check: 'open_graph', fail: 'medium', warn: 'low' },
      { check: 'twitter_card', fail: 'low' },
    ],
  },
  {
    id: 'ad_templates',
    name: 'Ad Templates',
    description: 'Ready-made local ad campaigns with landing-page calls to action.',
    setupFee: 99,
    monthlyPrice: 79,
    baseLeadsPerMonth: 3,
    triggers: [
      { check: 'call_to_action', fail: 'medium' },
      { group: 'conversion', below: 50, priority: 'medium' },
    ],
  },
  {
    id: 'rank_tracker',
    name: 'Rank Tracker',
    description: 'Weekly keyword positions for your services and towns, so every fix shows its effect.',
    setupFee: 0,
    monthlyPrice: 49,
    baseLeadsPerMonth: 2,
    triggers: [{ group: 'on_page', below: 80, priority: 'medium' }],
  },
  {
    id: 'competitor_analysis',
    name: 'Competitor Analysis',
    description: 'Side-by-side audits of your top local competitors with the gaps to close.',
    setupFee: 0,
    monthlyPrice: 99,
    baseLeadsPerMonth: 2,
    triggers: [
      { group: 'local', below: 60, priority: 'medium' },
      { group: 'on_page', below: 60, priority: 'low' },
    ],
  },
  {
    id: 'backlink_reports',
    name: 'Backlink Reports',
    description: 'Monthly backlink monitoring and outreach targets to build authority.',
    setupFee: 0,
    monthlyPrice: 79,
    baseLeadsPerMonth: 2,
    triggers: [
      { check: 'sitemap', fail: 'medium', warn: 'low' },
      { check: 'canonical', fail: 'low', warn: 'low' },
    ],
  },
  {
    id: 'seo_fixes',
    name: 'SEO Essentials Fix',
    description: 'We fix titles, meta descriptions, headings, canonical tags, robots.txt and indexing on the site.',
    setupFee: 399,
    monthlyPrice: 49,
    baseLeadsPerMonth: 4,
    triggers: [
      { check: 'http_status', fail: 'critical' },
      { check: 'indexable', fail: 'critical' },
      { check: 'robots_txt', fail: 'critical', warn: 'low' },
      { check: 'title', fail: 'high', warn: 'medium' },
      { check: 'meta_description', fail: 'high', warn: 'low' },
      { check: 'h1', fail: 'medium', warn: 'low' },
      { check: 'lang', fail: 'low', warn: 'low' },
    ],
  },
  {
    id: 'security_speed_fixes',
    name: 'Security & Speed Tune-up',
    description: 'HTTPS everywhere, HSTS, compression, caching and lighter pages.',
    setupFee: 349,
    monthlyPrice: 39,
    baseLeadsPerMonth: 3,
    triggers: [
      { check: 'https', fail: 'critical' },
      { check: 'mixed_content', fail: 'high' },
      { check: 'response_time', fail: 'high', warn: 'medium' },
      { check: 'page_weight', fail: 'high', warn: 'medium' },
      { check: 'compression', fail: 'medium' },
      { check: 'request_count', fail: 'medium', warn: 'low' },
      { check: 'hsts', fail: 'medium', warn: 'low' },
      { check: 'cache_headers', fail: 'low', warn: 'low' },
      { check: 'redirects', fail: 'low', warn: 'low' },
    ],
  },
  {
    id: 'mobile_fixes',
    name: 'Mobile Experience Fix',
    description: 'A responsive viewport, accessible images and clear links for phone visitors.',
    setupFee: 299,
    monthlyPrice: 29,
    baseLeadsPerMonth: 4,
    triggers: [
      { check: 'viewport', fail: 'critical', warn: 'high' },
      { check: 'image_alt', fail: 'medium', warn: 'low' },
      { check: 'link_text', fail: 'medium', warn: 'low' },
    ],
  },
  {
    id: 'tracking_setup',
    name: 'Analytics & Conversion Tracking',
    description: 'Analytics and call/form conversion tracking so every lead is counted.',
    setupFee: 149,
    monthlyPrice: 29,
    baseLeadsPerMonth: 2,
    triggers: [{ check: 'analytics', fail: 'high' }],
  },
];

export const productById = new Map(PRODUCTS.map((product) => [product.id, product]));
