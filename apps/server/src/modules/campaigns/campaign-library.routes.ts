import {
  campaignTemplateInputSchema,
  campaignTemplateListSchema,
  campaignTemplateSchema,
  postalAddressResponseSchema,
  postalAddressSchema,
} from '@proclub/contracts/campaigns';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CampaignLibraryService } from './campaign-library.service';

const idParams = z.object({ id: z.string().max(64) });

/** The campaign template library and the workspace's mailing address (CAN-SPAM), both under /api/crm/campaigns. */
export async function campaignLibraryRoutes(instance: FastifyInstance, { library }: { library: CampaignLibraryService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['campaigns'];

  app.get(
    '/api/crm/campaign-templates',
    { config: { workspace: 'client_work' }, schema: { tags, response: { 200: campaignTemplateListSchema } } },
    async (request) => library.templates((await request.workspace()).id),
  );
  app.post(
    '/api/crm/campaign-templates',
    {
      config: { workspace: 'client_work' },
      schema: { tags, body: campaignTemplateInputSchema, response: { 201: campaignTemplateSchema } },
    },
    async (request, reply) => reply.status(201).send(await library.saveTemplate((await request.workspace()).id, request.body)),
  );
  app.delete(
    '/api/crm/campaign-templates/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await library.deleteTemplate((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/crm/campaign-postal-address',
    { config: { workspace: 'client_work' }, schema: { tags, response: { 200: postalAddressResponseSchema } } },
    async (request) => library.postalAddress((await request.workspace()).id),
  );
  app.put(
    '/api/crm/campaign-postal-address',
    {
      config: { workspace: 'settings' },
      schema: { tags, body: postalAddressSchema, response: { 200: postalAddressResponseSchema } },
    },
    async (request) => library.savePostalAddress((await request.workspace()).id, request.body),
  );
}
