import type { FastifyInstance } from 'fastify';
import { defineJob } from '../../lib/jobs/index';
import { remindDueTasks } from './task-reminders';
import { tasksRoutes } from './tasks.routes';
import { TasksService } from './tasks.service';

export const TASK_REMINDER_JOB = 'tasks.due-soon';

/** Tasks (issue 35): the /api/tasks routes and the due-soon reminder on the job engine. */
export async function tasksPlugin(app: FastifyInstance) {
  const log = app.log.child({ module: 'tasks' });
  const tasks = new TasksService({
    db: app.database.db,
    notifier: app.notifications,
    publish: (channel, event) => app.realtime.publish(channel, event),
    log,
  });
  const reminders = defineJob<Record<string, never>>({
    name: TASK_REMINDER_JOB,
    title: 'Remind assignees of tasks due soon',
    handler: () => remindDueTasks({ repository: tasks.repository, notifier: app.notifications, log }),
  });
  app.jobs.register(reminders);
  await app.jobs.schedule(reminders, { timing: { cron: '*/15 * * * *', timezone: 'UTC' }, payload: {}, label: reminders.title });

  await tasksRoutes(app, { tasks });
}
