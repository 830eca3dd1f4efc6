import {
  createProposalSchema,
  declineProposalSchema,
  proposalListQuerySchema,
  proposalPageSchema,
  proposalSchema,
  prospectSchema,
  publicProposalSchema,
  sendProposalResultSchema,
  signProposalSchema,
  updateProposalSchema,
} from '@proclub/contracts/proposals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { idParams } from '../../lib/crud-routes';
import type { JobDefinition } from '../../lib/jobs/index';
import { analysisLookup } from '../analysis/analysis.public';
import { hubOutbound, REAUDIT_JOB } from '../hub/hub.public';
import { AcceptDealRepository } from './accept-deal.repository';
import { ProposalsRepository } from './proposals.repository';
import { type BrandLogo, type ProposalBilling, ProposalsService } from './proposals.service';

/** What app.ts hands proposals from the modules it cannot import (invoices for billing, branding's logo). */
export interface ProposalsOptions {
  env: Env;
  billing?: ProposalBilling;
  brandLogo?: BrandLogo;
}

const pdfName = (title: string) =>
  `${
    title
      .replace(/[^\w -]+/g, '')
      .trim()
      .slice(0, 80) || 'proposal'
  } (signed).pdf`;

const tokenParams = z.object({ token: z.string().max(100) });

function proposalsService(app: FastifyInstance, { env, billing, brandLogo }: ProposalsOptions): ProposalsService {
  const db = app.database.db;
  const out = hubOutbound(app, env);
  return new ProposalsService(
    new ProposalsRepository(db),
    analysisLookup(db),
    new AcceptDealRepository(db),
    out,
    {
      // The welcome is a workflow now (issue 35): accepting reports the event.
      proposalAccepted: (deal) =>
        app.recordDomainEvent({ id: `proposal.accepted:${deal.proposalId}`, type: 'proposal.accepted', ...deal }),
      recordEvent: (event) => app.recordDomainEvent(event),
      scheduleAudits: async (schedule, tx) => {
        await app.jobs.schedule(
          // Scheduling needs only the queue name; the hub registers the job's handler.
          { name: REAUDIT_JOB } as JobDefinition<{ clientId: string }>,
          {
            key: schedule.clientId,
            ownerId: schedule.workspaceId,
            payload: { clientId: schedule.clientId },
            label: `Re-audit ${schedule.clientName}`,
            timing: { everySeconds: schedule.auditIntervalDays * 86_400 },
            // The first run is due now: the baseline later runs are compared with.
            firstRunAt: new Date(),
          },
          { tx },
        );
      },
    },
    billing ?? null,
    brandLogo,
  );
}

/**
 * /api/proposals: a seller's proposals (create from an analysis, list newest first, get with line items,
 * edit line items, send to the client).
 */
export async function proposalsRoutes(instance: FastifyInstance, options: ProposalsOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = proposalsService(app, options);
  const tags = ['proposals'];

  app.get(
    '/api/proposals',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: proposalListQuerySchema, response: { 200: proposalPageSchema } },
    },
    async (request) => service.list((await request.workspace()).id, request.query.cursor, request.query.limit),
  );

  app.post(
    '/api/proposals',
    { config: { workspace: 'client_work' }, schema: { tags, body: createProposalSchema, response: { 201: proposalSchema } } },
    async (request, reply) => reply.status(201).send(await service.create((await request.workspace()).id, request.body)),
  );

  app.get(
    '/api/proposals/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: proposalSchema } } },
    async (request) => service.get((await request.workspace()).id, request.params.id),
  );

  app.put(
    '/api/proposals/:id',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: updateProposalSchema, response: { 200: proposalSchema } },
    },
    async (request) => service.update((await request.workspace()).id, request.params.id, request.body),
  );

  // Sending mails the client in the seller's name: a verified email only.
  app.post(
    '/api/proposals/:id/send',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: sendProposalResultSchema } } },
    async (request) => service.send((await request.workspace()).id, await request.requireVerifiedUser(), request.params.id),
  );

  app.post(
    '/api/proposals/:id/resend',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: sendProposalResultSchema } } },
    async (request) => service.resend((await request.workspace()).id, await request.requireUser(), request.params.id),
  );

  app.post(
    '/api/proposals/:id/new-version',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: proposalSchema } } },
    async (request) => service.newVersion((await request.workspace()).id, request.params.id),
  );

  app.post(
    '/api/proposals/:id/withdraw',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: proposalSchema } } },
    async (request) => service.withdraw((await request.workspace()).id, request.params.id),
  );

  app.delete(
    '/api/proposals/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await service.deleteDraft((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );

  // The signed proposal (name, time, IP, hash) as a PDF in the agency's brand; 404 until it is signed.
  app.get(
    '/api/proposals/:id/signed.pdf',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      const { pdf, title } = await service.signedPdf((await request.workspace()).id, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdfName(title)}"`)
        .send(pdf);
    },
  );

  app.get(
    '/api/proposals/prospect/:analysisId',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: z.object({ analysisId: z.string().max(64) }), response: { 200: prospectSchema } },
    },
    async (request) => service.prospect((await request.workspace()).id, request.params.analysisId),
  );
}

/** The client's side, by the proposal's private link only: read it and accept it. No session needed. */
export async function publicProposalsRoutes(instance: FastifyInstance, options: ProposalsOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = proposalsService(app, options);
  const tags = ['public'];
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
  });

  app.get(
    '/api/public/proposals/:token',
    { schema: { tags, params: tokenParams, response: { 200: publicProposalSchema } } },
    async (request) => service.publicView(request.params.token),
  );

  // The page's beacon (sent by its script once rendered): the only thing that counts a view. GET and HEAD
  // of the page or its data, as link previews do, never count.
  app.post('/api/public/proposals/:token/view', { schema: { tags, params: tokenParams } }, async (request, reply) => {
    const viewer = await request.currentUser();
    await service.recordView(request.params.token, viewer?.id ?? null);
    return reply.status(204).send();
  });

  // Signing is accepting (ADR 051): the typed name, consent and the hash of the version on screen. A signed-in
  // person (a portal client) is recorded as the signer too.
  app.post(
    '/api/public/proposals/:token/sign',
    { schema: { tags, params: tokenParams, body: signProposalSchema, response: { 200: publicProposalSchema } } },
    async (request) => {
      const viewer = await request.currentUser();
      return service.sign(request.params.token, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        userId: viewer?.id ?? null,
      });
    },
  );

  app.post(
    '/api/public/proposals/:token/decline',
    { schema: { tags, params: tokenParams, body: declineProposalSchema, response: { 200: publicProposalSchema } } },
    async (request) => service.decline(request.params.token, request.body),
  );

  app.get('/api/public/proposals/:token/signed.pdf', { schema: { tags, params: tokenParams } }, async (request, reply) => {
    const { pdf, title } = await service.signedPdfByToken(request.params.token);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${pdfName(title)}"`)
      .send(pdf);
  });
}
