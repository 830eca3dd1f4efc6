import {
  creditNoteInputSchema,
  invoiceCheckoutSchema,
  invoiceInputSchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceSchema,
  invoiceSettingsInputSchema,
  invoiceSettingsSchema,
  publicInvoiceSchema,
  type RevenueSummary,
  refundInputSchema,
  revenueSummarySchema,
} from '@proclub/contracts/invoices';
import { testPaymentInputSchema } from '@proclub/contracts/membership';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { idParams } from '../../lib/crud-routes';
import { brandLogoPng } from '../branding/branding.public';
import type { InvoiceTestCheckout, InvoiceWebhookService, StripeInvoiceGateway } from './invoice-payments';
import { invoiceNumberText, invoicePdf } from './invoice-pdf';
import type { InvoiceRow } from './invoices.repository';
import type { InvoicesService } from './invoices.service';

/** What the plugin hands the routes. */
export interface InvoicesWiring {
  invoices: InvoicesService;
  revenue(workspaceId: string): Promise<RevenueSummary>;
  testCheckout: InvoiceTestCheckout | null;
  stripeGateway: StripeInvoiceGateway | null;
  refundAtProvider(invoice: InvoiceRow, amount: number, ref: string): Promise<void>;
  appUrl: string;
}

const tokenParams = z.object({ token: z.string().min(1).max(128) });
const webhookResultSchema = z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) });

/**
 * Agency invoices (issue 34, ADR 048). Reading is client work (every member); creating, sending, voiding, refunding
 * and the billing settings are `settings` (owner and admin: the matrix's `billing` is the owner's alone).
 */
export async function invoicesRoutes(instance: FastifyInstance, wiring: InvoicesWiring) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { invoices, revenue, testCheckout, stripeGateway, refundAtProvider, appUrl } = wiring;
  // The agency's colour and logo on the PDF (workspace branding, ADR 051).
  const pdfBrandOf = async (workspaceId: string) => {
    const [brand, logo] = await Promise.all([
      invoices.brandOf(workspaceId),
      brandLogoPng(app.database.db, app.storage, workspaceId),
    ]);
    return { color: brand.color ?? null, logo };
  };
  const tags = ['invoices'];
  const read = { workspace: 'client_work' as const };
  const manage = { workspace: 'settings' as const };

  app.get(
    '/api/invoices',
    { config: read, schema: { tags, querystring: invoiceListQuerySchema, response: { 200: invoicePageSchema } } },
    async (request) => invoices.list((await request.workspace()).id, request.query),
  );

  app.post(
    '/api/invoices',
    { config: manage, schema: { tags, body: invoiceInputSchema, response: { 201: invoiceSchema } } },
    async (request, reply) => {
      const { id: workspaceId, userId } = await request.workspace();
      return reply.status(201).send(await invoices.create(workspaceId, userId, request.body));
    },
  );

  app.get(
    '/api/invoices/settings',
    { config: read, schema: { tags, response: { 200: invoiceSettingsSchema } } },
    async (request) => invoices.settings((await request.workspace()).id),
  );

  app.put(
    '/api/invoices/settings',
    { config: manage, schema: { tags, body: invoiceSettingsInputSchema, response: { 200: invoiceSettingsSchema } } },
    async (request) => invoices.updateSettings((await request.workspace()).id, request.body),
  );

  app.get('/api/invoices/revenue', { config: read, schema: { tags, response: { 200: revenueSummarySchema } } }, async (request) =>
    revenue((await request.workspace()).id),
  );

  app.get(
    '/api/invoices/:id',
    { config: read, schema: { tags, params: idParams, response: { 200: invoiceSchema } } },
    async (request) => invoices.get((await request.workspace()).id, request.params.id),
  );

  app.put(
    '/api/invoices/:id',
    { config: manage, schema: { tags, params: idParams, body: invoiceInputSchema, response: { 200: invoiceSchema } } },
    async (request) => invoices.update((await request.workspace()).id, request.params.id, request.body),
  );

  app.delete('/api/invoices/:id', { config: manage, schema: { tags, params: idParams } }, async (request, reply) => {
    await invoices.remove((await request.workspace()).id, request.params.id);
    return reply.status(204).send();
  });

  app.post(
    '/api/invoices/:id/issue',
    { config: manage, schema: { tags, params: idParams, response: { 200: invoiceSchema } } },
    async (request) => invoices.issue((await request.workspace()).id, request.params.id),
  );

  app.post(
    '/api/invoices/:id/send',
    { config: manage, schema: { tags, params: idParams, response: { 200: invoiceSchema } } },
    async (request) => invoices.send((await request.workspace()).id, request.params.id),
  );

  app.post(
    '/api/invoices/:id/void',
    { config: manage, schema: { tags, params: idParams, response: { 200: invoiceSchema } } },
    async (request) => invoices.void((await request.workspace()).id, request.params.id),
  );

  app.post(
    '/api/invoices/:id/refunds',
    { config: manage, schema: { tags, params: idParams, body: refundInputSchema, response: { 200: invoiceSchema } } },
    async (request) => {
      const { id: workspaceId, userId } = await request.workspace();
      return invoices.refund(workspaceId, userId, request.params.id, request.body, refundAtProvider);
    },
  );

  app.post(
    '/api/invoices/:id/credit-notes',
    { config: manage, schema: { tags, params: idParams, body: creditNoteInputSchema, response: { 200: invoiceSchema } } },
    async (request) => {
      const { id: workspaceId, userId } = await request.workspace();
      return invoices.credit(workspaceId, userId, request.params.id, request.body);
    },
  );

  // A download link: the workspace may come as ?workspace= (the guard reads it on GETs).
  app.get(
    '/api/invoices/:id/pdf',
    { config: read, schema: { tags, params: idParams, querystring: z.object({ workspace: z.string().max(64).optional() }) } },
    async (request, reply) => {
      const { row, businessName } = await invoices.row((await request.workspace()).id, request.params.id);
      const brand = await pdfBrandOf(row.workspaceId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoiceNumberText(row.number)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await invoicePdf(row, { businessName, ...brand }));
    },
  );

  // --- the client's public pay page (the token is the only key) ---------------------------------------------------

  await app.register(async (scope) => {
    const open = scope.withTypeProvider<ZodTypeProvider>();
    const publicTags = ['public'];
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    });

    open.get(
      '/api/public/invoices/:token',
      { schema: { tags: publicTags, params: tokenParams, response: { 200: publicInvoiceSchema } } },
      async (request) => invoices.publicView(request.params.token),
    );

    open.get('/api/public/invoices/:token/pdf', { schema: { tags: publicTags, params: tokenParams } }, async (request, reply) => {
      const row = await invoices.byToken(request.params.token);
      const businessName = await invoices.businessName(row.workspaceId);
      const brand = await pdfBrandOf(row.workspaceId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoiceNumberText(row.number)}.pdf"`)
        .send(await invoicePdf(row, { businessName, ...brand }));
    });

    open.post(
      '/api/public/invoices/:token/pay',
      { schema: { tags: publicTags, params: tokenParams, body: testPaymentInputSchema, response: { 200: publicInvoiceSchema } } },
      async (request) => {
        const row = await invoices.byToken(request.params.token);
        if (!testCheckout) throw new AppError('payments_unavailable', 503, 'Card payments are not available here');
        await testCheckout.pay(row, request.body);
        return invoices.publicView(request.params.token);
      },
    );

    open.post(
      '/api/public/invoices/:token/checkout',
      { schema: { tags: publicTags, params: tokenParams, response: { 200: invoiceCheckoutSchema } } },
      async (request) => {
        const row = await invoices.byToken(request.params.token);
        if (!stripeGateway) throw new AppError('payments_unavailable', 503, 'Card payments are not available here');
        if (row.status === 'paid') throw new AppError('already_paid', 409, 'This invoice has already been paid');
        if (row.status !== 'open' && row.status !== 'overdue')
          throw new AppError('invalid_transition', 409, 'This invoice cannot be paid');
        const page = `${appUrl}/invoice/${request.params.token}`;
        const url = await stripeGateway.startCheckout(row, await invoices.businessName(row.workspaceId), {
          success: `${page}?paid=1`,
          cancel: page,
        });
        return { url };
      },
    );
  });
}

/** The card provider's webhook: the exact bytes it signed, so JSON is kept raw in this scope. */
export async function invoiceWebhookRoute(instance: FastifyInstance, webhooks: InvoiceWebhookService) {
  await instance.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/invoices/webhook',
        { schema: { tags: ['invoices'], response: { 200: webhookResultSchema } } },
        async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
          const signature = request.headers['stripe-signature'];
          const { outcome } = await webhooks.receive(body, Array.isArray(signature) ? signature[0] : signature);
          return { received: true as const, outcome };
        },
      );
  });
}
