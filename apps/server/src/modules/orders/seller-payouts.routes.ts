import { payoutAccountSchema, payoutOnboardingSchema } from '@proclub/contracts/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SellerPayouts } from './seller-payouts';

const accountParams = z.object({ accountId: z.string().max(255) });
const webhookResultSchema = z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) });

/** The seller's payout account (ADR 031): its state, "Set Up Payouts", a re-read, and Stripe's Connect webhook. */
export async function sellerPayoutRoutes(instance: FastifyInstance, payouts: SellerPayouts) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  // The workspace's payouts are its owner's (ADR 045 §5: billing).
  app.get(
    '/api/orders/payouts',
    { config: { workspace: 'billing' }, schema: { tags, response: { 200: payoutAccountSchema } } },
    async (request) => payouts.status((await request.workspace()).id),
  );

  app.post(
    '/api/orders/payouts/onboarding',
    { config: { workspace: 'billing' }, schema: { tags, response: { 200: payoutOnboardingSchema } } },
    async (request) => payouts.onboard((await request.workspace()).id, await request.requireUser()),
  );

  app.post(
    '/api/orders/payouts/accounts/:accountId/sync',
    { config: { workspace: 'billing' }, schema: { tags, params: accountParams, response: { 200: payoutAccountSchema } } },
    async (request) => payouts.sync((await request.workspace()).id, request.params.accountId),
  );

  // Stripe signs the exact bytes: in this scope JSON is kept raw, not parsed.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/orders/payouts/webhook', { schema: { tags, response: { 200: webhookResultSchema } } }, async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const signature = request.headers['stripe-signature'];
        const outcome = await payouts.receive(body, Array.isArray(signature) ? signature[0] : signature);
        return { received: true as const, outcome };
      });
  });
}
