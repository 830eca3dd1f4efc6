import { z } from 'zod';
import { text } from './common';
import { roleSchema, SETUP_ROLES } from './profiles';

/** What a signed-in user can report (issue #17): a service, a review or a message. */
export const REPORT_TARGETS = ['service', 'review', 'message'] as const;
export const reportTargetSchema = z.enum(REPORT_TARGETS);
export type ReportTarget = z.infer<typeof reportTargetSchema>;

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export const reportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

const reason = (label: string) =>
  text().trim().min(3, `${label} must be at least 3 characters`).max(500, `${label} must be at most 500 characters`);

export const reportInputSchema = z.object({
  targetType: reportTargetSchema,
  targetId: text().trim().min(1, 'targetId is required').max(64),
  reason: reason('Reason'),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportCreatedSchema = z.object({ id: z.string(), status: reportStatusSchema });

/** Moderation actions on a report; each fits one target type (dismiss fits all). */
export const MODERATION_ACTIONS = ['hide_service', 'restore_service', 'remove_review', 'delete_message', 'dismiss'] as const;
export const moderationActionSchema = z.enum(MODERATION_ACTIONS);
export type ModerationAction = z.infer<typeof moderationActionSchema>;
export const ACTION_FOR_TARGET: Record<ReportTarget, Exclude<ModerationAction, 'dismiss' | 'restore_service'>> = {
  service: 'hide_service',
  review: 'remove_review',
  message: 'delete_message',
};

export const resolveReportSchema = z.object({ action: moderationActionSchema, reason: reason('Reason') });
export type ResolveReportInput = z.infer<typeof resolveReportSchema>;

export const adminReportSchema = z.object({
  id: z.string(),
  targetType: reportTargetSchema,
  targetId: z.string(),
  /** A short description of the reported content (title, review text, message text); null once it is gone. */
  targetSummary: z.string().nullable(),
  /** The user the content belongs to (the seller, the reviewer, the sender). */
  targetOwner: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  reason: z.string(),
  status: reportStatusSchema,
  reporter: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  resolution: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const reportsQuerySchema = z.object({
  status: reportStatusSchema.default('open'),
  cursor: text().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const reportPageSchema = z.object({ items: z.array(adminReportSchema), nextCursor: z.string().nullable() });
export type ReportPage = z.infer<typeof reportPageSchema>;

/** Users table filters. */
export const MEMBER_FILTERS = ['any', 'member', 'not_member'] as const;
export const usersQuerySchema = z.object({
  q: text().trim().max(100).optional(),
  role: z.union([roleSchema, z.literal('none')]).optional(),
  member: z.enum(MEMBER_FILTERS).default('any'),
  banned: z.enum(['any', 'banned', 'not_banned']).default('any'),
  cursor: text().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema.nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  member: z.boolean(),
  addOns: z.array(z.string()),
  banned: z.boolean(),
  serviceCount: z.number(),
  orderCount: z.number(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const userPageSchema = z.object({ items: z.array(adminUserRowSchema), nextCursor: z.string().nullable() });
export type UserPage = z.infer<typeof userPageSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), name: z.string().nullable() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The workspace the affected content belongs to (a listing's); null for actions on a person. */
  workspace: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = z.object({
  cursor: text().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  targetId: text().max(64).optional(),
});
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema.extend({
    emailVerified: z.boolean(),
    banReason: z.string().nullable(),
    banExpires: z.string().nullable(),
    companyName: z.string().nullable(),
    location: z.string().nullable(),
    website: z.string().nullable(),
    bio: z.string().nullable(),
  }),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      serviceTitle: z.string(),
      status: z.string(),
      price: z.number(),
      side: z.enum(['buyer', 'seller']),
      createdAt: z.string(),
    }),
  ),
  history: z.array(auditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const banInputSchema = z.object({
  reason: reason('Reason'),
  /** Empty = until lifted. */
  expiresInDays: z.coerce.number().int().min(1, 'Expiry must be at least 1 day').max(3650).nullable().optional(),
});
export type BanInput = z.infer<typeof banInputSchema>;

export const adminReasonSchema = z.object({ reason: reason('Reason') });
/** Roles the console can give: never admin (admins are made from the command line). */
export const changeRoleSchema = z.object({
  role: z.enum(SETUP_ROLES, { message: 'Role must be one of agency, vendor, freelancer or client' }),
  reason: reason('Reason'),
});

export const metricsQuerySchema = z.object({
  days: z.coerce
    .number()
    .pipe(z.union([z.literal(30), z.literal(90)]))
    .default(30),
});
export const metricsSchema = z.object({
  days: z.number(),
  signUpsPerDay: z.array(z.object({ day: z.string(), count: z.number() })),
  ordersPerWeek: z.array(z.object({ week: z.string(), orders: z.number(), gmv: z.number() })),
  topCategories: z.array(z.object({ category: z.string(), orders: z.number(), gmv: z.number() })),
  activeSellers: z.number(),
  payingMembers: z.number(),
  mrr: z.number(),
  totalUsers: z.number(),
});
export type Metrics = z.infer<typeof metricsSchema>;

/** What a seller sees on their own hidden service. */
export const HIDDEN_BY_MODERATION = 'Hidden by moderation';

/** A suspended person's appeal of the ban (issue #37): sent from a public form, decided in the admin console. */
export const APPEAL_STATUSES = ['open', 'lifted', 'rejected'] as const;
export const appealStatusSchema = z.enum(APPEAL_STATUSES);
export type AppealStatus = z.infer<typeof appealStatusSchema>;

export const appealInputSchema = z.object({
  email: text().trim().min(1, 'Email is required').email('Please enter a valid email address').max(254),
  message: text().trim().min(20, 'Tell us why in at least 20 characters').max(2000, 'The appeal must be at most 2000 characters'),
});
export type AppealInput = z.infer<typeof appealInputSchema>;

/** The same answer whether or not the address has a suspended account (the form reveals nothing). */
export const APPEAL_RECEIVED =
  'Your appeal was sent. If this account is suspended, a moderator will review it and email you the outcome.';
export const appealReceivedSchema = z.object({ message: z.string() });

export const adminAppealSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string().nullable(), email: z.string() }).nullable(),
  message: z.string(),
  /** The ban being appealed, as it stood when the appeal arrived. */
  banReason: z.string().nullable(),
  status: appealStatusSchema,
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;

export const appealsQuerySchema = z.object({ status: appealStatusSchema.default('open') });
/** The newest 100 appeals of a status (the queue of suspended people is short); nextCursor is for the shared list UI. */
export const appealListSchema = z.object({ items: z.array(adminAppealSchema), nextCursor: z.string().nullable() });
export type AppealList = z.infer<typeof appealListSchema>;

export const appealDecisionSchema = z.object({ reason: reason('Reason') });
export type AppealDecisionInput = z.infer<typeof appealDecisionSchema>;
