import type { AppealStatus, ReportStatus } from '@proclub/contracts/admin';

/** Query keys of the admin console. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (filters: Record<string, string>) => ['admin', 'users', filters] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  reports: (status: ReportStatus) => ['admin', 'reports', status] as const,
  appeals: (status: AppealStatus) => ['admin', 'appeals', status] as const,
  metrics: (days: number) => ['admin', 'metrics', days] as const,
  audit: ['admin', 'audit'] as const,
  disputes: (status: 'open' | 'resolved') => ['admin', 'disputes', status] as const,
  disputeThread: (id: string) => ['admin', 'dispute-thread', id] as const,
};
