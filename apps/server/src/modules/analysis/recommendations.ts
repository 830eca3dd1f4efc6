import {
  type AnalysisData,
  type AnalysisSummary,
  type CheckResult,
  DEFAULT_VISITORS,
  INDUSTRY_DEFAULTS,
  LEAD_RATE_PERCENT,
  PRIORITIES,
  type Priority,
  type Recommendation,
  type RoiInputs,
} from '@proclub/contracts/analysis';
import { formatUsd } from '../../lib/money';
import {
  CRITICAL_CHECKS,
  MAX_CRITICAL,
  MAX_LIFT_PERCENT,
  MAX_ROI_PERCENT,
  MAX_TOTAL_SHARE_PERCENT,
  PRIORITY_MULTIPLIER,
  PRODUCTS,
  type Product,
  type Trigger,
} from './product-catalogue';

const rank = (priority: Priority) => PRIORITIES.indexOf(priority);
const higher = (a: Priority, b: Priority) => (rank(a) <= rank(b) ? a : b);

export type BusinessSize = 'micro' | 'small' | 'established';
export type Pricing = NonNullable<AnalysisData['pricing']>;

/** What a business of each size plausibly spends on marketing a month (USD): the cap on one proposal. */
export const MONTHLY_BUDGET: Record<BusinessSize, number> = { micro: 250, small: 600, established: 1500 };

export const DEFAULT_ROI_INPUTS: RoiInputs = { industry: 'general', ...INDUSTRY_DEFAULTS.general };

/**
 * The size of the business as its site shows it: a handful of words on a page or two is a one-person
 * business (or a site "under construction"); dozens of pages in the sitemap is an established one.
 */
export function businessSize(wordCount: number, sitemapUrls: number): BusinessSize {
  if (wordCount < 150 && sitemapUrls <= 3) return 'micro';
  if (sitemapUrls > 30) return 'established';
  return 'small';
}

type Finding = NonNullable<Recommendation['findings']>[number];

function findingFor(trigger: Trigger, checks: Map<string, CheckResult>): Finding | null {
  const check = checks.get(trigger.check);
  if (!check) return null;
  const priority = check.status === 'fail' ? trigger.fail : check.status === 'warn' ? trigger.warn : undefined;
  return priority ? { checkId: check.id, label: check.label, status: check.status, evidence: check.evidence, priority } : null;
}

const dollars = (cents: number) => formatUsd(Math.round(cents / 100));
const count = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** Every ROI input filled: the seller's or the prospect's where given, else the defaults for the industry and size. */
export type FullRoiInputs = Required<Omit<RoiInputs, 'industry'>> & { industry: RoiInputs['industry']; leadRatePercent: number };

export function completeInputs(inputs: Partial<RoiInputs> = {}, size: BusinessSize = 'small'): FullRoiInputs {
  const industry = inputs.industry ?? 'general';
  const builtIn = INDUSTRY_DEFAULTS[industry];
  const visitorsLow = inputs.visitorsLow ?? DEFAULT_VISITORS[size].low;
  return {
    industry,
    averageSaleCents: inputs.averageSaleCents ?? builtIn.averageSaleCents,
    closeRatePercent: inputs.closeRatePercent ?? builtIn.closeRatePercent,
    marginPercent: inputs.marginPercent ?? builtIn.marginPercent,
    visitorsLow,
    visitorsHigh: Math.max(visitorsLow, inputs.visitorsHigh ?? Math.max(visitorsLow, DEFAULT_VISITORS[size].high)),
    leadRatePercent: LEAD_RATE_PERCENT,
  };
}

/**
 * What the site earns the business now, by its own numbers: gross profit a year from the visitors who get in touch
 * (visitors × lead rate × 12 months × close rate × average sale × margin), in cents, for a number of visitors.
 */
export function siteYearlyProfitCents(inputs: FullRoiInputs, visitors: number): number {
  return Math.round(
    visitors *
      (inputs.leadRatePercent / 100) *
      12 *
      (inputs.closeRatePercent / 100) *
      inputs.averageSaleCents *
      (inputs.marginPercent / 100),
  );
}

/**
 * The estimated first-year gross profit a product brings the prospect, as a range (low and high visitors), and its
 * ROI, with the arithmetic in words. The product's lift (its source in the catalogue and ADR 038) is scaled by the
 * priority and capped at MAX_LIFT_PERCENT, so a fix is worth at most that share of what the site earns now; the ROI
 * (on the middle of the range, against the first-year cost) is capped at MAX_ROI_PERCENT.
 */
export function estimateRoi(
  product: Pick<Product, 'setupFee' | 'monthlyPrice' | 'liftPercent'>,
  priority: Priority,
  inputs: Partial<RoiInputs> = DEFAULT_ROI_INPUTS,
  size: BusinessSize = 'small',
) {
  const full = completeInputs(inputs, size);
  const multiplier = PRIORITY_MULTIPLIER[priority];
  const rawLift = product.liftPercent * multiplier;
  const lift = Math.round(Math.min(rawLift, MAX_LIFT_PERCENT) * 100) / 100;
  const worth = (visitors: number) => Math.round((siteYearlyProfitCents(full, visitors) * lift) / 100);
  const lowCents = worth(full.visitorsLow);
  const highCents = worth(full.visitorsHigh);
  const yearlyValueCents = Math.round((lowCents + highCents) / 2);
  const cost = product.setupFee + 12 * product.monthlyPrice;
  const rawRoi = cost > 0 ? Math.round(((yearlyValueCents / 100 - cost) / cost) * 100) : 0;
  const roi = Math.min(rawRoi, MAX_ROI_PERCENT);
  const capped = rawLift > MAX_LIFT_PERCENT || rawRoi > MAX_ROI_PERCENT;
  const leads = (visitors: number) => (visitors * full.leadRatePercent) / 100;
  const extra = (visitors: number) => (leads(visitors) * lift) / 100;
  const range = (low: string, high: string) => (low === high ? low : `${low}–${high}`);
  const formula =
    `Estimate: ${range(count(full.visitorsLow), count(full.visitorsHigh))} visitors/mo × ${full.leadRatePercent}% get in touch = ` +
    `${range(count(leads(full.visitorsLow)), count(leads(full.visitorsHigh)))} leads/mo; ` +
    `lift ${product.liftPercent}% × ${multiplier} (${priority}) = ${count(rawLift)}%` +
    `${rawLift > MAX_LIFT_PERCENT ? `, capped at ${MAX_LIFT_PERCENT}%` : ''} → ` +
    `${range(count(extra(full.visitorsLow)), count(extra(full.visitorsHigh)))} extra leads/mo; ` +
    `value × 12 months × ${full.closeRatePercent}% close rate × ${dollars(full.averageSaleCents)} average sale × ${full.marginPercent}% margin = ` +
    `${range(dollars(lowCents), dollars(highCents))} gross profit a year; ` +
    `first-year cost ${formatUsd(product.setupFee)} + 12 × ${formatUsd(product.monthlyPrice)} = ${formatUsd(cost)}; ` +
    `ROI on the middle of the range = (${dollars(yearlyValueCents)} − ${formatUsd(cost)}) ÷ ${formatUsd(cost)} = ${rawRoi}%` +
    `${rawRoi > MAX_ROI_PERCENT ? `, shown capped at ${MAX_ROI_PERCENT}%` : ''}`;
  return { roi, formula, yearlyValueCents, yearlyValueLowCents: lowCents, yearlyValueHighCents: highCents, lift, capped };
}

/**
 * "No contact path": no contact form (or chat/booking widget), no phone number and no email anywhere the analysis
 * read. Derived from the checks (and the email the site states), it is what makes AI Agents critical.
 */
export function contactPathCheck(checks: CheckResult[], hasEmail: boolean): CheckResult | null {
  const status = (id: string) => checks.find((check) => check.id === id)?.status;
  if (status('contact_form') === undefined) return null;
  const none = status('contact_form') === 'fail' && status('phone') === 'fail' && !hasEmail;
  return {
    id: 'contact_path',
    group: 'conversion',
    label: 'A way to contact the business',
    status: none ? 'fail' : 'pass',
    evidence: none
      ? 'No contact form, no phone number and no email address on the pages read: visitors cannot get in touch'
      : 'Visitors can get in touch (a form, a phone number or an email address)',
    advice: 'Give visitors at least one way to reach you: a phone number, an email address or a contact form.',
  };
}

export interface RecommendOptions {
  inputs?: RoiInputs;
  size?: BusinessSize;
  catalogue?: Product[];
  /** The site states an email address (one of the ways to get in touch). */
  hasEmail?: boolean;
  /** Products (catalogue keys) the seller includes by hand, even beyond the budget cap. */
  include?: string[];
}

/**
 * Failed and weak checks → the products that fix them. A product is offered only when it fixes at least one
 * finding; it lists exactly those findings; its priority is the most urgent of them (several small findings do not
 * raise it). Critical is kept for findings that stop customers reaching or contacting the business
 * (CRITICAL_CHECKS), at most MAX_CRITICAL a site; a product whose estimated ROI is negative is pitched at low
 * (unless it fixes such a finding). Critical fixes come first, then the best return. Products are kept while the
 * monthly total stays within what a business of this size plausibly spends; the rest are deferred.
 */
export function recommend(
  checks: CheckResult[],
  {
    inputs: given = DEFAULT_ROI_INPUTS,
    size = 'small',
    catalogue = PRODUCTS,
    hasEmail = false,
    include = [],
  }: RecommendOptions = {},
): { recommendations: Recommendation[]; pricing: Pricing } {
  const inputs = completeInputs(given, size);
  const contactPath = contactPathCheck(checks, hasEmail);
  const byId = new Map([...checks, ...(contactPath ? [contactPath] : [])].map((check) => [check.id, check]));
  const all: Recommendation[] = [];
  for (const product of catalogue) {
    const findings = product.triggers
      .map((trigger) => findingFor(trigger, byId))
      .filter((finding): finding is Finding => finding !== null)
      .map((finding) =>
        finding.priority === 'critical' && !CRITICAL_CHECKS.has(finding.checkId)
          ? { ...finding, priority: 'high' as const }
          : finding,
      )
      .sort((a, b) => rank(a.priority) - rank(b.priority));
    if (findings.length === 0) continue;
    const priority = findings.map((finding) => finding.priority).reduce(higher);
    all.push(build(product, findings, priority, inputs, size));
  }
  // At most MAX_CRITICAL critical recommendations a site, the most urgent finding first.
  const urgency = ['http_status', 'indexable', 'robots_txt', 'contact_path', 'viewport'];
  const firstCritical = (item: Recommendation) =>
    Math.min(...(item.findings ?? []).filter((f) => f.priority === 'critical').map((f) => urgency.indexOf(f.checkId)));
  const critical = all.filter((item) => item.priority === 'critical').sort((a, b) => firstCritical(a) - firstCritical(b));
  for (const item of critical.slice(MAX_CRITICAL)) Object.assign(item, reprice(item, 'high', catalogue, inputs, size));
  // A negative return is never pitched above low (a critical fix is pitched anyway: the business is unreachable).
  for (const item of all)
    if (item.estimatedROI < 0 && item.priority !== 'critical' && item.priority !== 'low')
      Object.assign(item, reprice(item, 'low', catalogue, inputs, size));
  all.sort((a, b) => rank(a.priority) - rank(b.priority) || b.estimatedROI - a.estimatedROI);
  const monthlyBudget = MONTHLY_BUDGET[size];
  const recommendations: Recommendation[] = [];
  const deferred: Recommendation[] = [];
  let monthly = 0;
  for (const item of all) {
    if (monthly + item.monthlyPrice <= monthlyBudget) {
      recommendations.push(item);
      monthly += item.monthlyPrice;
    } else deferred.push(item);
  }
  // A product the cap left out is offered anyway when the seller includes it by hand.
  const included = deferred.filter((item) => include.includes(item.productId));
  recommendations.push(...included);
  const left = deferred.filter((item) => !included.includes(item));
  // Together the fixes are shown as at most MAX_TOTAL_SHARE_PERCENT of what the site earns the business now.
  const total = (key: 'yearlyValueLowCents' | 'yearlyValueHighCents', visitors: number) =>
    Math.min(
      recommendations.reduce((sum, item) => sum + (item[key] ?? 0), 0),
      Math.round((siteYearlyProfitCents(inputs, visitors) * MAX_TOTAL_SHARE_PERCENT) / 100),
    );
  return {
    recommendations,
    pricing: {
      ...inputs,
      totalValueLowCents: total('yearlyValueLowCents', inputs.visitorsLow),
      totalValueHighCents: total('yearlyValueHighCents', inputs.visitorsHigh),
      businessSize: size,
      monthlyBudget,
      deferred: left.map((item) => item.product),
      deferredIds: left.map((item) => item.productId),
      ...(included.length ? { included: included.map((item) => item.productId) } : {}),
    },
  };
}

function build(
  product: Product,
  findings: Finding[],
  priority: Priority,
  inputs: FullRoiInputs,
  size: BusinessSize,
): Recommendation {
  const more = findings.length > 2 ? ` (and ${findings.length - 2} more finding${findings.length - 2 === 1 ? '' : 's'})` : '';
  const estimate = estimateRoi(product, priority, inputs, size);
  return {
    productId: product.id,
    product: product.name,
    priority,
    reason: `${findings
      .slice(0, 2)
      .map((finding) => `${finding.label}: ${finding.evidence}`)
      .join('; ')}${more}.`,
    description: product.description,
    setupFee: product.setupFee,
    monthlyPrice: product.monthlyPrice,
    estimatedROI: estimate.roi,
    roiFormula: estimate.formula,
    checkIds: findings.map((finding) => finding.checkId),
    findings,
    yearlyValueCents: estimate.yearlyValueCents,
    yearlyValueLowCents: estimate.yearlyValueLowCents,
    yearlyValueHighCents: estimate.yearlyValueHighCents,
    liftPercent: estimate.lift,
    liftSource: product.liftSource,
    ...(estimate.capped ? { capped: true } : {}),
  };
}

/** The same recommendation at another priority (its findings capped there too), priced again. */
function reprice(
  item: Recommendation,
  priority: Priority,
  catalogue: Product[],
  inputs: FullRoiInputs,
  size: BusinessSize,
): Recommendation {
  const product = catalogue.find((entry) => entry.id === item.productId);
  if (!product) return item;
  const findings = (item.findings ?? []).map((finding) =>
    rank(finding.priority) < rank(priority) ? { ...finding, priority } : finding,
  );
  return build(product, findings, priority, inputs, size);
}

export function summarize(recommendations: Recommendation[]): AnalysisSummary {
  const totalMonthlyRevenue = recommendations.reduce((sum, item) => sum + item.monthlyPrice, 0);
  const setup = recommendations.reduce((sum, item) => sum + item.setupFee, 0);
  const averageROI = recommendations.length
    ? Math.round(recommendations.reduce((sum, item) => sum + item.estimatedROI, 0) / recommendations.length)
    : 0;
  return {
    totalRecommendations: recommendations.length,
    totalMonthlyRevenue,
    firstYearRevenue: setup + 12 * totalMonthlyRevenue,
    averageROI,
  };
}
