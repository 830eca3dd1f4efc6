import {
  type AnalysisData,
  type AnalysisSummary,
  type CheckResult,
  INDUSTRY_DEFAULTS,
  PRIORITIES,
  type Priority,
  type Recommendation,
  type RoiInputs,
} from '@proclub/contracts/analysis';
import { formatUsd } from '../../lib/money';
import { PRIORITY_MULTIPLIER, PRODUCTS, type Product, type Trigger } from './product-catalogue';

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

const dollars = (cents: number) => formatUsd(Math.round(cents) / 100);

/**
 * First-year value to the prospect and ROI of a product at a priority, with the arithmetic in words:
 * extra leads a month × close rate × average sale × 12 months, against the product's first-year cost.
 */
export function estimateRoi(
  product: Pick<Product, 'setupFee' | 'monthlyPrice' | 'baseLeadsPerMonth'>,
  priority: Priority,
  inputs: Pick<RoiInputs, 'averageSaleCents' | 'closeRatePercent'> = DEFAULT_ROI_INPUTS,
) {
  const multiplier = PRIORITY_MULTIPLIER[priority];
  const leads = Math.round(product.baseLeadsPerMonth * multiplier * 100) / 100;
  const yearlyValueCents = Math.round(leads * 12 * (inputs.closeRatePercent / 100) * inputs.averageSaleCents);
  const cost = product.setupFee + 12 * product.monthlyPrice;
  const roi = cost > 0 ? Math.round(((yearlyValueCents / 100 - cost) / cost) * 100) : 0;
  const formula =
    `${product.baseLeadsPerMonth} leads/mo × ${multiplier} (${priority}) = ${leads} extra leads/mo; ` +
    `value ${leads} × 12 months × ${inputs.closeRatePercent}% close rate × ${dollars(inputs.averageSaleCents)} average sale = ${dollars(yearlyValueCents)}; ` +
    `first-year cost ${formatUsd(product.setupFee)} + 12 × ${formatUsd(product.monthlyPrice)} = ${formatUsd(cost)}; ` +
    `ROI = (${dollars(yearlyValueCents)} − ${formatUsd(cost)}) ÷ ${formatUsd(cost)} = ${roi}%`;
  return { roi, formula, yearlyValueCents };
}

export interface RecommendOptions {
  inputs?: RoiInputs;
  size?: BusinessSize;
  catalogue?: Product[];
}

/**
 * Failed and weak checks → the products that fix them. A product is offered only when it fixes at least
 * one finding; it lists exactly those findings; its priority is the most urgent of them, raised one level
 * when it fixes three or more. Critical fixes come first, then the best return. Products are kept while the
 * monthly total stays within what a business of this size plausibly spends; the rest are deferred.
 */
export function recommend(
  checks: CheckResult[],
  { inputs = DEFAULT_ROI_INPUTS, size = 'small', catalogue = PRODUCTS }: RecommendOptions = {},
): { recommendations: Recommendation[]; pricing: Pricing } {
  const byId = new Map(checks.map((check) => [check.id, check]));
  const all: Recommendation[] = [];
  for (const product of catalogue) {
    const findings = product.triggers
      .map((trigger) => findingFor(trigger, byId))
      .filter((finding): finding is Finding => finding !== null)
      .sort((a, b) => rank(a.priority) - rank(b.priority));
    if (findings.length === 0) continue;
    let priority = findings.map((finding) => finding.priority).reduce(higher);
    if (findings.length >= 3 && priority !== 'critical') priority = PRIORITIES[rank(priority) - 1];
    const more = findings.length > 2 ? ` (and ${findings.length - 2} more finding${findings.length - 2 === 1 ? '' : 's'})` : '';
    const { roi, formula, yearlyValueCents } = estimateRoi(product, priority, inputs);
    all.push({
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
      estimatedROI: roi,
      roiFormula: formula,
      checkIds: findings.map((finding) => finding.checkId),
      findings,
      yearlyValueCents,
    });
  }
  all.sort((a, b) => rank(a.priority) - rank(b.priority) || b.estimatedROI - a.estimatedROI);
  const monthlyBudget = MONTHLY_BUDGET[size];
  const recommendations: Recommendation[] = [];
  const deferred: string[] = [];
  let monthly = 0;
  for (const item of all) {
    if (monthly + item.monthlyPrice <= monthlyBudget) {
      recommendations.push(item);
      monthly += item.monthlyPrice;
    } else deferred.push(item.product);
  }
  return { recommendations, pricing: { ...inputs, businessSize: size, monthlyBudget, deferred } };
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
