import { TASK_PRIORITIES, TASK_SOURCES } from '@proclub/contracts/tasks';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { linkedTo, timestamps, timestamptz } from './columns';
import { clients, projects } from './crm';
import { linkedToUser } from './user-columns';
import { workspaceOwned } from './workspace-columns';

// Tasks (issue 35): owned by the tasks module.

export const taskPriority = pgEnum('task_priority', TASK_PRIORITIES);
export const taskSource = pgEnum('task_source', TASK_SOURCES);

/**
 * A workspace's to-do. Lists are keyset-paged by (due_key, id): due_key is the due time, or a far-future day for an
 * undated task, so undated tasks come last in one index order. `reminded_at` is set in the transaction that writes
 * the due-soon notice, so each task reminds once (a new due time clears it).
 */
export const tasks = pgTable(
  'tasks',
  {
    ...workspaceOwned(),
    title: text('title').notNull(),
    notes: text('notes'),
    clientId: linkedTo('client_id', () => clients.id),
    projectId: linkedTo('project_id', () => projects.id),
    assigneeId: linkedToUser('assignee_id'),
    dueAt: timestamptz('due_at'),
    dueKey: timestamptz('due_key').notNull().generatedAlwaysAs(sql`coalesce(due_at, '9999-12-31 00:00:00+00'::timestamptz)`),
    priority: taskPriority('priority').notNull().default('normal'),
    doneAt: timestamptz('done_at'),
    doneBy: linkedToUser('done_by'),
    remindedAt: timestamptz('reminded_at'),
    source: taskSource('source').notNull().default('user'),
    createdBy: linkedToUser('created_by'),
    /** A workflow's task: the workflow and the run that made it (the workflows module's ids; no foreign key). */
    workflowId: text('workflow_id'),
    workflowRunId: text('workflow_run_id'),
    ...timestamps(),
  },
  (table) => [
    index('tasks_workspace_due_idx').on(table.workspaceId, table.dueKey, table.id),
    index('tasks_workspace_assignee_due_idx').on(table.workspaceId, table.assigneeId, table.dueKey, table.id),
    index('tasks_client_due_idx').on(table.clientId, table.dueKey, table.id),
    index('tasks_project_due_idx').on(table.projectId, table.dueKey, table.id),
    // The due-soon sweep: open, dated, not yet reminded.
    index('tasks_remind_idx').on(table.dueAt).where(sql`done_at is null and reminded_at is null and assignee_id is not null`),
    // The client timeline: created and done, newest first per client.
    index('tasks_client_created_idx').on(table.clientId, table.createdAt),
    index('tasks_client_done_idx').on(table.clientId, table.doneAt),
  ],
);
