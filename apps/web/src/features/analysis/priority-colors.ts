import type { Priority } from '@proclub/contracts/analysis';

/** Priorities (DESIGN §6): critical red, high orange, medium yellow, low grey — used by every priority badge. */
export const priorityColors: Record<Priority, string> = {
  critical: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  high: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  medium: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  low: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

export const priorityLabels: Record<Priority, string> = { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' };

/** Score colour as for audits: green ≥ 80, yellow 60–79, red < 60 (bar fill for the chart). */
export const scoreFill = (score: number) => (score >= 80 ? '#16a34a' : score >= 60 ? '#ca8a04' : '#dc2626');
export const scoreText = (score: number) =>
  score >= 80
    ? 'text-green-700 dark:text-green-400'
    : score >= 60
      ? 'text-yellow-700 dark:text-yellow-400'
      : 'text-red-700 dark:text-red-400';
