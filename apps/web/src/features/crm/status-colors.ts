import type { ClientStatus, MilestoneStatus, ProjectStatus } from '@proclub/contracts/crm';

/**
 * Status colours are data (DESIGN §6): one map per status set, used by every badge. Projects follow the
 * spec: inquiry blue, quoted yellow, in_progress green, completed purple, cancelled red.
 */
export const projectStatusColors: Record<ProjectStatus, string> = {
  inquiry: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  quoted: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  in_progress: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  completed: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
  cancelled: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

export const projectStatusLabels: Record<ProjectStatus, string> = {
  inquiry: 'Inquiry',
  quoted: 'Quoted',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The board column's top edge, in the same hue as its badge. */
export const projectStatusAccents: Record<ProjectStatus, string> = {
  inquiry: 'border-t-blue-500',
  quoted: 'border-t-yellow-500',
  in_progress: 'border-t-green-500',
  completed: 'border-t-purple-500',
  cancelled: 'border-t-red-500',
};

export const clientStatusColors: Record<ClientStatus, string> = {
  active: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  inactive: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  archived: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

export const clientStatusLabels: Record<ClientStatus, string> = { active: 'Active', inactive: 'Inactive', archived: 'Archived' };

export const milestoneStatusColors: Record<MilestoneStatus, string> = {
  pending: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  in_progress: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  completed: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
};

export const milestoneStatusLabels: Record<MilestoneStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
};
