import { TASK_REMINDER_HOURS } from '@proclub/contracts/tasks';
import type { FastifyBaseLogger } from 'fastify';
import type { AfterCommit, Notifier } from '../notifications/notifications.public';
import type { TasksRepository } from './tasks.repository';

const BATCH = 200;

/**
 * The due-soon sweep (job `tasks.due-soon`, every 15 minutes): each open task with an assignee that is due within
 * 24 hours (or already overdue and never reminded) gives its assignee one notice — in the bell, and by email as
 * their preference for "Task due soon" says (immediate by default). The reminder is claimed in the transaction that
 * writes the notice, so a rerun or a second instance reminds nobody twice.
 */
export async function remindDueTasks(
  deps: { repository: TasksRepository; notifier: Pick<Notifier, 'notify'>; log: FastifyBaseLogger },
  now = new Date(),
): Promise<{ reminded: number }> {
  const until = new Date(now.getTime() + TASK_REMINDER_HOURS * 3_600_000);
  let reminded = 0;
  for (;;) {
    const candidates = await deps.repository.remindable(until, BATCH);
    if (candidates.length === 0) break;
    let claimed = 0;
    for (const { id } of candidates) {
      const after: AfterCommit | null = await deps.repository.transaction(async (tx) => {
        const task = await deps.repository.claimReminder(tx, id, until);
        if (!task?.assigneeId || !task.dueAt) return null;
        const overdue = task.dueAt.getTime() < now.getTime();
        return deps.notifier.notify(
          {
            userId: task.assigneeId,
            workspaceId: task.workspaceId,
            kind: 'task_due',
            title: `${overdue ? 'Overdue' : 'Due soon'}: ${task.title}`,
            body: `${task.clientName ? `${task.clientName} · ` : ''}due ${task.dueAt.toUTCString()}`,
            link: '/tasks',
            subject: { type: 'task', id: task.id },
          },
          { tx },
        );
      });
      if (after) {
        claimed += 1;
        await after().catch((error: unknown) => deps.log.error({ err: error }, 'delivering a task reminder failed'));
      }
    }
    reminded += claimed;
    // Every candidate of a full batch taken elsewhere: stop rather than read the same rows again.
    if (claimed === 0 || candidates.length < BATCH) break;
  }
  return { reminded };
}
