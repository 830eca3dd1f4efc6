import { WORKSPACE_ROLES } from '@proclub/contracts/workspaces';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, timestamptz, uuidPrimaryKey } from './columns';
import { belongsToUser, linkedToUser } from './user-columns';

// A seller's business is a workspace that people belong to (issue 31, ADR 045). Owned by the workspaces module.

export const workspaceRole = pgEnum('workspace_role', WORKSPACE_ROLES);

/**
 * A seller's personal workspace has the seller's account id as its id, so every row keyed by `vendor_id = user.id`
 * before workspaces existed already belongs to it, and modules move to the workspace guard one at a time (ADR 045).
 * Other workspaces get a random uuid (as text).
 */
export const workspaces = pgTable('workspaces', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  name: text('name').notNull(),
  ...timestamps(),
});

/** Who belongs to a workspace, and as what. A person may belong to several. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: belongsToUser('user_id'),
    role: workspaceRole('role').notNull(),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    // "My workspaces" and the guard's lookup by person.
    index('workspace_members_user_idx').on(table.userId),
  ],
);

/**
 * An invitation by email. The link carries 32 random bytes; only their SHA-256 is kept. Single use (accepted_at),
 * revocable (revoked_at), valid until expires_at (7 days from the last send).
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuidPrimaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: workspaceRole('role').notNull(),
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
    uniqueIndex('workspace_invitations_token_idx').on(table.tokenHash),
    // One open invitation per address and workspace: inviting again resends it.
    uniqueIndex('workspace_invitations_open_idx')
      .on(table.workspaceId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);
