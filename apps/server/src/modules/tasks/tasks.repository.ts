import type { TaskPriority, TaskSource, TaskView } from '@proclub/contracts/tasks';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema/index';
import { queryRows } from '../../lib/query-rows.repository';

/** A task with the names it shows (client, assignee, maker); the project's title comes from crm. */
export interface TaskRow {
  id: string;
  workspaceId: string;
  title: string;
  notes: string | null;
  clientId: string | null;
  clientName: string | null;
  projectId: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  dueAt: Date | null;
  dueKey: Date;
  priority: TaskPriority;
  doneAt: Date | null;
  source: TaskSource;
  createdBy: string | null;
  createdByName: string | null;
  workflowId: string | null;
  createdAt: Date;
}

export interface NewTask {
  workspaceId: string;
  title: string;
  notes?: string | null;
  clientId: string | null;
  projectId: string | null;
  assigneeId: string | null;
  dueAt: Date | null;
  priority: TaskPriority;
  source: TaskSource;
  createdBy: string | null;
  workflowId?: string | null;
  workflowRunId?: string | null;
}

export interface TaskChanges {
  title?: string;
  notes?: string | null;
  clientId?: string | null;
  projectId?: string | null;
  assigneeId?: string | null;
  dueAt?: Date | null;
  priority?: TaskPriority;
  done?: { by: string } | false;
}

export interface TaskListFilter {
  workspaceId: string;
  view: TaskView;
  userId: string;
  status: 'open' | 'done' | 'any';
  clientId?: string;
  projectId?: string;
  after: { dueKey: string; id: string } | null;
  limit: number;
  now: Date;
}

const personName = (alias: string) =>
  sql.raw(`coalesce(nullif(${alias}p.full_name, ''), nullif(${alias}u.name, ''), ${alias}u.email)`);

const toDate = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value : new Date(value));

/** The tasks table (tasks module only). Every read and write is scoped by the workspace. */
export class TasksRepository {
  constructor(private readonly db: Db) {}

  async insert(task: NewTask, db: Db = this.db): Promise<string> {
    const [row] = await db
      .insert(tasks)
      .values({
        workspaceId: task.workspaceId,
        title: task.title,
        notes: task.notes ?? null,
        clientId: task.clientId,
        projectId: task.projectId,
        assigneeId: task.assigneeId,
        dueAt: task.dueAt,
        priority: task.priority,
        source: task.source,
        createdBy: task.createdBy,
        workflowId: task.workflowId ?? null,
        workflowRunId: task.workflowRunId ?? null,
      })
      .returning({ id: tasks.id });
    return row.id;
  }

  /** Applies the changes; answers false when the workspace has no such task. A new due time reminds again. */
  async update(workspaceId: string, id: string, changes: TaskChanges): Promise<boolean> {
    const { done, ...fields } = changes;
    const values: Partial<typeof tasks.$inferInsert> = { ...fields, updatedAt: new Date() };
    if ('dueAt' in changes) values.remindedAt = null;
    const doneValues =
      done === undefined
        ? {}
        : done === false
          ? { doneAt: null, doneBy: null }
          : { doneAt: sql`coalesce(${tasks.doneAt}, now())`, doneBy: sql`coalesce(${tasks.doneBy}, ${done.by})` };
    const rows = await this.db
      .update(tasks)
      .set({ ...values, ...doneValues })
      .where(and(eq(tasks.id, id), eq(tasks.workspaceId, workspaceId)))
      .returning({ id: tasks.id });
    return rows.length > 0;
  }

  async delete(workspaceId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(tasks)
      .where(and(eq(tasks.id, id), eq(tasks.workspaceId, workspaceId)))
      .returning({ id: tasks.id });
    return rows.length > 0;
  }

  async find(workspaceId: string, id: string): Promise<TaskRow | null> {
    const [row] = await this.select(sql`t.id = ${id} and t.workspace_id = ${workspaceId}`, sql``, 1);
    return row ?? null;
  }

  /**
   * One page of a list, ordered by (due_key, id): soonest due first, undated last. Each list walks its own index:
   * mine (workspace, assignee, due), overdue and all (workspace, due), a client's (client, due), a project's
   * (project, due).
   */
  async list(filter: TaskListFilter): Promise<TaskRow[]> {
    const conditions = [sql`t.workspace_id = ${filter.workspaceId}`];
    if (filter.view === 'mine') conditions.push(sql`t.assignee_id = ${filter.userId}`);
    if (filter.view === 'overdue') conditions.push(sql`t.due_key < ${filter.now.toISOString()}::timestamptz`);
    const status = filter.view === 'overdue' ? 'open' : filter.status;
    if (status === 'open') conditions.push(sql`t.done_at is null`);
    if (status === 'done') conditions.push(sql`t.done_at is not null`);
    if (filter.clientId) conditions.push(sql`t.client_id = ${filter.clientId}`);
    if (filter.projectId) conditions.push(sql`t.project_id = ${filter.projectId}`);
    if (filter.after) conditions.push(sql`(t.due_key, t.id) > (${filter.after.dueKey}::timestamptz, ${filter.after.id}::uuid)`);
    return this.select(sql.join(conditions, sql` and `), sql`order by t.due_key, t.id`, filter.limit);
  }

  private async select(where: ReturnType<typeof sql>, order: ReturnType<typeof sql>, limit: number): Promise<TaskRow[]> {
    const rows = await queryRows<TaskRow>(
      this.db,
      sql`select t.id, t.workspace_id as "workspaceId", t.title, t.notes, t.client_id as "clientId", c.name as "clientName",
            t.project_id as "projectId", t.assignee_id as "assigneeId",
            case when t.assignee_id is null then null else ${personName('a')} end as "assigneeName",
            t.due_at as "dueAt", t.due_key as "dueKey", t.priority, t.done_at as "doneAt", t.source,
            t.created_by as "createdBy",
            case when t.created_by is null then null else ${personName('m')} end as "createdByName",
            t.workflow_id as "workflowId", t.created_at as "createdAt"
          from ${tasks} t
          left join clients c on c.id = t.client_id
          left join "user" au on au.id = t.assignee_id left join profiles ap on ap.id = t.assignee_id
          left join "user" mu on mu.id = t.created_by left join profiles mp on mp.id = t.created_by
          where ${where} ${order} limit ${limit}`,
    );
    return rows.map((row) => ({
      ...row,
      dueAt: toDate(row.dueAt),
      dueKey: toDate(row.dueKey) as Date,
      doneAt: toDate(row.doneAt),
      createdAt: toDate(row.createdAt) as Date,
    }));
  }

  /** Open tasks with an assignee, due before `until` and not yet reminded (the due-soon sweep), soonest first. */
  async remindable(until: Date, limit: number): Promise<{ id: string }[]> {
    return this.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(
        and(
          isNull(tasks.doneAt),
          isNull(tasks.remindedAt),
          sql`${tasks.assigneeId} is not null`,
          sql`${tasks.dueAt} <= ${until.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(tasks.dueAt)
      .limit(limit);
  }

  /** Takes the task's reminder in the caller's transaction; null when it was taken or no longer applies. */
  async claimReminder(tx: Db, id: string, until: Date): Promise<TaskRow | null> {
    const rows = await tx
      .update(tasks)
      .set({ remindedAt: new Date() })
      .where(
        and(
          eq(tasks.id, id),
          isNull(tasks.doneAt),
          isNull(tasks.remindedAt),
          sql`${tasks.assigneeId} is not null`,
          sql`${tasks.dueAt} <= ${until.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: tasks.id, workspaceId: tasks.workspaceId });
    if (rows.length === 0) return null;
    const [row] = await new TasksRepository(tx).select(sql`t.id = ${id}`, sql``, 1);
    return row ?? null;
  }

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }
}
