// What other modules and the composition may use from tasks: making a task (a workflow's "create a task" step calls
// createTask), and the tasks' part of a client's timeline (handed to crm through app.ts, ADR 046).
import type { Db } from '../../db/client';
import { TasksService } from './tasks.service';

export { tasksPersonalData } from './tasks.personal-data.repository';
export { tasksTimelineSource } from './tasks-timeline.repository';

/**
 * Makes a task in the workspace. The client, project and assignee must be the workspace's: otherwise an AppError
 * 400 naming `clientId`, `projectId` or `assigneeId`, and nothing is saved. Answers the new task's id. No notice is
 * sent from here (the caller has no app); the assignee sees it in My tasks and is reminded when it is due soon.
 */
export async function createTask(
  db: Db,
  input: {
    workspaceId: string;
    title: string;
    clientId?: string | null;
    projectId?: string | null;
    assigneeId?: string | null;
    dueAt?: Date | null;
    priority?: 'low' | 'normal' | 'high';
    source: { kind: 'user'; userId: string } | { kind: 'workflow'; workflowId: string; runId: string };
  },
): Promise<{ id: string }> {
  const task = await new TasksService({ db }).create(input);
  return { id: task.id };
}
