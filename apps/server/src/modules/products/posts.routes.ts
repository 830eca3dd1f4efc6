import { listQuerySchema, postInputSchema, postSchema } from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/crud-routes';
import { localPostPublisher } from './post-publisher';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';
import { postsPublishJob, publishQueuer } from './posts-publish.job';
import { ProductClientsRepository } from './product-clients.repository';

export async function postsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const posts = new PostsRepository(app.database.db);
  const publish = postsPublishJob(posts, localPostPublisher(app.log.child({ module: 'posts' })));
  app.jobs.register(publish);
  const service = new PostsService(posts, new ProductClientsRepository(app.database.db), publishQueuer(app.jobs, publish));
  const tags = ['products'];

  app.get(
    '/api/products/posts',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: listQuerySchema, response: { 200: z.array(postSchema) } },
    },
    async (request) => service.list((await request.workspace()).id, request.query.clientId, request.query.limit),
  );

  app.post(
    '/api/products/posts',
    { config: { workspace: 'client_work' }, schema: { tags, body: postInputSchema, response: { 201: postSchema } } },
    async (request, reply) => reply.status(201).send(await service.create((await request.workspace()).id, request.body)),
  );

  app.put(
    '/api/products/posts/:id',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: postInputSchema, response: { 200: postSchema } },
    },
    async (request) => service.update((await request.workspace()).id, request.params.id, request.body),
  );

  app.delete(
    '/api/products/posts/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await service.delete((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
