import { adTemplateSchema, aiAgentSchema, aiAgentToggleSchema } from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AgentRunsRepository } from './automations/agent-runs.repository';
import { CatalogueRepository } from './catalogue.repository';
import { CatalogueService } from './catalogue.service';

/** /api/products/ai-agents and /api/products/ad-templates. */
export async function catalogueRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new CatalogueService(new CatalogueRepository(app.database.db), new AgentRunsRepository(app.database.db));
  const tags = ['products'];

  app.get(
    '/api/products/ai-agents',
    { config: { workspace: 'client_work' }, schema: { tags, response: { 200: z.array(aiAgentSchema) } } },
    async (request) => service.agents((await request.workspace()).id),
  );
  app.patch(
    '/api/products/ai-agents/:key',
    {
      config: { workspace: 'settings' },
      schema: {
        tags,
        params: z.object({ key: z.string().max(64) }),
        body: aiAgentToggleSchema,
        response: { 200: aiAgentSchema },
      },
    },
    async (request) =>
      service.setAgentEnabled((await request.workspace()).id, request.params.key, request.body.enabled, request.body.settings),
  );
  app.get(
    '/api/products/ad-templates',
    { config: { workspace: 'client_work' }, schema: { tags, response: { 200: z.array(adTemplateSchema) } } },
    async (request) => service.templates((await request.workspace()).id),
  );
}
