import {
  notificationListQuery,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationSchema,
  unreadCountSchema,
  updatePreferencesBody,
} from '@proclub/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { defineJob } from '../../lib/jobs/index';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService, type Notifier } from './notifications.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Other modules call notify() from their events (see notifications.public.ts). */
    notifications: Notifier;
  }
}

/** Daily at 07:00 UTC: one mail per user listing the notifications they chose to get as a digest. */
export const DIGEST_CRON = '0 7 * * *';
export const DIGEST_JOB_NAME = 'notifications.digest';

const tags = ['notifications'];

/**
 * The notifications centre: app.notifications (notify, markSubjectRead) for the other modules, the bell's routes
 * (list, unread count, mark read, mark all read, preferences) and the daily digest on the job engine. Live updates
 * travel on the user's own channel user:{id}, which only that user may subscribe to.
 */
export const notificationsPlugin = fp(
  async (instance: FastifyInstance, { env }: { env: Env }) => {
    const service = new NotificationsService({
      repository: new NotificationsRepository(instance.database.db),
      db: instance.database.db,
      mailer: instance.mailer,
      env,
      publish: (channel, event) => instance.realtime.publish(channel, event),
      log: instance.log,
    });
    instance.decorate('notifications', {
      notify: (input, options) => service.notify(input, options),
      notifyAll: (inputs) => service.notifyAll(inputs),
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

    const app = instance.withTypeProvider<ZodTypeProvider>();
    const idParams = z.object({ id: z.string().max(64) });

    app.get(
      '/api/notifications',
      { schema: { tags, querystring: notificationListQuery, response: { 200: notificationPageSchema } } },
      async (request) => {
        const user = await request.requireUser();
        const { cursor, limit, unread } = request.query;
        return service.page(user.id, cursor, limit, unread === 'true');
      },
    );

    app.get('/api/notifications/unread-count', { schema: { tags, response: { 200: unreadCountSchema } } }, async (request) => ({
      unread: await service.unreadCount((await request.requireUser()).id),
    }));

    app.post(
      '/api/notifications/:id/read',
      { schema: { tags, params: idParams, response: { 200: notificationSchema } } },
      async (request) => service.markRead((await request.requireUser()).id, request.params.id),
    );

    app.post('/api/notifications/read-all', { schema: { tags, response: { 200: unreadCountSchema } } }, async (request) =>
      service.markAllRead((await request.requireUser()).id),
    );

    app.get(
      '/api/notifications/preferences',
      { schema: { tags, response: { 200: notificationPreferencesSchema } } },
      async (request) => ({
        items: await service.preferences((await request.requireUser()).id),
      }),
    );

    app.put(
      '/api/notifications/preferences',
      { schema: { tags, body: updatePreferencesBody, response: { 200: notificationPreferencesSchema } } },
      async (request) => ({ items: await service.savePreferences((await request.requireUser()).id, request.body.items) }),
    );
  },
  { name: 'notifications', dependencies: ['db', 'jobs', 'mailer'] },
);
