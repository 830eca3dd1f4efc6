/** What a finished audit run tells the automations (the audit alert rule). */
export interface FinishedAuditRun {
  vendorId: string;
  runId: string;
  clientId?: string;
  clientName: string;
  websiteUrl: string;
  previous: number | null;
  score: number;
}
