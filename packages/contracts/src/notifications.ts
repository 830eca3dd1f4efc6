import { z } from 'zod';
import { text } from './common';

/**
 * What a notification is about. Order kinds are fed by the orders slice's order-events function; the others by
 * messaging, services (reviews), proposals, hub (reports, audits), campaigns and membership.
 */
export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_status_changed',
  'message_received',
  'review_received',
  'proposal_viewed',
  'proposal_accepted',
  'proposal_declined',
  'report_viewed',
  'campaign_finished',
  'audit_score_dropped',
  'membership_renewed',
  'membership_payment_failed',
  'offer_received',
  'offer_accepted',
  'dispute_message',
  'dispute_deadline',
  // A teammate assigned you a client or project, or named you (@name) in a project thread (issue 31).
  'assigned',
  'mentioned',
  // A client in the agency's portal approved a milestone, asked for changes, shared a file or came by (issue 33).
  'portal_milestone_approved',
  'portal_changes_requested',
  'portal_file_shared',
  'portal_viewed',
  // A task assigned to you is due within 24 hours (issue 35); a client's saved-card charge was declined (issue 34).
  'task_due',
  'invoice_payment_failed',
  // A workflow's "notify a member" step (issue 35).
  'workflow',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  order_placed: 'New order',
  order_status_changed: 'Order status changed',
  message_received: 'New message',
  review_received: 'Review received',
  proposal_viewed: 'Proposal viewed',
  proposal_accepted: 'Proposal accepted',
  proposal_declined: 'Proposal declined',
  report_viewed: 'Report viewed',
  campaign_finished: 'Campaign finished',
  audit_score_dropped: 'Audit score dropped',
  membership_renewed: 'Membership renewed',
  membership_payment_failed: 'Membership payment failed',
  offer_received: 'Custom offer received',
  offer_accepted: 'Custom offer accepted',
  dispute_message: 'Dispute message',
  dispute_deadline: 'Dispute deadline',
  assigned: 'Assigned to you',
  mentioned: 'Mentioned by a teammate',
  task_due: 'Task due soon',
  invoice_payment_failed: 'Client payment failed',
  portal_milestone_approved: 'Client approved a milestone',
  portal_changes_requested: 'Client asked for changes',
  portal_file_shared: 'Client shared a file',
  portal_viewed: 'Client opened the portal',
  workflow: 'Workflow notice',
};

/** How a kind reaches the user by email: not at all, one mail per notification, or one daily digest. */
export const EMAIL_MODES = ['off', 'immediate', 'digest'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string().nullable(),
  /** An app path to open (e.g. /messages?c=…), or null. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  /** The workspace the notice concerns (issue 31: the bell filters by the current one), or null for a personal one. */
  workspaceId: z.string().nullable().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationListQuery = z.object({
  cursor: text().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  unread: z.enum(['true', 'false']).optional(),
  /** Only this workspace's notices and the personal ones (the bell in a workspace); absent: every notice. */
  workspace: text().max(64).optional(),
});

export const unreadCountSchema = z.object({ unread: z.number().int() });

export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  inApp: z.boolean(),
  email: z.enum(EMAIL_MODES),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({ items: z.array(notificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const updatePreferencesBody = z.object({
  items: z.array(notificationPreferenceSchema).min(1).max(NOTIFICATION_KINDS.length),
});

/**
 * The default for a kind the user never chose for: always in the app; an immediate email for the notices that
 * emailed before the notifications centre existed (a hot lead, an accepted deal, a viewed report, an audit alert,
 * a failed payment, and every order and dispute event: their mails now follow this preference, issue 37), none
 * for the rest.
 */
export function defaultPreference(kind: NotificationKind): Omit<NotificationPreference, 'kind'> {
  return { inApp: true, email: EMAIL_BY_DEFAULT.has(kind) ? 'immediate' : 'off' };
}
const EMAIL_BY_DEFAULT = new Set<NotificationKind>([
  'portal_milestone_approved',
  'portal_changes_requested',
  'portal_file_shared',
  'order_placed',
  'order_status_changed',
  'dispute_message',
  'dispute_deadline',
  'proposal_viewed',
  'proposal_accepted',
  'proposal_declined',
  'report_viewed',
  'audit_score_dropped',
  'membership_payment_failed',
  'assigned',
  'mentioned',
  'task_due',
  'invoice_payment_failed',
]);

/** Events on the user's own realtime channel (user:{id}). */
export type NotificationChannelEvent =
  | { type: 'notification.created'; notification: Notification; unread: number }
  | { type: 'notification.read'; unread: number };

export const NOTIFICATIONS_PATH = '/notifications';
