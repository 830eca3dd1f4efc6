import { meSchema, profileSchema, setupProfileSchema, updateProfileSchema } from '@proclub/contracts/profiles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error';
import { imageTooLarge, MAX_IMAGE_BYTES } from '../../lib/images';
import { ProfilesRepository } from './profiles.repository';
import { ProfilesService } from './profiles.service';

export async function profilesRoutes(
  instance: FastifyInstance,
  options: { onSellerSetup?: (userId: string, workspaceName: string) => Promise<unknown> } = {},
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new ProfilesService(new ProfilesRepository(app.database.db), app.storage, options.onSellerSetup);

  app.get('/api/me', { schema: { tags: ['profiles'], response: { 200: meSchema } } }, async (request) =>
    service.me(await request.requireUser()),
  );

  // The web app asks this first: 200 with null when signed out, so a visitor's browser logs no failed request.
  app.get('/api/session', { schema: { tags: ['profiles'], response: { 200: meSchema.nullable() } } }, async (request) => {
    const user = await request.currentUser();
    return user ? service.me(user) : null;
  });

  app.post(
    '/api/profile/setup',
    { schema: { tags: ['profiles'], body: setupProfileSchema, response: { 200: profileSchema } } },
    async (request) => service.completeSetup(await request.requireUser(), request.body),
  );

  app.patch(
    '/api/profile',
    { schema: { tags: ['profiles'], body: updateProfileSchema, response: { 200: profileSchema } } },
    async (request) => service.update(await request.requireUser(), request.body),
  );

  app.put(
    '/api/profile/avatar',
    { config: { acceptsUploads: true }, schema: { tags: ['profiles'], response: { 200: profileSchema } } },
    async (request) => {
      const user = await request.requireUser();
      // throwFileSizeLimit off: an oversized file is cut at the cap and flagged, so we answer with our own message.
      const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 }, throwFileSizeLimit: false });
      if (!file) throw badRequest('avatar', 'avatar: choose an image to upload');
      const buffer = await file.toBuffer();
      if (file.file.truncated) throw imageTooLarge('avatar');
      return service.replaceAvatar(user, buffer);
    },
  );

  app.delete('/api/profile/avatar', { schema: { tags: ['profiles'], response: { 200: profileSchema } } }, async (request) =>
    service.removeAvatar(await request.requireUser()),
  );
}
