import type { Priority } from '@proclub/contracts/analysis';

/** A finding the product fixes, and how urgent fixing it is. Products are offered only for findings they fix. */
export type Trigger = { check: string; fail: Priority; warn?: Priority };

export interface Product {
  id: string;
  name: string;
  description: string;
  setupFee: number;
  monthlyPrice: number;
  /**
   * Expected lift in the leads the site brings, in percent, when the product fixes a medium-priority gap (scaled by
   * priority, then capped at MAX_LIFT_PERCENT). Conservative reading of a public benchmark or, where none fits, our
   * assumption; `liftSource` names it (full references: docs/decisions/038-roi-inputs-and-sources.md).
   */
  liftPercent: number;
  liftSource: string;
  triggers: Trigger[];
}

/**
 * Critical means customers cannot reach or contact the business: the site is down, kept out of search (noindex, or
 * robots.txt blocking every crawler), not usable on a phone, or has no way to get in touch. Only these findings
 * can make a recommendation critical, and at most MAX_CRITICAL a site.
 */
export const CRITICAL_CHECKS = new Set(['http_status', 'indexable', 'robots_txt', 'viewport', 'contact_path']);
export const MAX_CRITICAL = 2;

export const PRIORITY_MULTIPLIER: Record<Priority, number> = { critical: 1.5, high: 1.25, medium: 1, low: 0.75 };

/**
 * Caps on every estimate (ADR 038). One product never lifts the site's leads by more than MAX_LIFT_PERCENT, so its
 * yearly value stays a fraction of what the business's own numbers say the site earns now; all products together
 * are shown as at most MAX_TOTAL_SHARE_PERCENT of it; no ROI shown exceeds MAX_ROI_PERCENT.
 */
export const MAX_LIFT_PERCENT = 20;
export const MAX_TOTAL_SHARE_PERCENT = 30;
export const MAX_ROI_PERCENT = 300;

/** Our add-on products and website fixes, with prices (USD). */
export const PRODUCTS: Product[] = [
  {
    id: 'map_boost',
    name: 'Map Boost',
    description:
      'Automated directory pages with LocalBusiness data, address, hours and map for better local and map-pack visibility.',
    setupFee: 299,
    monthlyPrice: 149,
    liftPercent: 10,
    liftSource:
      'Whitespark Local Search Ranking Factors 2023 (on-page and Business Profile signals lead local-pack ranking); conservative reading',
    triggers: [
      { check: 'local_business_schema', fail: 'high', warn: 'medium' },
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
    liftPercent: 5,
    liftSource:
      'Whitespark Local Search Ranking Factors 2023 (citations are a small share of local-pack ranking); conservative reading',
    triggers: [
      { check: 'gbp_nap_match', fail: 'high' },
      { check: 'site_nap_consistency', fail: 'high' },
      { check: 'business_name', fail: 'medium', warn: 'low' },
    ],
  },
  {
    id: 'review_booster',
    name: 'Review Booster',
    description: 'Automated review requests by email and text, with a review widget and rating data for the site.',
    setupFee: 99,
    monthlyPrice: 79,
    liftPercent: 10,
    liftSource:
      'BrightLocal Local Consumer Review Survey 2024 (most consumers read reviews of local businesses); Spiegel Research Center, How Online Reviews Influence Sales (2017)',
    triggers: [{ check: 'reviews_shown', fail: 'high', warn: 'medium' }],
  },
  {
    id: 'content_drops',
    name: 'Content Drops',
    description: 'Monthly locally targeted pages and posts written for your services and towns.',
    setupFee: 149,
    monthlyPrice: 199,
    liftPercent: 8,
    liftSource: 'HubSpot marketing statistics (sites that publish regularly draw more visitors); conservative reading',
    triggers: [{ check: 'content_length', fail: 'high', warn: 'medium' }],
  },
  {
    id: 'ai_agents',
    name: 'AI Agents',
    description: 'An AI assistant that answers visitors, captures leads and books appointments around the clock.',
    setupFee: 199,
    monthlyPrice: 149,
    liftPercent: 10,
    liftSource:
      'Oldroyd, MIT/InsideSales Lead Response Management Study (2007) and HBR, The Short Life of Online Sales Leads (2011): answering within minutes qualifies many more leads',
    // No form, no phone and no email: the AI agent is the contact path the site lacks.
    triggers: [
      { check: 'contact_path', fail: 'critical' },
      { check: 'contact_form', fail: 'high' },
    ],
  },
  {
    id: 'post_scheduler',
    name: 'Post Scheduler',
    description: 'Scheduled social and Google Business posts with proper share cards.',
    setupFee: 49,
    monthlyPrice: 59,
    liftPercent: 2,
    liftSource: 'An assumption (no public benchmark ties share cards to leads)',
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
    liftPercent: 6,
    liftSource:
      'HubSpot analysis of 330,000 calls to action (2015): clear, targeted calls to action convert better; conservative reading',
    triggers: [{ check: 'call_to_action', fail: 'high' }],
  },
  {
    id: 'rank_tracker',
    name: 'Rank Tracker',
    description: 'Weekly keyword positions for your services and towns, so every fix shows its effect.',
    setupFee: 0,
    monthlyPrice: 49,
    liftPercent: 1,
    liftSource: 'An assumption (measures; fixes nothing by itself)',
    // Measures rankings; fixes no finding, so the analyzer never recommends it (sellers add it to proposals).
    triggers: [],
  },
  {
    id: 'competitor_analysis',
    name: 'Competitor Analysis',
    description: 'Side-by-side audits of your top local competitors with the gaps to close.',
    setupFee: 0,
    monthlyPrice: 99,
    liftPercent: 1,
    liftSource: 'An assumption (benchmarks; fixes nothing by itself)',
    // Benchmarks competitors; fixes no finding of the prospect's own site.
    triggers: [],
  },
  {
    id: 'backlink_reports',
    name: 'Backlink Reports',
    description: 'Monthly backlink monitoring and outreach targets to build authority.',
    setupFee: 0,
    monthlyPrice: 79,
    liftPercent: 2,
    liftSource: 'An assumption (off-site authority; not measured by the analyzer)',
    // Off-site authority: the analyzer does not measure backlinks, so no finding points to it.
    triggers: [],
  },
  {
    id: 'seo_fixes',
    name: 'SEO Essentials Fix',
    description: 'We fix titles, meta descriptions, headings, canonical tags, robots.txt and indexing on the site.',
    setupFee: 399,
    monthlyPrice: 49,
    liftPercent: 8,
    liftSource:
      'Backlinko organic click-through study (2023): higher positions and written meta descriptions earn more clicks; conservative reading',
    triggers: [
      { check: 'http_status', fail: 'critical' },
      { check: 'indexable', fail: 'critical' },
      { check: 'robots_txt', fail: 'critical', warn: 'low' },
      { check: 'raw_html_content', fail: 'high' },
      { check: 'js_only_content', fail: 'high', warn: 'medium' },
      { check: 'site_broken_links', fail: 'high' },
      { check: 'site_duplicate_titles', fail: 'medium' },
      { check: 'site_duplicate_descriptions', fail: 'low', warn: 'low' },
      { check: 'sitemap', fail: 'medium', warn: 'low' },
      { check: 'canonical', fail: 'medium', warn: 'low' },
      { check: 'crawlable_anchors', fail: 'medium' },
      { check: 'hreflang', fail: 'medium' },
      { check: 'structured_data_valid', fail: 'medium' },
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
    liftPercent: 6,
    liftSource:
      'Deloitte/Google, Milliseconds Make Millions (2020): 0.1 s faster mobile pages lifted conversions about 8%; conservative reading',
    triggers: [
      { check: 'https', fail: 'high' },
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
    description:
      'A responsive viewport, a visible click-to-call phone number, accessible images and clear links for phone visitors.',
    setupFee: 299,
    monthlyPrice: 29,
    liftPercent: 10,
    liftSource:
      'Google/Sterling Research & SmithGeiger, What Users Want Most From Mobile Sites Today (2012): most users leave a site hard to use on a phone; Google/Ipsos click-to-call study (2013)',
    triggers: [
      { check: 'viewport', fail: 'critical', warn: 'high' },
      { check: 'phone', fail: 'high' },
      { check: 'click_to_call', fail: 'medium', warn: 'low' },
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
    liftPercent: 2,
    liftSource: 'An assumption (measurement itself wins few leads; it shows which fixes work)',
    triggers: [{ check: 'analytics', fail: 'high' }],
  },
];

export const productById = new Map(PRODUCTS.map((product) => [product.id, product]));
