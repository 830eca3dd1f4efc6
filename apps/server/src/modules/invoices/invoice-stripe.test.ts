import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Invoice, PublicInvoice } from '@proclub/contracts/invoices';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseStripeForm, signedEvent } from '../../test/fake-stripe';
import { ApiClient, describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';

const WEBHOOK_SECRET = 'whsec_invoices_stripe';

/**
 * A Stripe-compatible peer for the one call invoices make in payment mode (Checkout Sessions): it records each
 * request with its idempotency key and answers a session. (The shared fake-stripe serves subscription mode only.)
 */
const calls: { path: string; key: string | undefined; body: Record<string, unknown> }[] = [];
const server = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk) => {
    text += chunk;
  });
  request.on('end', () => {
    const body = parseStripeForm(text);
    calls.push({ path: request.url ?? '', key: request.headers['idempotency-key'] as string | undefined, body });
    response.setHeader('content-type', 'application/json');
    if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
      const id = `cs_test_${calls.length}`;
      response.end(
        JSON.stringify({ id, object: 'checkout.session', mode: body.mode, url: `https://checkout.stripe.test/c/pay/${id}` }),
      );
      return;
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'not here' } }));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describeEachDatabase(
  'invoices with Stripe configured: Checkout in payment mode, the webhook records the payment',
  (t) => {
    let owner: SignedUpUser;
    let clientId: string;

    beforeAll(async () => {
      owner = await userWithRole(t.app, 'agency');
      const made = await owner.client.post('/api/crm/clients', {
        name: 'Stripe Bakery',
        email: `stripe-${owner.id.slice(0, 6)}@client.test`,
      });
      clientId = (made.json() as { id: string }).id;
    });

    it('opens Checkout for the amount owed (same key on a double click) and is paid by the signed webhook', async () => {
      const created = await owner.client.post('/api/invoices', {
        clientId,
        issueDate: '2026-11-01',
        dueDate: '2026-11-30',
        lines: [{ description: 'Monthly SEO', quantity: 1000, unitPrice: 49_900, taxRate: 0, discountRate: 0 }],
      });
      const invoice = (await owner.client.post(`/api/invoices/${(created.json() as Invoice).id}/send`)).json() as Invoice;
      const token = (invoice.payPath ?? '').split('/').at(-1) as string;
      const visitor = new ApiClient(t.app);
      expect(((await visitor.get(`/api/public/invoices/${token}`)).json() as PublicInvoice).payment).toBe('stripe');
      // The test card form does not exist with Stripe configured.
      const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'x' };
      expect((await visitor.post(`/api/public/invoices/${token}/pay`, card)).statusCode).toBe(503);

      const before = calls.length;
      const [first, second] = await Promise.all([
        visitor.post(`/api/public/invoices/${token}/checkout`),
        visitor.post(`/api/public/invoices/${token}/checkout`),
      ]);
      expect(first.statusCode).toBe(200);
      expect(first.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
      expect(second.statusCode).toBe(200);
      const sessions = calls.slice(before).filter((call) => call.path === '/v1/checkout/sessions');
      expect(new Set(sessions.map((call) => call.key))).toEqual(new Set([`invoice-checkout-${invoice.id}-49900`]));
      expect(sessions[0].body).toMatchObject({
        mode: 'payment',
        metadata: { invoiceId: invoice.id },
        line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '49900' } }],
      });

      const event = {
        id: 'evt_stripe_paid_1',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_stripe_1', amount_received: 49_900, metadata: { invoiceId: invoice.id } } },
      };
      const { payload, signature } = signedEvent(event, WEBHOOK_SECRET);
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/invoices/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      expect(hook.json()).toEqual({ received: true, outcome: 'applied' });
      expect(((await visitor.get(`/api/public/invoices/${token}`)).json() as PublicInvoice).status).toBe('paid');
    });
  },
  { env: { STRIPE_SECRET_KEY: 'sk_test_invoices', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: base } },
);
