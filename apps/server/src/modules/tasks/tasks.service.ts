import {
  TASK_PRIORITIES,
  type Task,
  type TaskData,
  type TaskListQuery,
  type TaskPage,
  type TaskPriority,
  type TaskUpdate,
  type taskListQuery,
  type taskUpdateSchema,
} from '@proclub/contracts/tasks';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { billingContact, projectRef, projectTitles } from '../crm/crm.public';
import type { Notifier } from '../notifications/notifications.public';
import { WorkspaceTeam } from '../workspaces/workspaces.public';
import { type TaskChanges, type TaskRow, TasksRepository } from './tasks.repository';

/** Sends an event to a realtime channel (app.realtime.publish). */
export type Publish = (channel: string, event: { type: string; [key: string]: unknown }) => Promise<void>;

/** Who makes a task: a member (from the API) or a workflow's run (workflows module, through tasks.public.ts). */
export type TaskMaker = { kind: 'user'; userId: string } | { kind: 'workflow'; workflowId: string; runId: string };

export interface NewTaskInput {
  workspaceId: string;
  title: string;
  notes?: string | null;
  clientId?: string | null;
  projectId?: string | null;
  assigneeId?: string | null;
  dueAt?: Date | null;
  priority?: TaskPriority;
  source: TaskMaker;
}

export const NOT_A_MEMBER = 'Choose a member of this workspace';
export const NOT_A_CLIENT = "Choose one of this workspace's clients";
export const NOT_A_PROJECT = "Choose one of this workspace's projects";
const CURSOR_KIND = 'tasks-due';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export interface TasksDeps {
  db: Db;
  notifier?: Pick<Notifier, 'notify'>;
  publish?: Publish;
  log?: FastifyBaseLogger;
}

/**
 * Tasks (issue 35): a workspace's to-dos. The client, project and assignee must be the workspace's (400 naming the
 * field, nothing saved); a project given without its client brings its client. Another workspace's task is a 404.
 */
export class TasksService {
  readonly repository: TasksRepository;
  private readonly team: WorkspaceTeam;

  constructor(private readonly deps: TasksDeps) {
    this.repository = new TasksRepository(deps.db);
    this.team = new WorkspaceTeam(deps.db);
  }

  async create(input: NewTaskInput): Promise<Task> {
    const title = input.title.trim();
    if (!title || title.length > 200)
      throw badRequest('title', title ? 'Title must be at most 200 characters' : 'Title is required');
    const priority = input.priority ?? 'normal';
    if (!TASK_PRIORITIES.includes(priority)) throw badRequest('priority', 'Priority must be low, normal or high');
    if (input.dueAt && Number.isNaN(input.dueAt.getTime())) throw badRequest('dueAt', 'Due date must be a date and time');
    const refs = await this.references(input.workspaceId, {
      clientId: input.clientId ?? null,
      projectId: input.projectId ?? null,
      assigneeId: input.assigneeId ?? null,
    });
    const maker = input.source;
    const id = await this.repository.insert({
      workspaceId: input.workspaceId,
      title,
      notes: input.notes ?? null,
      clientId: refs.clientId ?? null,
      projectId: refs.projectId ?? null,
      assigneeId: refs.assigneeId ?? null,
      dueAt: input.dueAt ?? null,
      priority,
      source: maker.kind,
      createdBy: maker.kind === 'user' ? maker.userId : null,
      workflowId: maker.kind === 'workflow' ? maker.workflowId : null,
      workflowRunId: maker.kind === 'workflow' ? maker.runId : null,
    });
    const task = await this.get(input.workspaceId, id);
    await this.announce(input.workspaceId, 'task.created', task);
    const by = maker.kind === 'user' ? maker.userId : null;
    if (task.assignee && task.assignee.id !== by) await this.tellAssignee(input.workspaceId, task, by);
    return task;
  }

  async get(workspaceId: string, id: string): Promise<Task> {
    const row = isUuid(id) ? await this.repository.find(workspaceId, id) : null;
    if (!row) throw notFound('Task');
    return (await this.views(workspaceId, [row]))[0];
  }

  async update(actor: { id: string; userId: string }, id: string, body: z.output<typeof taskUpdateSchema>): Promise<Task> {
    const before = await this.get(actor.id, id);
    const changes: TaskChanges = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.notes !== undefined) changes.notes = body.notes;
    if (body.priority !== undefined) changes.priority = body.priority;
    if (body.dueAt !== undefined) changes.dueAt = body.dueAt ? new Date(body.dueAt) : null;
    if (body.done !== undefined) changes.done = body.done ? { by: actor.userId } : false;
    const refs = await this.references(
      actor.id,
      {
        clientId: body.clientId,
        projectId: body.projectId,
        assigneeId: body.assigneeId,
      },
      body.projectId === undefined ? (before.project?.id ?? null) : undefined,
    );
    Object.assign(changes, refs);
    if (!(await this.repository.update(actor.id, id, changes))) throw notFound('Task');
    const task = await this.get(actor.id, id);
    await this.announce(actor.id, 'task.updated', task);
    if (task.assignee && task.assignee.id !== before.assignee?.id && task.assignee.id !== actor.userId)
      await this.tellAssignee(actor.id, task, actor.userId);
    return task;
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.delete(workspaceId, id))) throw notFound('Task');
    await this.deps.publish?.(`workspace:${workspaceId}`, { type: 'task.deleted', id }).catch(() => {});
  }

  async list(actor: { id: string; userId: string }, query: z.output<typeof taskListQuery>): Promise<TaskPage> {
    const values = decodeCursor(CURSOR_KIND, query.cursor, 2);
    let after: { dueKey: string; id: string } | null = null;
    if (values) {
      const [dueKey, lastId] = values;
      if (typeof dueKey !== 'string' || Number.isNaN(Date.parse(dueKey)) || typeof lastId !== 'string' || !isUuid(lastId))
        throw badRequest('cursor', 'cursor: invalid page cursor');
      after = { dueKey, id: lastId };
    }
    // An id that is not a uuid matches nothing (an empty list, like another workspace's client).
    if ((query.clientId && !isUuid(query.clientId)) || (query.projectId && !isUuid(query.projectId)))
      return { items: [], nextCursor: null };
    const rows = await this.repository.list({
      workspaceId: actor.id,
      userId: actor.userId,
      view: query.view,
      status: query.status,
      clientId: query.clientId,
      projectId: query.projectId,
      after,
      limit: query.limit + 1,
      now: new Date(),
    });
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1);
    return {
      items: await this.views(actor.id, shown),
      nextCursor: rows.length > query.limit && last ? encodeCursor(CURSOR_KIND, [last.dueKey.toISOString(), last.id]) : null,
    };
  }

  /**
   * Checks the references that are given (undefined: unchanged): each must be the workspace's, else a 400 naming
   * the field. A project brings its client when no client is given, and must belong to the client that is.
   */
  private async references(
    workspaceId: string,
    refs: { clientId?: string | null; projectId?: string | null; assigneeId?: string | null },
    keptProjectId?: string | null,
  ): Promise<Pick<TaskChanges, 'clientId' | 'projectId' | 'assigneeId'>> {
    const out: Pick<TaskChanges, 'clientId' | 'projectId' | 'assigneeId'> = {};
    if (refs.assigneeId !== undefined) {
      if (refs.assigneeId !== null && !(await this.team.isMember(workspaceId, refs.assigneeId)))
        throw badRequest('assigneeId', NOT_A_MEMBER);
      out.assigneeId = refs.assigneeId;
    }
    if (refs.clientId !== undefined) {
      if (refs.clientId !== null && !(isUuid(refs.clientId) && (await billingContact(this.deps.db, workspaceId, refs.clientId))))
        throw badRequest('clientId', NOT_A_CLIENT);
      out.clientId = refs.clientId;
    }
    if (refs.projectId !== undefined && refs.projectId !== null) {
      const project = isUuid(refs.projectId) ? await projectRef(this.deps.db, workspaceId, refs.projectId) : null;
      if (!project) throw badRequest('projectId', NOT_A_PROJECT);
      if (out.clientId === undefined || out.clientId === null) out.clientId = project.clientId;
      else if (out.clientId !== project.clientId) throw badRequest('projectId', 'That project belongs to another client');
      out.projectId = project.id;
    } else if (refs.projectId === null) {
      out.projectId = null;
    } else if (keptProjectId && out.clientId !== undefined) {
      // The client changed and the project stays: they must still match.
      const project = await projectRef(this.deps.db, workspaceId, keptProjectId);
      if (project && project.clientId !== out.clientId) out.projectId = null;
    }
    return out;
  }

  private async views(workspaceId: string, rows: TaskRow[]): Promise<Task[]> {
    const titles = await projectTitles(
      this.deps.db,
      workspaceId,
      rows.flatMap((row) => (row.projectId ? [row.projectId] : [])),
    );
    return rows.map((row) => toTask(row, titles));
  }

  private async announce(workspaceId: string, type: string, task: Task) {
    await this.deps
      .publish?.(`workspace:${workspaceId}`, { type, id: task.id, clientId: task.client?.id ?? null })
      .catch((error: unknown) => this.deps.log?.error({ err: error }, `publishing ${type} failed`));
  }

  /** The assignee hears of a task given to them by someone else (kind "Assigned to you"). */
  private async tellAssignee(workspaceId: string, task: Task, by: string | null) {
    if (!this.deps.notifier || !task.assignee) return;
    try {
      const who = by ? ((await this.team.member(workspaceId, by))?.name ?? 'A teammate') : 'A workflow';
      await this.deps.notifier.notify({
        userId: task.assignee.id,
        workspaceId,
        kind: 'assigned',
        title: `${who} assigned you a task: ${task.title}`,
        body: task.dueAt ? `Due ${new Date(task.dueAt).toUTCString()}.` : null,
        link: '/tasks',
        subject: { type: 'task', id: task.id },
      });
    } catch (error) {
      this.deps.log?.error({ err: error }, 'notifying the assignee failed');
    }
  }
}

export function toTask(row: TaskRow, projectTitlesById: Map<string, string>): Task {
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    client: row.clientId ? { id: row.clientId, name: row.clientName ?? 'Deleted client' } : null,
    project: row.projectId ? { id: row.projectId, title: projectTitlesById.get(row.projectId) ?? 'Project' } : null,
    assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? 'Member' } : null,
    dueAt: iso(row.dueAt),
    priority: row.priority,
    doneAt: iso(row.doneAt),
    source: row.source,
    createdBy: row.createdBy ? { id: row.createdBy, name: row.createdByName ?? 'Member' } : null,
    workflowId: row.workflowId,
    createdAt: row.createdAt.toISOString(),
  };
}

export type { TaskData, TaskListQuery, TaskUpdate };
