import {
  audienceCountSchema,
  campaignAudienceSchema,
  campaignDetailSchema,
  campaignInputSchema,
  campaignListSchema,
  campaignPreviewSchema,
  campaignRecipientPageSchema,
  clientCampaignListSchema,
  recipientQuerySchema,
  rescheduleCampaignSchema,
  sendCampaignSchema,
} from '@proclub/contracts/campaigns';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvLine } from '../../lib/csv';
import type { CampaignsService } from './campaigns.service';

const idParams = z.object({ id: z.string().max(64) });
const idResult = z.object({ id: z.string() });

/** /api/crm/campaigns/*: each route declares its workspace action; the kernel guard scopes it to the current workspace. */
export async function campaignsRoutes(
  instance: FastifyInstance,
  { campaigns, skipQueued }: { campaigns: CampaignsService; skipQueued: (campaignId: string) => Promise<void> },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['campaigns'];

  app.get(
    '/api/crm/campaigns',
    { config: { workspace: 'client_work' }, schema: { tags, response: { 200: campaignListSchema } } },
    async (request) => campaigns.list((await request.workspace()).id),
  );
  app.post(
    '/api/crm/campaigns',
    { config: { workspace: 'client_work' }, schema: { tags, body: campaignInputSchema, response: { 201: idResult } } },
    async (request, reply) => reply.status(201).send(await campaigns.create((await request.workspace()).id, request.body)),
  );
  app.post(
    '/api/crm/campaigns/audience-count',
    {
      config: { workspace: 'client_work' },
      schema: { tags, body: campaignAudienceSchema, response: { 200: audienceCountSchema } },
    },
    async (request) => campaigns.audienceCount((await request.workspace()).id, request.body),
  );
  app.post(
    '/api/crm/campaigns/preview',
    {
      config: { workspace: 'client_work' },
      schema: { tags, body: campaignInputSchema, response: { 200: campaignPreviewSchema } },
    },
    async (request) => campaigns.preview((await request.workspace()).id, request.body),
  );
  app.get(
    '/api/crm/campaigns/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: campaignDetailSchema } } },
    async (request) => campaigns.detail((await request.workspace()).id, request.params.id),
  );
  app.put(
    '/api/crm/campaigns/:id',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: campaignInputSchema, response: { 200: idResult } },
    },
    async (request) => campaigns.update((await request.workspace()).id, request.params.id, request.body),
  );
  app.delete(
    '/api/crm/campaigns/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await campaigns.remove((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/crm/campaigns/:id/duplicate',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 201: idResult } } },
    async (request, reply) =>
      reply.status(201).send(await campaigns.duplicate((await request.workspace()).id, request.params.id)),
  );
  app.post(
    '/api/crm/campaigns/:id/test',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, response: { 200: z.object({ to: z.string(), captured: z.boolean() }) } },
    },
    async (request) => campaigns.sendTest((await request.workspace()).id, await request.requireUser(), request.params.id),
  );
  app.post(
    '/api/crm/campaigns/:id/send',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: sendCampaignSchema, response: { 200: campaignDetailSchema } },
    },
    async (request) =>
      campaigns.send((await request.workspace()).id, await request.requireUser(), request.params.id, request.body.sendAt),
  );
  app.post(
    '/api/crm/campaigns/:id/reschedule',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: rescheduleCampaignSchema, response: { 200: campaignDetailSchema } },
    },
    async (request) => campaigns.reschedule((await request.workspace()).id, request.params.id, request.body.sendAt),
  );
  app.post(
    '/api/crm/campaigns/:id/pause',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: campaignDetailSchema } } },
    async (request) => campaigns.pause((await request.workspace()).id, request.params.id),
  );
  app.post(
    '/api/crm/campaigns/:id/resume',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: campaignDetailSchema } } },
    async (request) => campaigns.resume((await request.workspace()).id, request.params.id),
  );
  app.post(
    '/api/crm/campaigns/:id/cancel',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: campaignDetailSchema } } },
    async (request) => campaigns.cancel((await request.workspace()).id, request.params.id, skipQueued),
  );
  app.get(
    '/api/crm/campaigns/:id/recipients',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, querystring: recipientQuerySchema, response: { 200: campaignRecipientPageSchema } },
    },
    async (request) => campaigns.recipients((await request.workspace()).id, request.params.id, request.query),
  );
  app.get(
    '/api/crm/campaigns/:id/recipients.csv',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      const { campaign, items } = await campaigns.allRecipients((await request.workspace()).id, request.params.id);
      const lines = [
        csvLine(['email', 'name', 'status', 'sent_at', 'opens', 'clicks', 'unsubscribed']),
        ...items.map((row) =>
          csvLine([
            row.email,
            row.name,
            row.status,
            row.sentAt,
            String(row.opens),
            String(row.clicks),
            row.unsubscribed ? 'yes' : 'no',
          ]),
        ),
      ];
      const slug =
        campaign.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'campaign';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${slug}-recipients.csv"`)
        .header('cache-control', 'no-store')
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );
  app.get(
    '/api/crm/clients/:id/campaigns',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: clientCampaignListSchema } } },
    async (request) => campaigns.forClient((await request.workspace()).id, request.params.id),
  );
}
