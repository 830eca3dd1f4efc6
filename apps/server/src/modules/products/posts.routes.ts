import { postInputSchema, postSchema } from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientRecordRoutes } from './client-records';
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
  clientRecordRoutes(app, '/api/products/posts', { item: postSchema, input: postInputSchema }, service);
}
