export const hubKeys = {
  all: ['hub'] as const,
  reports: ['hub', 'reports'] as const,
  reportList: ['hub', 'reports', 'list'] as const,
  report: (id: string) => ['hub', 'reports', 'detail', id] as const,
  audits: ['hub', 'audits'] as const,
  auditList: ['hub', 'audits', 'list'] as const,
  audit: (id: string) => ['hub', 'audits', 'detail', id] as const,
  dashboard: (clientId: string) => ['hub', 'client-dashboard', clientId] as const,
  workflows: ['hub', 'workflows'] as const,
  workflowList: ['hub', 'workflows', 'list'] as const,
  clientReportSchedules: ['hub', 'client-report-schedules'] as const,
  publicReport: (token: string) => ['public', 'report', token] as const,
};
