import { PORTAL_FILE_SIDES } from '@proclub/contracts/portal';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, newestFirst, timestamptz, uuidPrimaryKey } from './columns';
import { clients, projects } from './crm';
import { clientContacts } from './crm-contacts';
import { belongsToUser, linkedToUser } from './user-columns';
import { workspaceColumn } from './workspace-columns';

export const portalFileSide = pgEnum('portal_file_side', PORTAL_FILE_SIDES);

/** An invitation of a client's contact to the agency's portal; the link's token is stored only as its SHA-256. */
export const portalInvitations = pgTable(
  'portal_invitations',
  {
    id: uuidPrimaryKey(),
    workspaceId: workspaceColumn(),
    clientId: belongsTo('client_id', () => clients.id),
    contactId: belongsTo('contact_id', () => clientContacts.id),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: linkedToUser('invited_by'),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: linkedToUser('accepted_by'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('portal_invitations_token_idx').on(table.tokenHash),
    // One open invitation per contact: inviting again resends it.
    uniqueIndex('portal_invitations_open_idx')
      .on(table.contactId)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index('portal_invitations_client_idx').on(table.clientId, table.sentAt),
  ],
);

/** Who may open a client's portal: a contact's account, until the agency withdraws it (revoked_at). */
export const portalAccess = pgTable(
  'portal_access',
  {
    id: uuidPrimaryKey(),
    workspaceId: workspaceColumn(),
    clientId: belongsTo('client_id', () => clients.id),
    contactId: belongsTo('contact_id', () => clientContacts.id),
    userId: belongsToUser('user_id'),
    createdAt: createdAt(),
    /** The last portal request (written at most once a minute). */
    lastSeenAt: timestamptz('last_seen_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    // One live access per person and client; a withdrawn one stays as history.
    uniqueIndex('portal_access_live_idx').on(table.userId, table.clientId).where(sql`${table.revokedAt} is null`),
    index('portal_access_client_idx').on(table.clientId, table.createdAt),
  ],
);

/** A file shared on a project between the agency and its client (private storage; type checked by its bytes). */
export const portalFiles = pgTable(
  'portal_files',
  {
    id: uuidPrimaryKey(),
    workspaceId: workspaceColumn(),
    clientId: belongsTo('client_id', () => clients.id),
    projectId: belongsTo('project_id', () => projects.id),
    side: portalFileSide('side').notNull(),
    uploadedBy: linkedToUser('uploaded_by'),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('portal_files_project_created_idx').on(table.projectId, table.createdAt),
    // The client record's Files section: one client's files on every project, newest first, a keyset page at a time.
    index('portal_files_client_created_idx').on(table.clientId, ...newestFirst(table)),
  ],
);
