import {
  type AnalysisSummary,
  type CheckResult,
  checkGroupLabels,
  type GroupScore,
  PRIORITIES,
  type Priority,
  type Recommendation,
} from '@proclub/contracts/analysis';
import { formatUsd } from '../../lib/money';
import {
  AVERAGE_SALE,
  CLOSE_RATE,
  PRIORITY_MULTIPLIER,
  PRODUCTS,
  type Product,
  type Trigger,
  VALUE_PER_LEAD,
} from './product-catalogue';

const rank = (priority: Priority) => PRIORITIES.indexOf(priority);
const higher = (a: Priority, b: Priority) => (rank(a) <= rank(b) ? a : b);

interface Finding {
  priority: Priority;
  text: string;
  checkId?: string;
}

function findingFor(trigger: Trigger, checks: Map<string, CheckResult>, groups: Map<string, GroupScore>): Finding | null {
  if ('check' in trigger) {
    const check = checks.get(trigger.check);
    if (!check) return null;
    const priority = check.status === 'fail' ? trigger.fail : check.status === 'warn' ? trigger.warn : undefined;
    return priority ? { priority, text: `${check.label}: ${check.evidence}`, checkId: check.id } : null;
  }
  const group = groups.get(trigger.group);
  if (!group || group.score >= trigger.below) return null;
  return { priority: trigger.priority, text: `${checkGroupLabels[trigger.group]} score is ${group.score}/100` };
}

/** First-year ROI of a product at a priority, and the arithmetic behind it in words. */
export function estimateRoi(product: Pick<Product, 'setupFee' | 'monthlyPrice' | 'baseLeadsPerMonth'>, priority: Priority) {
  const multiplier = PRIORITY_MULTIPLIER[priority];
  const leads = Math.round(product.baseLeadsPerMonth * multiplier * 100) / 100;
  const value = leads * 12 * VALUE_PER_LEAD;
  const cost = product.setupFee + 12 * product.monthlyPrice;
  const roi = cost > 0 ? Math.round(((value - cost) / cost) * 100) : 0;
  const formula =
    `${product.baseLeadsPerMonth} leads/mo × ${multiplier} (${priority}) = ${leads} extra leads/mo; ` +
    `value ${leads} × 12 months × ${formatUsd(VALUE_PER_LEAD)} per lead (${Math.round(CLOSE_RATE * 100)}% close × ${formatUsd(AVERAGE_SALE)} sale) = ${formatUsd(value)}; ` +
    `first-year cost ${formatUsd(product.setupFee)} + 12 × ${formatUsd(product.monthlyPrice)} = ${formatUsd(cost)}; ` +
    `ROI = (${formatUsd(value)} − ${formatUsd(cost)}) ÷ ${formatUsd(cost)} = ${roi}%`;
  return { roi, formula };
}

/**
 * Failed and weak checks → priced products. A product is offered when any of its triggers fires; its
 * priority is the highest fired, raised one level when three or more findings point to it. The reason
 * cites the evidence of its two most urgent findings.
 */
export function recommend(checks: CheckResult[], groups: GroupScore[], catalogue: Product[] = PRODUCTS): Recommendation[] {
  const byId = new Map(checks.map((check) => [check.id, check]));
  const byGroup = new Map(groups.map((group) => [group.group, group]));
  const recommendations: Recommendation[] = [];
  for (const product of catalogue) {
    const findings = product.triggers
      .map((trigger) => findingFor(trigger, byId, byGroup))
      .filter((finding): finding is Finding => finding !== null)
      .sort((a, b) => rank(a.priority) - rank(b.priority));
    if (findings.length === 0) continue;
    let priority = findings.map((finding) => finding.priority).reduce(higher);
    if (findings.length >= 3 && priority !== 'critical') priority = PRIORITIES[rank(priority) - 1];
    const more = findings.length > 2 ? ` (and ${findings.length - 2} more finding${findings.length - 2 === 1 ? '' : 's'})` : '';
    const { roi, formula } = estimateRoi(product, priority);
    recommendations.push({
      productId: product.id,
      product: product.name,
      priority,
      reason: `${findings
        .slice(0, 2)
        .map((finding) => finding.text)
        .join('; ')}${more}.`,
      description: product.description,
      setupFee: product.setupFee,
      monthlyPrice: product.monthlyPrice,
      estimatedROI: roi,
      roiFormula: formula,
      checkIds: findings.map((finding) => finding.checkId).filter((id): id is string => !!id),
    });
  }
  // Most urgent first; within a priority, the best return first.
  return recommendations.sort((a, b) => rank(a.priority) - rank(b.priority) || b.estimatedROI - a.estimatedROI);
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
