import { createWorkflowSchema, hubListQuerySchema, workflowPageSchema, workflowSchema } from '@proclub/contracts/hub';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/crud-routes';
import type { OnboardingService } from './onboarding.service';

/** /api/hub/onboarding: workflows from templates or custom steps; continue marks the next step done. */
export async function onboardingRoutes(instance: FastifyInstance, { onboarding }: { onboarding: OnboardingService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['hub'];

  app.get(
    '/api/hub/onboarding',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: hubListQuerySchema, response: { 200: workflowPageSchema } },
    },
    async (request) => onboarding.list((await request.workspace()).id, request.query.cursor, request.query.limit),
  );

  app.post(
    '/api/hub/onboarding',
    { config: { workspace: 'client_work' }, schema: { tags, body: createWorkflowSchema, response: { 201: workflowSchema } } },
    async (request, reply) => reply.status(201).send(await onboarding.create((await request.workspace()).id, request.body)),
  );

  app.get(
    '/api/hub/onboarding/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: workflowSchema } } },
    async (request) => onboarding.get((await request.workspace()).id, request.params.id),
  );

  app.delete(
    '/api/hub/onboarding/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await onboarding.delete((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/hub/onboarding/:id/continue',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: workflowSchema } } },
    async (request) => onboarding.continue((await request.workspace()).id, request.params.id),
  );
}
