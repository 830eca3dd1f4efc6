import { CLIENT_STATUSES, MILESTONE_REVIEWS, MILESTONE_STATUSES, PROJECT_STATUSES } from '@proclub/contracts/crm';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, linkedTo, money, newestFirst, textList, timestamps, timestamptz, uuidPrimaryKey } from './columns';
import { services } from './services';
import { linkedToUser } from './user-columns';
import { workspaceOwned } from './workspace-columns';

export const clientStatus = pgEnum('client_status', CLIENT_STATUSES);
export const projectStatus = pgEnum('project_status', PROJECT_STATUSES);
export const milestoneStatus = pgEnum('milestone_status', MILESTONE_STATUSES);
export const milestoneReview = pgEnum('milestone_review', MILESTONE_REVIEWS);

/**
 * What the clients search box matches (`ilike '%words%'`), one expression so one trigram index serves it.
 * Queries must use this same expression for PostgreSQL to pick the index.
 */
export const clientSearchText = (table: { name: AnyPgColumn; email: AnyPgColumn; company: AnyPgColumn }) =>
  sql`(${table.name} || ' ' || ${table.email} || ' ' || coalesce(${table.company}, ''))`;

/**
 * A workspace's client. workspace_id scopes every read and write (ADR 045); created_by and assigned_to name people
 * and outlive them (null once the account is deleted).
 */
export const clients = pgTable(
  'clients',
  {
    ...workspaceOwned(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    /** The client's website and postal address (e.g. read from the analysed site when a prospect becomes a client). */
    website: text('website'),
    address: text('address'),
    notes: text('notes'),
    /** Free labels for filtering and campaign audiences (lower-cased, trimmed). */
    tags: textList('tags'),
    status: clientStatus('status').notNull().default('active'),
    /** The teammate who looks after this client ("Mine"); only a member of the workspace. */
    assignedTo: linkedToUser('assigned_to'),
    createdBy: linkedToUser('created_by'),
    ...timestamps(),
  },
  (table) => [
    index('clients_vendor_created_idx').on(table.workspaceId, ...newestFirst(table)),
    index('clients_workspace_assigned_idx').on(table.workspaceId, table.assignedTo, ...newestFirst(table)),
    index('clients_vendor_status_created_idx').on(table.workspaceId, table.status, ...newestFirst(table)),
    // Duplicate detection on import and "is this user a client of …" lookups for the client portal.
    index('clients_vendor_email_idx').on(table.workspaceId, sql`lower(${table.email})`),
    index('clients_email_idx').on(sql`lower(${table.email})`),
    // Substring search without a scan of the seller's clients (pg_trgm; the migration creates the extension).
    index('clients_tags_idx').using('gin', table.tags),
    // The list's "last activity" filter (updated_at moves on every edit, note and bulk action).
    index('clients_vendor_updated_idx').on(table.workspaceId, table.updatedAt),
    index('clients_search_trgm_idx').using('gin', sql`${clientSearchText(table)} gin_trgm_ops`),
  ],
);

export const projects = pgTable(
  'projects',
  {
    ...workspaceOwned(),
    clientId: belongsTo('client_id', () => clients.id),
    serviceId: linkedTo('service_id', () => services.id),
    title: text('title').notNull(),
    description: text('description'),
    status: projectStatus('status').notNull().default('inquiry'),
    budget: money('budget'),
    deadline: date('deadline', { mode: 'string' }),
    /** The teammate who runs this project ("Mine"); only a member of the workspace. */
    assignedTo: linkedToUser('assigned_to'),
    createdBy: linkedToUser('created_by'),
    ...timestamps(),
  },
  (table) => [
    index('projects_vendor_created_idx').on(table.workspaceId, ...newestFirst(table)),
    index('projects_workspace_assigned_idx').on(table.workspaceId, table.assignedTo, ...newestFirst(table)),
    index('projects_vendor_status_created_idx').on(table.workspaceId, table.status, ...newestFirst(table)),
    index('projects_client_idx').on(table.clientId),
  ],
);

export const milestones = pgTable(
  'milestones',
  {
    id: uuidPrimaryKey(),
    projectId: belongsTo('project_id', () => projects.id),
    title: text('title').notNull(),
    description: text('description'),
    status: milestoneStatus('status').notNull().default('pending'),
    dueDate: date('due_date', { mode: 'string' }),
    completedAt: timestamptz('completed_at'),
    /** The client's review in the portal (issue 33); cleared when the milestone is completed again. */
    clientReview: milestoneReview('client_review'),
    clientReviewNote: text('client_review_note'),
    clientReviewedAt: timestamptz('client_reviewed_at'),
    clientReviewedBy: linkedToUser('client_reviewed_by'),
    createdAt: createdAt(),
  },
  (table) => [index('milestones_project_due_idx').on(table.projectId, table.dueDate)],
);

export const projectMessages = pgTable(
  'project_messages',
  {
    id: uuidPrimaryKey(),
    projectId: belongsTo('project_id', () => projects.id),
    // Null once the sender deleted their account: the workspace keeps the thread ("Deleted user").
    senderId: linkedToUser('sender_id'),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('project_messages_project_created_idx').on(table.projectId, table.createdAt, table.id),
    index('project_messages_unread_idx').on(table.projectId, table.senderId).where(sql`not ${table.isRead}`),
  ],
);
