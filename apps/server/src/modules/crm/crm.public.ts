// What other modules may use from crm: the seller-only guard every client-facing tool shares, and the CRM's
// writes other modules ask for (a client for an order's buyer or a proposal's prospect, an accepted deal's project),
// and the work done for a client that the hub's reports and dashboard show.
import type { Db } from '../../db/client';
import { ClientWorkRepository } from './client-work.repository';

export type { CompletedMilestone, MessagesOnDay, TimeRange } from './client-work.repository';
export { crmPersonalData } from './crm.personal-data.repository';
export {
  activateClient,
  createClient,
  findClientByEmail,
  type NewClient,
  openProject,
  setProjectsStatus,
  touchClientsActivity,
} from './crm-records.repository';

/** The CRM's figures for one client's work (milestones, thread messages, open projects). */
export type ClientWork = Pick<
  ClientWorkRepository,
  'completedMilestones' | 'messagesByDay' | 'openProjects' | 'milestoneCounts' | 'unreadMessages'
>;

export const clientWork = (db: Db): ClientWork => new ClientWorkRepository(db);

// Agency billing (invoices module): the client an invoice is addressed to.
export { type BillingContact, billingContact } from './client-billing.repository';
// A client's contact persons (issue 33): a first contact from what is known, greetings' first names, and the
// contact a portal invitation is for.
export { addKnownContact, ClientContactsRepository, type ContactRow, primaryFirstNames } from './client-contacts.repository';
// The client portal's reads and the client's milestone review (issue 33; the portal module resolved the client).
export {
  clientAssignee,
  markThreadRead,
  milestonesAwaitingReview,
  type PortalProjectRow,
  portalClient,
  portalProject,
  portalProjects,
  postThreadMessage,
  type ReviewedMilestone,
  reviewMilestone,
  threadMessages,
  unreadForPortalUser,
  upcomingMilestones,
} from './client-portal.repository';
// Workflows (issue 35): a tag step's write.
export { setClientsTag } from './client-tags.repository';
// A client's timeline: the source other modules hand to crm through app.ts (crm cannot import them).
export {
  readTimelineStreams,
  type TimelineRequest,
  type TimelineSource,
} from './client-timeline.repository';
export { toMilestone } from './milestones.service';
// Tasks (issue 35): the project a task is for.
export { type ProjectRef, projectRef, projectTitles } from './project-refs.repository';
export { projectChannel } from './project-threads.service';
