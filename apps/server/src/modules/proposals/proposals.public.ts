// What other modules may use from proposals: its part of a person's data export, and a client's proposals on the
// CRM timeline (handed to crm by app.ts, since proposals depends on crm).

// Every proposal version sent to a client, for its portal (issue 33).
export { clientProposalVersions } from './client-proposals.repository';
export { proposalsPersonalData } from './proposals.personal-data.repository';
export { proposalsTimelineSource } from './proposals-timeline.repository';
