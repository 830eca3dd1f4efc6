import type { Db } from '../../db/client';
import type { PersonalDataSet } from '../../lib/personal-data.repository';
import { adminPersonalData } from '../admin/admin.public';
import { analysisPersonalData } from '../analysis/analysis.public';
import { authPersonalData } from '../auth/auth.public';
import { campaignsPersonalData } from '../campaigns/campaigns.public';
import { crmPersonalData } from '../crm/crm.public';
import { hubPersonalData } from '../hub/hub.public';
import { invoicesPersonalData } from '../invoices/invoices.public';
import { membershipPersonalData } from '../membership/membership.public';
import { messagingPersonalData } from '../messaging/messaging.public';
import { notificationsPersonalData } from '../notifications/notifications.public';
import { ordersPersonalData } from '../orders/orders.public';
import { portalPersonalData } from '../portal/portal.public';
import { productsPersonalData } from '../products/products.public';
import { profilesPersonalData } from '../profiles/profiles.public';
import { proposalsPersonalData } from '../proposals/proposals.public';
import { servicesPersonalData } from '../services/services.public';
import { tasksPersonalData } from '../tasks/tasks.public';
import { workspacesPersonalData } from '../workspaces/workspaces.public';

/**
 * Every part of a person's data export, each read by the module that owns its tables (issue #37). A new user-linked
 * table must be added to its module's part, or to EXPORT_EXCLUDED with the reason: personal-data.test.ts walks the
 * schema and fails otherwise.
 */
export function personalData(db: Db): PersonalDataSet[] {
  return [
    ...profilesPersonalData(db),
    ...authPersonalData(db),
    ...servicesPersonalData(db),
    ...ordersPersonalData(db),
    ...membershipPersonalData(db),
    ...crmPersonalData(db),
    ...proposalsPersonalData(db),
    ...hubPersonalData(db),
    ...productsPersonalData(db),
    ...campaignsPersonalData(db),
    ...analysisPersonalData(db),
    ...messagingPersonalData(db),
    ...notificationsPersonalData(db),
    ...adminPersonalData(db),
    ...workspacesPersonalData(db),
    ...invoicesPersonalData(db),
    ...tasksPersonalData(db),
    ...portalPersonalData(db),
  ];
}

/** User-linked tables that are deliberately not exported, and why. */
export const EXPORT_EXCLUDED: Record<string, string> = {
  session: 'session tokens are secrets; the signed-in devices are listed under Settings → Sessions',
  account: 'credentials: password hashes and provider tokens are secrets',
  two_factor: 'the authenticator secret and backup codes are secrets',
  account_exports: 'the export archives themselves (an export would contain the previous exports)',
  typing_indicators: 'a few seconds of "is typing" state, not a record',
  job_schedules: "the job engine's own bookkeeping of recurring work, not the person's data",
  verification: 'short-lived sign-in, reset and undo tokens (secrets)',
  order_payment_events: "the payment provider's webhook ids, kept only to process each event once",
  workflows: "a workflow names the teammate who made it; it is the workspace's automation, exported with the workspace's records",
  workflow_versions: 'a published version names the teammate who published it; it is the workspace’s automation',
  proposal_versions:
    "a version names the teammate who sent it; the proposal is the workspace's record, exported with the workspace's proposals",
};
