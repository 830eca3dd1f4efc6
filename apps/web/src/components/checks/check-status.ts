import type { CheckStatus } from '@proclub/contracts/analysis';

/** How a check's status reads and looks, in the analyzer's results and in hub audits alike. */
export const checkStatusColors: Record<CheckStatus, string> = {
  pass: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  warn: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  fail: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

export const checkStatusLabels: Record<CheckStatus, string> = { pass: 'Pass', warn: 'Warning', fail: 'Fail' };
