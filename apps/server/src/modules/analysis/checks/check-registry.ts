import type { CheckResult } from '@proclub/contracts/analysis';
import type { CheckDefinition } from './check-types';
import { conversionChecks } from './conversion';
import { crawlabilityChecks } from './crawlability';
import { googleBusinessChecks } from './google-business';
import { localChecks } from './local';
import { mobileChecks } from './mobile';
import { onPageChecks } from './on-page';
import type { PageContext } from './page-context';
import { securityChecks } from './security';
import { socialChecks } from './social';
import { speedChecks } from './speed';
import { crawlableAnchorsCheck, hreflangCheck, rawContentCheck, structuredDataCheck } from './validity';

/** Every check, in report order (grouped). */
export const ALL_CHECKS: CheckDefinition[] = [
  ...crawlabilityChecks,
  crawlableAnchorsCheck,
  rawContentCheck,
  ...onPageChecks,
  hreflangCheck,
  structuredDataCheck,
  ...socialChecks,
  ...mobileChecks,
  ...securityChecks,
  ...speedChecks,
  ...localChecks,
  ...conversionChecks,
  ...googleBusinessChecks,
];

export const checkById = new Map(ALL_CHECKS.map((check) => [check.id, check]));

/** Runs one check; one that throws on odd markup becomes a warning instead of failing the analysis. */
export function runCheck(page: PageContext, check: CheckDefinition): CheckResult {
  let outcome: ReturnType<CheckDefinition['run']>;
  try {
    outcome = check.run(page);
  } catch {
    outcome = { status: 'warn', evidence: 'Could not be checked on this page' };
  }
  return { id: check.id, group: check.group, label: check.label, advice: check.advice, ...outcome };
}

/** Runs every check; one that throws on odd markup becomes a warning instead of failing the analysis. */
export function runChecks(page: PageContext, checks: CheckDefinition[] = ALL_CHECKS): CheckResult[] {
  return checks.map((check) => runCheck(page, check));
}
