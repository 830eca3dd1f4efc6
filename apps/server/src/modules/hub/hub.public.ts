// What other modules may use from hub: the outbound ports (mail, realtime, branding), the share email
// (proposals reach clients the same way reports do), the re-audit job's name (accepting a proposal
// schedules it; the hub runs it) and the records an accepted deal starts (onboarding, audit schedule).

export { ensureAuditSchedule, startOnboarding } from './deal-records.repository';
export { hubPersonalData } from './hub.personal-data.repository';
export { type HubOutbound, hubOutbound } from './hub-deps';
export { hubTimelineSource } from './hub-timeline.repository';
// The client portal's reads (issue 33): latest audit scores, the client's audits and the reports sent to them.
export { clientAuditList, latestAuditScores, sentReports } from './portal-reads.repository';
export { REAUDIT_JOB } from './reaudit-job';
export { renderShareEmail } from './share-email';
