// What other modules may use from hub: the outbound ports (mail, realtime), public links and branding,
// the share and notice emails (proposals reach clients the same way reports do), and the re-audit job's
// name (accepting a proposal schedules it; the hub runs it).

export type { FinishedAuditRun } from './finished-audit-run';
export { type HubOutbound, hubOutbound, type Publish } from './hub-deps';
export { renderNoticeEmail } from './notice-email';
export { PublicBrands } from './public-brand';
export { appUrl, publicProposalUrl } from './public-links';
export { REAUDIT_JOB } from './reaudit-job';
export { renderShareEmail } from './share-email';
