import {
  fromTemplateSchema,
  saveWorkflowSchema,
  testRunRequestSchema,
  testRunResultSchema,
  webhookDeliverySchema,
  workflowDetailSchema,
  workflowRunSchema,
  workflowSchema,
  workflowTemplateSchema,
} from '@proclub/contracts/workflows';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WorkflowsService } from './workflows.repository';

const idParams = z.object({ id: z.string().max(64) });
const runParams = z.object({ runId: z.string().max(64) });
const clientParams = z.object({ id: z.string().max(64), clientId: z.string().max(64) });
const runsQuery = z.object({ clientId: z.string().max(64) });

/**
 * /api/workflows: the builder (list, create, from a template, edit the draft, publish, pause, delete, test run)
 * and the runs (per workflow, per client; retry, stop, remove a client). Reading needs client work; changing a
 * workflow is the workspace's settings; acting on a run is client work.
 */
export async function workflowsRoutes(
  instance: FastifyInstance,
  { service, testClock }: { service: WorkflowsService; testClock: boolean },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['workflows'];

  app.get(
    '/api/workflows',
    { config: { workspace: 'client_work' }, schema: { tags, response: { 200: z.array(workflowSchema) } } },
    async (request) => service.list((await request.workspace()).id),
  );
  app.get(
    '/api/workflows/templates',
    { config: { workspace: 'client_work' }, schema: { tags, response: { 200: z.array(workflowTemplateSchema) } } },
    async () => service.templates(),
  );
  app.get(
    '/api/workflows/runs',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: runsQuery, response: { 200: z.array(workflowRunSchema) } },
    },
    async (request) => service.runs((await request.workspace()).id, { clientId: request.query.clientId }),
  );
  app.post(
    '/api/workflows',
    { config: { workspace: 'settings' }, schema: { tags, body: saveWorkflowSchema, response: { 201: workflowDetailSchema } } },
    async (request, reply) => {
      const workspace = await request.workspace();
      return reply.status(201).send(await service.create(workspace.id, workspace.userId, request.body));
    },
  );
  app.post(
    '/api/workflows/from-template',
    { config: { workspace: 'settings' }, schema: { tags, body: fromTemplateSchema, response: { 201: workflowDetailSchema } } },
    async (request, reply) => {
      const workspace = await request.workspace();
      return reply.status(201).send(await service.fromTemplate(workspace.id, workspace.userId, request.body.key));
    },
  );
  app.get(
    '/api/workflows/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: workflowDetailSchema } } },
    async (request) => service.get((await request.workspace()).id, request.params.id),
  );
  app.put(
    '/api/workflows/:id',
    {
      config: { workspace: 'settings' },
      schema: { tags, params: idParams, body: saveWorkflowSchema, response: { 200: workflowDetailSchema } },
    },
    async (request) => service.update((await request.workspace()).id, request.params.id, request.body),
  );
  app.post(
    '/api/workflows/:id/publish',
    { config: { workspace: 'settings' }, schema: { tags, params: idParams, response: { 200: workflowDetailSchema } } },
    async (request) => {
      const workspace = await request.workspace();
      return service.publish(workspace.id, workspace.userId, request.params.id);
    },
  );
  app.post(
    '/api/workflows/:id/pause',
    { config: { workspace: 'settings' }, schema: { tags, params: idParams, response: { 200: workflowDetailSchema } } },
    async (request) => service.setActive((await request.workspace()).id, request.params.id, false),
  );
  app.post(
    '/api/workflows/:id/resume',
    { config: { workspace: 'settings' }, schema: { tags, params: idParams, response: { 200: workflowDetailSchema } } },
    async (request) => service.setActive((await request.workspace()).id, request.params.id, true),
  );
  app.delete(
    '/api/workflows/:id',
    { config: { workspace: 'settings' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await service.remove((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/workflows/:id/runs',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: z.array(workflowRunSchema) } } },
    async (request) => service.runs((await request.workspace()).id, { workflowId: request.params.id }),
  );
  app.get(
    '/api/workflows/:id/deliveries',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, response: { 200: z.array(webhookDeliverySchema) } },
    },
    async (request) => service.deliveries((await request.workspace()).id, request.params.id),
  );
  app.post(
    '/api/workflows/:id/test-run',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: testRunRequestSchema, response: { 200: testRunResultSchema } },
    },
    async (request) => service.testRun((await request.workspace()).id, request.params.id, request.body.clientId),
  );
  app.post(
    '/api/workflows/:id/clients/:clientId/remove',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: clientParams, response: { 200: z.object({ removed: z.number() }) } },
    },
    async (request) => service.removeClient((await request.workspace()).id, request.params.id, request.params.clientId),
  );
  app.post(
    '/api/workflows/runs/:runId/retry',
    { config: { workspace: 'client_work' }, schema: { tags, params: runParams } },
    async (request, reply) => {
      await service.retryRun((await request.workspace()).id, request.params.runId);
      return reply.status(202).send({});
    },
  );
  app.post(
    '/api/workflows/runs/:runId/stop',
    { config: { workspace: 'client_work' }, schema: { tags, params: runParams } },
    async (request, reply) => {
      await service.stopRun((await request.workspace()).id, request.params.runId);
      return reply.status(204).send();
    },
  );
  // The fast clock for tests and demos (not in production): a waiting run's wait ends now.
  if (testClock)
    app.post(
      '/api/workflows/runs/:runId/end-wait',
      { config: { workspace: 'client_work' }, schema: { tags, hide: true, params: runParams } },
      async (request, reply) => {
        await service.endWait((await request.workspace()).id, request.params.runId);
        return reply.status(202).send({});
      },
    );
}
