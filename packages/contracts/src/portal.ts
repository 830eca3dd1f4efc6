import { z } from 'zod';
import { agencyBrandSchema } from './branding';
import { text } from './common';
import { milestoneSchema, PROJECT_MESSAGE_MAX } from './crm';

// ---------- The client portal (issue 33) ----------

export const PORTAL_FILE_SIDES = ['agency', 'client'] as const;
export type PortalFileSide = (typeof PORTAL_FILE_SIDES)[number];

/** How long a portal invitation link works. */
export const PORTAL_INVITE_DAYS = 7;

export const portalInvitationSchema = z.object({
  id: z.string(),
  contactId: z.string(),
  email: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type PortalInvitation = z.infer<typeof portalInvitationSchema>;

/** Inviting a contact: the contact's email is used; an `email` here fills it in when the contact has none. */
export const portalInviteInputSchema = z.object({
  email: text().trim().max(254, 'Email is too long').email('Please enter a valid email address').optional(),
});

export const portalInvitationPreviewSchema = z.object({
  agencyName: z.string(),
  brand: agencyBrandSchema,
  clientName: z.string(),
  firstName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  /** Whether an account with this email exists: sign in to accept; otherwise set a password here. */
  hasAccount: z.boolean(),
});
export type PortalInvitationPreview = z.infer<typeof portalInvitationPreviewSchema>;

export const portalAcceptInputSchema = z.object({
  /** Only for a new account: the password to sign in with. */
  password: text().min(8, 'Password must be at least 8 characters').max(128, 'Password is too long').optional(),
});

export const portalAcceptedSchema = z.object({ clientId: z.string() });

export const portalAccessRowSchema = z.object({
  id: z.string(),
  contactId: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type PortalAccessRow = z.infer<typeof portalAccessRowSchema>;
export const portalAccessListSchema = z.object({ items: z.array(portalAccessRowSchema) });

/** One agency-and-client pair the signed-in person may open (the switcher when several). */
export const portalHomeSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  agencyName: z.string(),
  /** The agency's brand on its portal (white label: no ProClub mark). */
  brand: agencyBrandSchema,
});
export type PortalHome = z.infer<typeof portalHomeSchema>;
export const portalHomesSchema = z.object({ items: z.array(portalHomeSchema) });

export const portalProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  deadline: z.string().nullable(),
  milestones: z.array(milestoneSchema),
});
export type PortalProject = z.infer<typeof portalProjectSchema>;

export const portalFileSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  side: z.enum(PORTAL_FILE_SIDES),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedBy: z.string(),
  createdAt: z.string(),
  url: z.string(),
});
export type PortalFile = z.infer<typeof portalFileSchema>;
export const portalFileListSchema = z.object({ items: z.array(portalFileSchema) });

/** The client record's Files section (issue 38): every file of one client, on any of its projects, newest first. */
export const CLIENT_FILES_PAGE_SIZE = 10;
export const clientFileSchema = portalFileSchema.extend({ projectTitle: z.string() });
export type ClientFile = z.infer<typeof clientFileSchema>;
export const clientFilePageSchema = z.object({ items: z.array(clientFileSchema), nextCursor: z.string().nullable() });
export type ClientFilePage = z.infer<typeof clientFilePageSchema>;
export const clientFilesQuerySchema = z.object({
  cursor: text().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CLIENT_FILES_PAGE_SIZE),
});

export const portalUpcomingMilestoneSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  status: z.string(),
});

export const portalInvoiceSchema = z.object({
  id: z.string(),
  number: z.number().nullable(),
  status: z.string(),
  currency: z.string(),
  totalCents: z.number(),
  dueCents: z.number(),
  issueDate: z.string(),
  dueDate: z.string(),
  payUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type PortalInvoice = z.infer<typeof portalInvoiceSchema>;

export const portalOverviewSchema = z.object({
  clientName: z.string(),
  agencyName: z.string(),
  audit: z.object({ latest: z.number().nullable(), change: z.number().nullable(), ranAt: z.string().nullable() }),
  ranks: z.object({
    keywords: z.number(),
    improved: z.number(),
    declined: z.number(),
    averageRank: z.number().nullable(),
  }),
  upcomingMilestones: z.array(portalUpcomingMilestoneSchema),
  openInvoices: z.object({ count: z.number(), dueCents: z.number(), currency: z.string().nullable() }),
  unreadMessages: z.number(),
  awaitingReview: z.number(),
});
export type PortalOverview = z.infer<typeof portalOverviewSchema>;

export const portalProjectsSchema = z.object({ items: z.array(portalProjectSchema) });

export const milestoneReviewInputSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approved'), note: text().trim().max(2000).optional() }),
  z.object({
    decision: z.literal('changes_requested'),
    note: text().trim().min(1, 'Say what should change').max(2000, 'Note must be at most 2000 characters'),
  }),
]);
export type MilestoneReviewInput = z.infer<typeof milestoneReviewInputSchema>;

export const portalProposalSchema = z.object({
  id: z.string(),
  title: z.string(),
  version: z.number(),
  status: z.string(),
  sentAt: z.string(),
  url: z.string(),
  current: z.boolean(),
});
export const portalProposalsSchema = z.object({ items: z.array(portalProposalSchema) });

export const portalReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  sentAt: z.string(),
  url: z.string(),
  pdfUrl: z.string(),
});
export const portalAuditSchema = z.object({
  id: z.string(),
  auditType: z.string(),
  websiteUrl: z.string(),
  score: z.number().nullable(),
  lastRunAt: z.string().nullable(),
});
export const portalReportsSchema = z.object({ reports: z.array(portalReportSchema), audits: z.array(portalAuditSchema) });
export type PortalReports = z.infer<typeof portalReportsSchema>;

export const portalInvoicesSchema = z.object({ items: z.array(portalInvoiceSchema) });

export const portalMessageInputSchema = z.object({
  message: text()
    .trim()
    .min(1, 'Message is required')
    .max(PROJECT_MESSAGE_MAX, `Message must be at most ${PROJECT_MESSAGE_MAX} characters`),
});

/** Realtime on workspace:<id> when the client acts in the portal (the agency's client record updates live). */
export const PORTAL_EVENT = 'portal.activity';
export const portalEventSchema = z.object({
  type: z.literal(PORTAL_EVENT),
  clientId: z.string(),
  kind: z.enum(['milestone_approved', 'changes_requested', 'file_shared', 'viewed', 'message']),
  text: z.string(),
});
export type PortalEvent = z.infer<typeof portalEventSchema>;

export const portalParams = z.object({ clientId: z.string().max(64) });
export const portalProjectParams = z.object({ clientId: z.string().max(64), projectId: z.string().max(64) });
