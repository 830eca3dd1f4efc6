import {
  notificationListQuery,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationSchema,
  unreadCountSchema,
  updatePreferencesBody,
} from '@proclub/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/crud-routes';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];

/** The bell's routes: list, unread count, mark read, mark all read, preferences (each for the signed-in user). */
export function notificationsRoutes(instance: FastifyInstance, service: NotificationsService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/notifications',
    { schema: { tags, querystring: notificationListQuery, response: { 200: notificationPageSchema } } },
    async (request) => {
      const user = await request.requireUser();
      const { cursor, limit, unread, workspace } = request.query;
      return service.page(user.id, cursor, limit, unread === 'true', workspace);
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
}
