import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env';
import { defineJob } from '../../lib/jobs/index';
import { NotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { type NotificationsDeps, NotificationsService, type Notifier } from './notifications.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Other modules call notify() from their events (see notifications.public.ts). */
    notifications: Notifier;
  }
}

/** Daily at 07:00 UTC: one mail per user listing the notifications they chose to get as a digest. */
export const DIGEST_CRON = '0 7 * * *';
export const DIGEST_JOB_NAME = 'notifications.digest';

/**
 * The notifications centre: app.notifications (notify, markSubjectRead) for the other modules, the bell's routes
 * (list, unread count, mark read, mark all read, preferences) and the daily digest on the job engine. Live updates
 * travel on the user's own channel user:{id}, which only that user may subscribe to.
 */
export const notificationsPlugin = fp(
  async (instance: FastifyInstance, { env, teamOf }: { env: Env; teamOf?: NotificationsDeps['teamOf'] }) => {
    const service = new NotificationsService({
      repository: new NotificationsRepository(instance.database.db),
      db: instance.database.db,
      mailer: instance.mailer,
      env,
      publish: (channel, event) => instance.realtime.publish(channel, event),
      log: instance.log,
      teamOf,
    });
    instance.decorate('notifications', {
      notify: (input, options) => service.notify(input, options),
      notifyAll: (inputs) => service.notifyAll(inputs),
      notifyWorkspace: (workspaceId, action, input, options) => service.notifyWorkspace(workspaceId, action, input, options),
      markSubjectRead: (userId, type, id) => service.markSubjectRead(userId, type, id),
    } satisfies Notifier);

    const digest = defineJob<Record<string, never>>({
      name: DIGEST_JOB_NAME,
      title: 'Notifications daily digest',
      retryLimit: 3,
      retryDelaySeconds: 60,
      async handler() {
        // Each user's rows are taken in the transaction that writes their mail, so a retry never mails twice.
        let sent = 0;
        for (;;) {
          const batch = await service.sendDigests(500);
          sent += batch;
          if (batch === 0) return { sent };
        }
      },
    });
    instance.jobs.register(digest);
    await instance.jobs.schedule(digest, { timing: { cron: DIGEST_CRON, timezone: 'UTC' }, payload: {}, label: digest.title });

    notificationsRoutes(instance, service);
  },
  { name: 'notifications', dependencies: ['db', 'jobs', 'mailer'] },
);
