import { campaignListSchema } from '@proclub/contracts/crm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignsService } from './campaigns.service';

export async function campaignsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const campaigns = new CampaignsService(new CampaignsRepository(app.database.db));

  app.get('/api/crm/campaigns', { schema: { tags: ['crm'], response: { 200: campaignListSchema } } }, async (request) =>
    campaigns.list(await request.requireUser()),
  );
}
