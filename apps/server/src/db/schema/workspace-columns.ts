import { text } from 'drizzle-orm/pg-core';
import { uuidPrimaryKey } from './columns';
import { workspaces } from './workspaces';

// References to a workspace (issue 31, ADR 045 §2). Kept apart from workspaces.ts so every module's schema can use
// them without reading the team tables.

/** The workspace that owns the row: every read and write is scoped by it; deleting the workspace deletes the row. */
/** A seller workspace under another name (orders' `seller_id`), same rule: deleting the workspace deletes the row. */
export const workspaceColumn = (name = 'workspace_id') =>
  text(name)
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/** A workspace a row outlives (money history): null once the workspace is deleted. */
export const linkedToWorkspace = (name: string) => text(name).references(() => workspaces.id, { onDelete: 'set null' });

/** id and owning workspace, the first columns of every seller-owned table. */
export const workspaceOwned = () => ({ id: uuidPrimaryKey(), workspaceId: workspaceColumn() });
