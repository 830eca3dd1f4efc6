import {
  CHECK_GROUPS,
  type CheckGroup,
  type CheckResult,
  type CheckStatus,
  checkGroupLabels,
  type GroupScore,
} from '@proclub/contracts/analysis';
import { checkById } from './checks/check-registry';

const STATUS_VALUE: Record<CheckStatus, number> = { pass: 1, warn: 0.5, fail: 0 };

/** How much each group counts in the overall score. */
export const GROUP_WEIGHTS: Record<CheckGroup, number> = {
  crawlability: 1.5,
  on_page: 1.5,
  social: 0.5,
  mobile: 1,
  security: 1,
  speed: 1,
  local: 1.5,
  conversion: 1,
  google_business: 0.5,
};

/**
 * 0–100 per group: the weighted share of its checks that pass (a warning counts half). The overall score
 * is the weighted mean of the group scores. Pure and deterministic: the same page gives the same scores.
 */
export function scoreChecks(checks: CheckResult[]): { groups: GroupScore[]; overall: number } {
  const groups: GroupScore[] = [];
  let weighted = 0;
  let totalWeight = 0;
  for (const group of CHECK_GROUPS) {
    const inGroup = checks.filter((check) => check.group === group);
    if (inGroup.length === 0) continue;
    let earned = 0;
    let possible = 0;
    for (const check of inGroup) {
      const weight = checkById.get(check.id)?.weight ?? 1;
      earned += weight * STATUS_VALUE[check.status];
      possible += weight;
    }
    const score = Math.round((earned / possible) * 100);
    groups.push({
      group,
      label: checkGroupLabels[group],
      score,
      passed: inGroup.filter((check) => check.status === 'pass').length,
      warned: inGroup.filter((check) => check.status === 'warn').length,
      failed: inGroup.filter((check) => check.status === 'fail').length,
    });
    weighted += score * GROUP_WEIGHTS[group];
    totalWeight += GROUP_WEIGHTS[group];
  }
  return { groups, overall: totalWeight ? Math.round(weighted / totalWeight) : 0 };
}
