import { type AuditType, type ReportStatus, type ScoreBand, scoreBand, type WorkflowStatus } from '@proclub/contracts/hub';

/** Status colours are data (DESIGN §6): one map per status set, used by every badge. */
export const reportStatusColors: Record<ReportStatus, string> = {
  draft: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  sent: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  viewed: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
};
export const reportStatusLabels: Record<ReportStatus, string> = { draft: 'Draft', sent: 'Sent', viewed: 'Viewed' };

export const workflowStatusColors: Record<WorkflowStatus | 'other', string> = {
  in_progress: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  completed: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  other: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};
export const workflowStatusLabels: Record<WorkflowStatus, string> = { in_progress: 'In Progress', completed: 'Completed' };

export const auditTypeColors: Record<AuditType, string> = {
  seo: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200',
  performance: 'bg-cyan-100 text-cyan-900 dark:bg-cyan-950 dark:text-cyan-200',
  accessibility: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  marketing: 'bg-pink-100 text-pink-800 dark:bg-pink-950 dark:text-pink-200',
  comprehensive: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

/** Audit score colours (spec §2): green ≥ 80, yellow 60–79, red < 60. */
export const scoreColors: Record<ScoreBand, { text: string; bar: string; fill: string }> = {
  good: { text: 'text-green-700 dark:text-green-400', bar: 'bg-green-600', fill: '#16a34a' },
  fair: { text: 'text-yellow-700 dark:text-yellow-400', bar: 'bg-yellow-500', fill: '#ca8a04' },
  poor: { text: 'text-red-700 dark:text-red-400', bar: 'bg-red-600', fill: '#dc2626' },
};
export const scoreColor = (score: number) => scoreColors[scoreBand(score)];
