import { reviewEligibilitySchema } from '@proclub/contracts/orders';
import {
  browseQuerySchema,
  myServicesSchema,
  ratingSchema,
  reviewInputSchema,
  reviewPageSchema,
  sellerListQuerySchema,
  sellerPageSchema,
  serviceInputSchema,
  servicePageSchema,
  serviceSchema,
  serviceUpdateSchema,
} from '@proclub/contracts/services';
import { WORKSPACE_HEADER } from '@proclub/contracts/workspaces';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { idParams } from '../../lib/crud-routes';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { ReviewsRepository } from './reviews.repository';
import { SearchRankingCache } from './search-ranking-cache';
import { sellerLookup } from './seller-identity';
import { readServiceForm } from './service-form.multipart';
import { ServicesRepository } from './services.repository';
import { ServicesService, type WorksIn } from './services.service';

/**
 * Whether the signed-in person works in `workspaceId`, asked only for a listing the public may not see (inactive or
 * hidden): its own workspace sees it when it names that workspace in X-Workspace-Id and is a member there (any role).
 */
const worksIn =
  (request: FastifyRequest): WorksIn =>
  async (workspaceId) => {
    if (request.headers[WORKSPACE_HEADER] !== workspaceId) return false;
    try {
      return (await request.workspace('client_work')).id === workspaceId;
    } catch {
      return false;
    }
  };

/** Validates form data the same way the typed routes do, so multipart and JSON give one error shape. */
function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message }));
  throw new AppError('validation_error', 400, `${fields[0].field}: ${fields[0].message}`, { fields });
}

export async function servicesRoutes(
  instance: FastifyInstance,
  options: { fileAppeal?: (appeal: { serviceId: string; sellerId: string; title: string }) => Promise<void> } = {},
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const service = new ServicesService(
    new ServicesRepository(db, new SearchRankingCache()),
    new ReviewsRepository(db),
    sellerLookup(db),
    app.storage,
    app.notifications,
    options.fileAppeal,
    (event) => app.recordDomainEvent(event),
  );
  const tags = ['services'];

  // The hot reads write their JSON with serialisers compiled from the contracts (lib/fast-serializer.ts).
  app.get(
    '/api/services',
    {
      schema: { tags, querystring: browseQuerySchema, response: { 200: servicePageSchema } },
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => {
      const { category, ...rest } = request.query;
      return service.browse({ ...rest, category: category === 'all' ? undefined : category });
    },
  );

  app.get(
    '/api/services/mine',
    {
      config: { workspace: 'listings' },
      schema: { tags, querystring: sellerListQuerySchema, response: { 200: myServicesSchema } },
    },
    async (request) => service.mine((await request.workspace()).id, request.query),
  );

  app.post(
    '/api/services',
    { config: { acceptsUploads: true, workspace: 'listings' }, schema: { tags, response: { 201: serviceSchema } } },
    async (request, reply) => {
      const { id: workspaceId } = await request.workspace();
      const form = await readServiceForm(request);
      const data = parseOrThrow(serviceInputSchema, form.data);
      return reply.status(201).send(await service.create(workspaceId, data, form.images));
    },
  );

  app.get(
    '/api/services/:id',
    { schema: { tags, params: idParams, response: { 200: serviceSchema } }, serializerCompiler: fastSerializerCompiler },
    async (request) => service.get(await request.currentUser(), request.params.id, worksIn(request)),
  );

  app.put(
    '/api/services/:id',
    {
      config: { acceptsUploads: true, workspace: 'listings' },
      schema: { tags, params: idParams, response: { 200: serviceSchema } },
    },
    async (request) => {
      const { id: workspaceId } = await request.workspace();
      const form = await readServiceForm(request);
      const { service: data, keepImageIds } = parseOrThrow(serviceUpdateSchema, form.data);
      return service.update(workspaceId, request.params.id, data, keepImageIds, form.images);
    },
  );

  app.patch(
    '/api/services/:id/status',
    {
      config: { workspace: 'listings' },
      schema: { tags, params: idParams, body: z.object({ isActive: z.boolean() }), response: { 200: serviceSchema } },
    },
    async (request) => service.setActive((await request.workspace()).id, request.params.id, request.body.isActive),
  );

  app.delete(
    '/api/services/:id',
    { config: { workspace: 'listings' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await service.delete((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get('/api/services/:id/rating', { schema: { tags, params: idParams, response: { 200: ratingSchema } } }, async (request) =>
    service.rating(await request.currentUser(), request.params.id, worksIn(request)),
  );

  app.get(
    '/api/services/:id/reviews',
    {
      schema: {
        tags,
        params: idParams,
        querystring: z.object({
          cursor: z.string().max(500).optional(),
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: { 200: reviewPageSchema },
      },
    },
    async (request) =>
      service.listReviews(await request.currentUser(), request.params.id, request.query.cursor, request.query.limit),
  );

  app.get(
    '/api/services/:id/review-eligibility',
    { schema: { tags, params: idParams, response: { 200: reviewEligibilitySchema } } },
    async (request) => service.reviewEligibility(await request.currentUser(), request.params.id),
  );

  app.post(
    '/api/services/:id/reviews',
    { schema: { tags, params: idParams, body: reviewInputSchema, response: { 201: ratingSchema } } },
    async (request, reply) => {
      const user = await request.requireUser();
      const rating = await service.addReview(user, request.params.id, request.body.rating, request.body.comment);
      return reply.status(201).send(rating);
    },
  );

  app.get(
    '/api/sellers/:id',
    { schema: { tags, params: idParams, querystring: sellerListQuerySchema, response: { 200: sellerPageSchema } } },
    async (request) => service.sellerPage(request.params.id, request.query),
  );
}
