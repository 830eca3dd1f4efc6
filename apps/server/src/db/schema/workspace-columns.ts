import { text } from 'drizzle-orm/pg-core';
import { uuidPrimaryKey } from './columns';
import { workspaces } from './workspaces';

// References to a workspace (issue 31, ADR 045 §2). Kept apart from workspaces.ts so every module's schema can use
// them without reading the team tables.

/** The workspace that owns the row: every read and write is scoped by it; deleting the workspace deletes the row. */
export const workspaceColumn = () =>
  text('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/** id and owning workspace, the first columns of every seller-owned table. */
export const workspaceOwned = () => ({ id: uuidPrimaryKey(), workspaceId: workspaceColumn() });
