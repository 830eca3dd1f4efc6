// What other parts may use from proposals: a client's proposals on the CRM timeline (handed to crm by app.ts,
// since proposals depends on crm).
export { proposalsTimelineSource } from './proposals-timeline.repository';
