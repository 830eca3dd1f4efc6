import type { CheckGroup, CheckStatus } from '@proclub/contracts/analysis';
import type { PageContext } from './page-context';

export interface CheckOutcome {
  status: CheckStatus;
  evidence: string;
}

export interface CheckDefinition {
  id: string;
  group: CheckGroup;
  label: string;
  /** How much the check counts in its group's score. */
  weight: number;
  /** What good looks like, shown with the evidence. */
  advice: string;
  run(page: PageContext): CheckOutcome;
}

export const pass = (evidence: string): CheckOutcome => ({ status: 'pass', evidence });
export const warn = (evidence: string): CheckOutcome => ({ status: 'warn', evidence });
export const fail = (evidence: string): CheckOutcome => ({ status: 'fail', evidence });

/** Quotes page text for evidence, shortened so one check cannot carry a whole page. */
export function quote(text: string, max = 120): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return `“${clean.length > max ? `${clean.slice(0, max - 1)}…` : clean}”`;
}

export const plural = (count: number, word: string, many = `${word}s`) => `${count} ${count === 1 ? word : many}`;
