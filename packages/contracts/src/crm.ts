import { z } from 'zod';
import { optionalText, text } from './common';
import { INVOICE_STATUSES } from './invoices';

// ---------- Clients ----------
export const CLIENT_STATUSES = ['active', 'inactive', 'archived'] as const;
export const clientStatusSchema = z.enum(CLIENT_STATUSES, { message: 'Status must be active, inactive or archived' });
export type ClientStatus = z.infer<typeof clientStatusSchema>;

export const clientInputSchema = z.object({
  name: text().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  email: text().trim().min(1, 'Email is required').max(254, 'Email is too long').email('Please enter a valid email address'),
  phone: optionalText(40, 'Phone'),
  company: optionalText(120, 'Company'),
  website: optionalText(500, 'Website'),
  address: optionalText(300, 'Address'),
  notes: optionalText(5000, 'Notes'),
  status: clientStatusSchema.default('active'),
  /** Free labels for filtering and campaign audiences; left out keeps the stored tags. */
  tags: z
    .array(text().trim().toLowerCase().min(1, 'A tag cannot be empty').max(40, 'A tag must be at most 40 characters'))
    .max(20, 'At most 20 tags')
    .transform((tags) => [...new Set(tags)])
    .optional(),
});
export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientData = z.output<typeof clientInputSchema>;

/** The teammate a client or project is assigned to (issue 31); null when nobody is. */
export const assigneeSchema = z.object({ id: z.string(), name: z.string() }).nullable();
export type Assignee = z.infer<typeof assigneeSchema>;

/** PUT …/assignee: a member of the workspace, or null to unassign. */
export const assignInputSchema = z.object({
  userId: text().min(1, 'Choose a member of this workspace').max(64).nullable(),
});
export type AssignInput = z.infer<typeof assignInputSchema>;

/** "Mine": only what is assigned to the signed-in member. */
const assignedFilter = z.enum(['me'], { message: "assigned must be 'me'" }).optional();

export const clientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  status: clientStatusSchema,
  tags: z.array(z.string()),
  assignee: assigneeSchema,
  createdAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const CRM_PAGE_SIZE = 24;

export const clientListQuerySchema = z.object({
  q: text().trim().max(200, 'Search must be at most 200 characters').optional(),
  status: z.union([clientStatusSchema, z.literal('all')]).optional(),
  tag: text().trim().toLowerCase().max(40).optional(),
  activity: z.enum(['7d', '30d', '90d', 'stale'], { message: 'Activity must be 7d, 30d, 90d or stale' }).optional(),
  assigned: assignedFilter,
  cursor: text().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CRM_PAGE_SIZE),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientPageSchema = z.object({ items: z.array(clientSchema), nextCursor: z.string().nullable(), total: z.number() });
export type ClientPage = z.infer<typeof clientPageSchema>;
/** A selection's export travels in the URL: 300 ids keep it near 11 KB, under Node's 16 KB header limit. */
export const EXPORT_IDS_MAX = 300;
/** CSV export of the filtered list (every matching row, not one page). */
export const clientExportQuerySchema = clientListQuerySchema.pick({ q: true, status: true, tag: true, activity: true }).extend({
  /** A selection's export: comma-separated client ids (bulk action); with it, the filters are ignored. */
  ids: text()
    .max(EXPORT_IDS_MAX * 37)
    .regex(/^[0-9a-f-]{36}(,[0-9a-f-]{36}){0,299}$/i, `ids must be comma-separated client ids (at most ${EXPORT_IDS_MAX})`)
    .optional(),
});
/** Tags travel as one cell, separated by semicolons ("vip; newsletter"). */
export const CLIENT_CSV_COLUMNS = ['name', 'email', 'phone', 'company', 'notes', 'status', 'tags'] as const;

/** For the project form's client picker: active clients only, searchable, capped. */
export const clientOptionSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type ClientOption = z.infer<typeof clientOptionSchema>;
/** At most this many options per request (by name); the picker searches with `q` for the rest. */
export const CLIENT_OPTIONS_CAP = 100;

/** `?q=` of the pickers' option lists: a case-insensitive substring search. */
export const optionsQuerySchema = z.object({
  q: text().trim().max(200, 'Search must be at most 200 characters').optional(),
});

// CSV import: columns name,email,phone,company,notes,status (header row required, any order, case-insensitive).
export const CSV_IMPORT_MAX_ROWS = 10_000;
export const importRowResultSchema = z.object({
  line: z.number(),
  status: z.enum(['ok', 'duplicate', 'error']),
  name: z.string(),
  email: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export const importReportSchema = z.object({
  /** true for the preview (nothing saved); false once imported. */
  dryRun: z.boolean(),
  totalRows: z.number(),
  imported: z.number(),
  duplicates: z.number(),
  failed: z.number(),
  /** Per-row outcome for rows that are duplicates or errors, plus the first 100 ok rows for the preview. */
  rows: z.array(importRowResultSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;
export type ImportRowResult = z.infer<typeof importRowResultSchema>;
export const importQuerySchema = z.object({
  /** 'true' (default) previews the file without saving anything; 'false' imports it. */
  dryRun: z.enum(['true', 'false']).default('true'),
});

// ---------- Projects ----------
export const PROJECT_STATUSES = ['inquiry', 'quoted', 'in_progress', 'completed', 'cancelled'] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUSES, {
  message: 'Status must be inquiry, quoted, in_progress, completed or cancelled',
});
export type ProjectStatus = z.infer<typeof projectStatusSchema>;
/** Projects whose thread the seller's Messages tab lists (the spec's "active projects"). */
export const THREAD_STATUSES = ['in_progress', 'quoted'] as const satisfies readonly ProjectStatus[];

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** 'YYYY-MM-DD', or empty/null → null. */
export const optionalDate = (label: string) =>
  z
    .union([text(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value.trim() === '') return null;
      const trimmed = value.trim();
      // Round-trip through Date so 2030-02-30 (which Date.parse rolls over to March) is refused too.
      const parsed = isoDate.test(trimmed) ? new Date(`${trimmed}T00:00:00Z`) : null;
      if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== trimmed || trimmed < '1000') {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date (YYYY-MM-DD)` });
        return z.NEVER;
      }
      return trimmed;
    });

/** Decimal amount with 2 places, or empty/null → null. */
export const optionalMoney = (label: string) =>
  z
    .union([z.number(), text(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
      const amount = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(amount)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      if (amount < 0 || amount > 100_000_000) {
        ctx.addIssue({ code: 'custom', message: `${label} must be between 0 and 100,000,000` });
        return z.NEVER;
      }
      return Math.round(amount * 100) / 100;
    });

export const projectInputSchema = z.object({
  clientId: text().trim().min(1, 'Client is required').max(64),
  serviceId: text()
    .max(64)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  title: text().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  description: optionalText(5000, 'Description'),
  status: projectStatusSchema.default('inquiry'),
  budget: optionalMoney('Budget'),
  deadline: optionalDate('Deadline'),
});
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectData = z.output<typeof projectInputSchema>;

export const projectSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  serviceId: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  status: projectStatusSchema,
  budget: z.number().nullable(),
  deadline: z.string().nullable(),
  createdAt: z.string(),
  client: z.object({ name: z.string(), email: z.string() }),
  service: z.object({ title: z.string() }).nullable(),
  milestones: z.object({ completed: z.number(), total: z.number() }),
  assignee: assigneeSchema,
});
export type Project = z.infer<typeof projectSchema>;

/** The Board: every column, or only the projects assigned to me ("Mine"). */
export const boardQuerySchema = z.object({ assigned: assignedFilter });

/** A client's projects by name (the record page's "share a file on" choice), newest first. */
export const CLIENT_PROJECT_REFS_CAP = 100;
export const clientProjectRefSchema = z.object({ id: z.string(), title: z.string(), status: projectStatusSchema });
export type ClientProjectRef = z.infer<typeof clientProjectRefSchema>;
export const clientProjectRefListSchema = z.object({ items: z.array(clientProjectRefSchema) });

export const projectListQuerySchema = z.object({
  status: z.union([projectStatusSchema, z.literal('all')]).optional(),
  assigned: assignedFilter,
  cursor: text().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CRM_PAGE_SIZE),
});
export const projectPageSchema = z.object({
  items: z.array(projectSchema),
  nextCursor: z.string().nullable(),
  total: z.number(),
});
export type ProjectPage = z.infer<typeof projectPageSchema>;

/** Board view: one column per status with its count and budget total, and the newest cards. */
export const boardSchema = z.object({
  columns: z.array(
    z.object({
      status: projectStatusSchema,
      count: z.number(),
      budgetTotal: z.number(),
      items: z.array(projectSchema),
      /** Cursor for GET /api/crm/projects?status=… to load the column's next cards (null when all are shown). */
      nextCursor: z.string().nullable(),
    }),
  ),
});
export type Board = z.infer<typeof boardSchema>;
export type BoardColumn = Board['columns'][number];

export const projectStatusUpdateSchema = z.object({ status: projectStatusSchema });

/** For the project form's service picker: the seller's active services, searchable by title, capped. */
export const serviceOptionSchema = z.object({ id: z.string(), title: z.string() });
export type ServiceOption = z.infer<typeof serviceOptionSchema>;
/** At most this many options per request (by title); the picker searches with `q` for the rest. */
export const SERVICE_OPTIONS_CAP = 200;

// ---------- Milestones ----------
export const MILESTONE_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export const milestoneStatusSchema = z.enum(MILESTONE_STATUSES, { message: 'Status must be pending, in_progress or completed' });
export type MilestoneStatus = z.infer<typeof milestoneStatusSchema>;
/** The client's answer to a completed milestone in the portal (issue 33): approved, or changes asked with a note. */
export const MILESTONE_REVIEWS = ['approved', 'changes_requested'] as const;
export type MilestoneReview = (typeof MILESTONE_REVIEWS)[number];

export const milestoneInputSchema = z.object({
  title: text().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  description: optionalText(2000, 'Description'),
  dueDate: optionalDate('Due date'),
  status: milestoneStatusSchema.default('pending'),
});
export type MilestoneInput = z.input<typeof milestoneInputSchema>;
export type MilestoneData = z.output<typeof milestoneInputSchema>;
export const milestoneUpdateSchema = z.object({ status: milestoneStatusSchema });

export const milestoneSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: milestoneStatusSchema,
  dueDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The client's review in the portal (null: not reviewed since it was last completed). */
  clientReview: z.enum(MILESTONE_REVIEWS).nullable().optional(),
  clientReviewNote: z.string().nullable().optional(),
  clientReviewedAt: z.string().nullable().optional(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

// ---------- Project threads ----------
export const PROJECT_MESSAGE_MAX = 5000;
export const projectMessageInputSchema = z.object({
  message: text()
    .trim()
    .min(1, 'Message cannot be empty')
    .max(PROJECT_MESSAGE_MAX, `Message must be at most ${PROJECT_MESSAGE_MAX} characters`),
});
export const projectMessageSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  senderId: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  sender: z.object({ fullName: z.string().nullable(), email: z.string() }),
});
export type ProjectMessage = z.infer<typeof projectMessageSchema>;
export const projectMessagePageSchema = z.object({ items: z.array(projectMessageSchema), nextCursor: z.string().nullable() });

/** A thread in the Messages tab list (seller) or in a client's My Projects card. */
export const projectThreadSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: projectStatusSchema,
  clientName: z.string(),
  sellerName: z.string().nullable(),
  unread: z.number(),
  createdAt: z.string(),
});
export type ProjectThread = z.infer<typeof projectThreadSchema>;
export const projectThreadPageSchema = z.object({ items: z.array(projectThreadSchema), nextCursor: z.string().nullable() });
export type ProjectThreadPage = z.infer<typeof projectThreadPageSchema>;
export type ProjectMessagePage = z.infer<typeof projectMessagePageSchema>;
export const pageQuerySchema = z.object({
  cursor: text().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CRM_PAGE_SIZE),
});
/** Answer of POST …/messages/read: the ids that became read (also published as 'messages.read'). */
export const markReadResultSchema = z.object({ ids: z.array(z.string()) });

/** Realtime events on channel project:{id}. */
export type ProjectChannelEvent = { type: 'message.created'; message: ProjectMessage } | { type: 'messages.read'; ids: string[] };

export const CRM_ACCESS_DENIED = 'Access denied. Only vendors, agencies, and freelancers can access the CRM.';

// ---------- Client record page (issue #38) ----------
/** What a timeline item is about; the feed filters by these. */
export const TIMELINE_KINDS = [
  'proposal',
  'campaign',
  'audit',
  'report',
  'message',
  'milestone',
  'note',
  'order',
  'task',
  'invoice',
] as const;
export const timelineKindSchema = z.enum(TIMELINE_KINDS, {
  message: `Kind must be one of ${TIMELINE_KINDS.join(', ')}`,
});
export type TimelineKind = z.infer<typeof timelineKindSchema>;

/** One thing that happened about a client, linking to its record. `id` is unique across kinds. */
export const timelineEventSchema = z.object({
  id: z.string(),
  kind: timelineKindSchema,
  /** What happened: sent, viewed, accepted, opened, clicked, completed, ran, created, placed, … */
  action: z.string(),
  /** ISO time with microseconds (the feed's sort key). */
  at: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  /** The app path of the record the event concerns. */
  link: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const TIMELINE_PAGE_SIZE = 20;
export const timelineQuerySchema = z.object({
  kind: timelineKindSchema.optional(),
  cursor: text().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(TIMELINE_PAGE_SIZE),
});
export type TimelineQuery = z.input<typeof timelineQuerySchema>;
export const timelinePageSchema = z.object({ items: z.array(timelineEventSchema), nextCursor: z.string().nullable() });
export type TimelinePage = z.infer<typeof timelinePageSchema>;

export const CLIENT_NOTE_MAX = 10_000;
export const clientNoteInputSchema = z.object({
  /** Markdown, stored as written and rendered safely (no raw HTML). */
  body: text()
    .trim()
    .min(1, 'Note is required')
    .max(CLIENT_NOTE_MAX, `Note must be at most ${CLIENT_NOTE_MAX.toLocaleString('en-US')} characters`),
  pinned: z.boolean().default(false),
});
export type ClientNoteInput = z.input<typeof clientNoteInputSchema>;
export const clientNotePinSchema = z.object({ pinned: z.boolean({ message: 'Pinned must be true or false' }) });
export const clientNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Whether the signed-in user wrote it (only the author edits, pins or deletes a note). */
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClientNote = z.infer<typeof clientNoteSchema>;

// ---------- Client lists: filters, bulk actions, saved views ----------
/** "Last activity" filter: the client record changed (edit, note, bulk action) within, or not within, 90 days. */
export const CLIENT_ACTIVITY_FILTERS = ['7d', '30d', '90d', 'stale'] as const;
export const clientActivitySchema = z.enum(CLIENT_ACTIVITY_FILTERS, { message: 'Activity must be 7d, 30d, 90d or stale' });
export type ClientActivity = z.infer<typeof clientActivitySchema>;

export const BULK_MAX = 500;
const bulkIds = z
  .array(z.string().uuid('ids must be client ids'), { message: 'ids must be a list of client ids' })
  .min(1, 'ids: choose at least one client')
  .max(BULK_MAX, `ids: at most ${BULK_MAX} clients at once`)
  .transform((ids) => [...new Set(ids)]);
const bulkTag = text().trim().toLowerCase().min(1, 'A tag cannot be empty').max(40, 'A tag must be at most 40 characters');
export const clientBulkSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('tag'), ids: bulkIds, tag: bulkTag }),
    z.object({ action: z.literal('untag'), ids: bulkIds, tag: bulkTag }),
    z.object({ action: z.literal('status'), ids: bulkIds, status: clientStatusSchema }),
    z.object({ action: z.literal('assign'), ids: bulkIds, userId: assignInputSchema.shape.userId }),
    z.object({ action: z.literal('delete'), ids: bulkIds }),
  ],
  { message: 'action must be tag, untag, status, assign or delete' },
);
export type ClientBulkInput = z.input<typeof clientBulkSchema>;
export const clientBulkResultSchema = z.object({ count: z.number() });

/** The projects list's bulk actions (a selection of at most BULK_MAX): status, assign, delete. */
const projectBulkIds = z
  .array(z.string().uuid('ids must be project ids'), { message: 'ids must be a list of project ids' })
  .min(1, 'ids: choose at least one project')
  .max(BULK_MAX, `ids: at most ${BULK_MAX} projects at once`)
  .transform((ids) => [...new Set(ids)]);
export const projectBulkSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('status'), ids: projectBulkIds, status: projectStatusSchema }),
    z.object({ action: z.literal('assign'), ids: projectBulkIds, userId: assignInputSchema.shape.userId }),
    z.object({ action: z.literal('delete'), ids: projectBulkIds }),
  ],
  { message: 'action must be status, assign or delete' },
);
export type ProjectBulkInput = z.input<typeof projectBulkSchema>;
/** A selection of projects as CSV (comma-separated ids, at most EXPORT_IDS_MAX). */
export const projectExportQuerySchema = z.object({
  ids: text()
    .max(EXPORT_IDS_MAX * 37)
    .regex(/^[0-9a-f-]{36}(,[0-9a-f-]{36}){0,299}$/i, `ids must be comma-separated project ids (at most ${EXPORT_IDS_MAX})`),
});
export const PROJECT_CSV_COLUMNS = [
  'title',
  'client',
  'client email',
  'status',
  'budget',
  'deadline',
  'assignee',
  'created',
] as const;

export const clientViewFiltersSchema = z.object({
  q: text().trim().max(200, 'Search must be at most 200 characters').optional(),
  status: z.union([clientStatusSchema, z.literal('all')]).optional(),
  tag: text().trim().toLowerCase().max(40).optional(),
  activity: clientActivitySchema.optional(),
});
export type ClientViewFilters = z.infer<typeof clientViewFiltersSchema>;
export const savedViewInputSchema = z.object({
  name: text().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  filters: clientViewFiltersSchema,
});
export type SavedViewInput = z.input<typeof savedViewInputSchema>;
export const savedViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: clientViewFiltersSchema,
  createdAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;
export const SAVED_VIEWS_MAX = 50;

/**
 * A client's billing on its record (issue 34): lifetime value (collected less refunds) and what is still owed, per
 * currency, and the latest invoices. Read from the invoices module, handed to crm by the composition (app.ts).
 */
export const clientBillingSchema = z.object({
  totals: z.array(z.object({ currency: z.string(), lifetimeValue: z.number().int(), outstanding: z.number().int() })),
  invoiceCount: z.number().int(),
  invoices: z.array(
    z.object({
      id: z.string(),
      number: z.string().nullable(),
      status: z.enum(INVOICE_STATUSES),
      currency: z.string(),
      total: z.number().int(),
      dueDate: z.string(),
    }),
  ),
});
export type ClientBilling = z.infer<typeof clientBillingSchema>;
