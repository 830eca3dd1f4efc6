import {
  addOnsUpdateSchema,
  billingOverviewSchema,
  cardUpdateSessionSchema,
  checkoutInputSchema,
  checkoutResultSchema,
  membershipChargesPageSchema,
  membershipSchema,
  planSchema,
  subscriptionStatusSchema,
  testCheckoutSchema,
  testPaymentInputSchema,
} from '@proclub/contracts/membership';
import { WORKSPACE_HEADER, type WorkspaceAction } from '@proclub/contracts/workspaces';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUrl as appUrlOf } from '../../config/app-origin';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { defineJob } from '../../lib/jobs/index';
import type { AuthUser } from '../../plugins/auth';
import { createBilling } from './billing.factory';
import { BillingCentreService } from './billing-centre.service';
import { MembershipService } from './membership.service';

/**
 * The person who pays (ADR 047): in a workspace, only its owner manages the membership and add-ons (the guard's
 * `billing`; an admin or member gets 403); a person without a workspace (a client-role buyer) manages their own.
 */
async function payer(request: FastifyRequest): Promise<AuthUser> {
  await workingIn(request, 'billing');
  return request.requireUser();
}

/**
 * The workspace named in X-Workspace-Id when the person belongs to it (checked for `action`: a role that may not gets
 * 403), else null: without the header, or naming a workspace they are not in, they act as themselves.
 */
async function workingIn(request: FastifyRequest, action: WorkspaceAction): Promise<string | null> {
  if (!request.headers[WORKSPACE_HEADER]) return null;
  try {
    return (await request.workspace(action)).id;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

const idParams = z.object({ id: z.string().max(100) });
const chargesQuery = z.object({ cursor: z.string().max(500).optional() });
const webhookResultSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'stale', 'ignored']),
});

/** Membership: plans, check-subscription, checkout (Stripe or the built-in test checkout), management, webhook. */
export async function membershipRoutes(instance: FastifyInstance, options: { env: Env }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { env } = options;
  const log = app.log.child({ module: 'membership' });
  const appUrl = appUrlOf(env);
  const { repository, prices, access, webhooks, gateway, testBilling } = createBilling(
    app.database.db,
    env,
    (channel, event) => app.realtime.publish(channel, event),
    log,
    (notice) => app.notifications.notify({ ...notice, subject: { type: 'membership', id: notice.userId } }),
    { mailer: app.mailer, appUrl },
  );
  if (testBilling) {
    // Stripe renews real subscriptions itself; the test checkout's renewals run here, hourly.
    const renewals = defineJob<Record<string, never>>({
      name: 'membership.test-renewals',
      title: 'Test membership renewals',
      handler: () => testBilling.renewDue(),
    });
    app.jobs.register(renewals);
    await app.jobs.schedule(renewals, { timing: { cron: '23 * * * *' }, payload: {} });
  }
  const membership = new MembershipService(repository, access, prices, gateway, testBilling, appUrl, log);
  const billingCentre = new BillingCentreService(repository, access, gateway, testBilling, appUrl, log);
  const tags = ['membership'];

  app.get('/api/membership/plans', { schema: { tags, response: { 200: planSchema } } }, async () => membership.plans());

  app.get(
    '/api/membership/check-subscription',
    { schema: { tags, response: { 200: subscriptionStatusSchema } } },
    async (request) => {
      const user = await request.currentUser();
      // Signed in and working in a workspace: its membership counts too (ADR 045 §6).
      const workspaceId = user ? await workingIn(request, 'client_work') : null;
      if (user && workspaceId) return membership.checkSubscriptionIn(user, workspaceId);
      return membership.checkSubscription(user);
    },
  );

  // The plan: in a workspace, the workspace's (any member reads it); without one, the person's own.
  app.get('/api/membership', { schema: { tags, response: { 200: membershipSchema } } }, async (request) => {
    const workspaceId = await workingIn(request, 'client_work');
    if (workspaceId) return membership.membershipOfWorkspace(workspaceId);
    return membership.membership(await request.requireUser());
  });

  app.post(
    '/api/membership/create-checkout',
    { schema: { tags, body: checkoutInputSchema, response: { 200: checkoutResultSchema } } },
    async (request) => membership.createCheckout(await payer(request), request.body),
  );

  app.get(
    '/api/membership/test-checkout/:id',
    { schema: { tags, params: idParams, response: { 200: testCheckoutSchema } } },
    async (request) => membership.testCheckout(await payer(request), request.params.id),
  );

  app.post(
    '/api/membership/test-checkout/:id/pay',
    { schema: { tags, params: idParams, body: testPaymentInputSchema, response: { 200: subscriptionStatusSchema } } },
    async (request) => membership.payTestCheckout(await payer(request), request.params.id, request.body),
  );

  app.put(
    '/api/membership/add-ons',
    { schema: { tags, body: addOnsUpdateSchema, response: { 200: membershipSchema } } },
    async (request) => membership.changeAddOns(await payer(request), request.body.addOns),
  );

  app.post('/api/membership/cancel', { schema: { tags, response: { 200: membershipSchema } } }, async (request) =>
    membership.cancel(await payer(request)),
  );

  app.post('/api/membership/resume', { schema: { tags, response: { 200: membershipSchema } } }, async (request) =>
    membership.resume(await payer(request)),
  );

  app.get('/api/membership/billing', { schema: { tags, response: { 200: billingOverviewSchema } } }, async (request) =>
    billingCentre.overview(await payer(request)),
  );

  app.get(
    '/api/membership/charges',
    { schema: { tags, querystring: chargesQuery, response: { 200: membershipChargesPageSchema } } },
    async (request) => billingCentre.charges(await payer(request), request.query.cursor),
  );

  app.get('/api/membership/charges/:id/receipt.pdf', { schema: { tags, params: idParams } }, async (request, reply) => {
    const { pdf, name } = await billingCentre.receiptPdf(await payer(request), request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.post('/api/membership/card-update', { schema: { tags, response: { 200: cardUpdateSessionSchema } } }, async (request) =>
    billingCentre.startCardUpdate(await payer(request)),
  );

  app.post(
    '/api/membership/test-card',
    { schema: { tags, body: testPaymentInputSchema, response: { 200: billingOverviewSchema } } },
    async (request) => billingCentre.updateTestCard(await payer(request), request.body),
  );

  // The webhook needs the exact bytes Stripe signed: in this scope JSON is kept raw, not parsed.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/membership/webhook',
        { schema: { tags, hide: false, response: { 200: webhookResultSchema } } },
        async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
          const signature = request.headers['stripe-signature'];
          const outcome = await webhooks.receive(body, Array.isArray(signature) ? signature[0] : signature);
          return { received: true as const, outcome };
        },
      );
  });
}
