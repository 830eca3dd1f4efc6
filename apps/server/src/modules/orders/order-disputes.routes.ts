import {
  disputeInputSchema,
  disputeMessageInputSchema,
  disputeMessageSchema,
  disputeThreadSchema,
  orderDisputeResultSchema,
  orderDisputeSchema,
} from '@proclub/contracts/orders';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { notFound } from '../../lib/app-error';
import { idParams } from '../../lib/crud-routes';
import { isUuid } from '../../lib/ids';
import { defineJob } from '../../lib/jobs/index';
import { attachment, parseOrThrow, readDeliveryForm } from './order-deliveries.routes';
import { enforceDisputeDeadlines } from './order-dispute-deadlines';
import { createOrderDisputes } from './order-disputes.factory';
import { OrderDisputesRepository } from './order-disputes.repository';
import { appOrderOutlets } from './order-events';
import { orderParty, requireSide } from './order-party';
import { renderOrderReceiptPdf } from './order-receipt-pdf';
import { OrdersRepository } from './orders.repository';

const fileParams = z.object({ id: z.string().max(64), fileId: z.string().max(64) });

/** An evidence file as a download that never renders in the app's origin. */
export function sendEvidence(reply: FastifyReply, file: { name: string; contentType: string }, body: Buffer) {
  return reply
    .header('content-disposition', attachment(file.name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .type(file.contentType)
    .send(body);
}

/**
 * A dispute message from a request: multipart `message` + up to five `files` (checked like delivered work: magic
 * bytes, size, refused types), or JSON `{ message }`. The parties' route and the admin's read it the same way.
 */
export async function readDisputeMessage(request: FastifyRequest) {
  const form = await readDeliveryForm(request);
  return { input: parseOrThrow(disputeMessageInputSchema, { message: form.message }), files: form.files };
}

/** The parties' side of disputes (ADR 028) and the PDF receipt of a paid order (buyer and seller only). */
export async function orderDisputeRoutes(instance: FastifyInstance, env: Env) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const disputes = createOrderDisputes(app, env);
  const orders = new OrdersRepository(app.database.db);
  const ledger = new OrderDisputesRepository(app.database.db);
  const tags = ['orders'];

  // The response deadline, enforced (ADR 044): reminders a day before, escalation to the admins at respond-by.
  // On the order clock's cadence (ORDER_AUTO_RELEASE_CRON, every 10 minutes by default).
  const deadlines = defineJob<Record<string, never>>({
    name: 'orders.dispute-deadlines',
    title: 'Remind and escalate unanswered disputes',
    handler: () => enforceDisputeDeadlines(ledger, appOrderOutlets(app, env).notifier),
  });
  app.jobs.register(deadlines);
  await app.jobs.schedule(deadlines, { timing: { cron: env.ORDER_AUTO_RELEASE_CRON }, payload: {} });

  app.post(
    '/api/orders/:id/dispute',
    { schema: { tags, params: idParams, body: disputeInputSchema, response: { 201: orderDisputeSchema } } },
    async (request, reply) =>
      reply.status(201).send(await disputes.open(await orderParty(request), request.params.id, request.body)),
  );

  app.get(
    '/api/orders/:id/dispute',
    { schema: { tags, params: idParams, response: { 200: orderDisputeResultSchema } } },
    async (request) => disputes.forOrder(await orderParty(request), request.params.id),
  );

  // The dispute as a conversation (issue 37): the buyer and the seller read and write its thread while it is open.
  app.get(
    '/api/orders/:id/dispute/messages',
    { schema: { tags, params: idParams, response: { 200: disputeThreadSchema } } },
    async (request) => disputes.thread(await orderParty(request), request.params.id),
  );

  // A message, with up to five evidence files (multipart `message` + `files`, checked like delivered work), or JSON.
  app.post(
    '/api/orders/:id/dispute/messages',
    { config: { acceptsUploads: true }, schema: { tags, params: idParams, response: { 201: disputeMessageSchema } } },
    async (request, reply) => {
      const party = await orderParty(request);
      const { input, files } = await readDisputeMessage(request);
      return reply.status(201).send(await disputes.post(party, request.params.id, input, files));
    },
  );

  app.get('/api/orders/:id/dispute/files/:fileId', { schema: { tags, params: fileParams } }, async (request, reply) => {
    const { file, body } = await disputes.file(await orderParty(request), request.params.id, request.params.fileId);
    return sendEvidence(reply, file, body);
  });

  app.get('/api/orders/:id/receipt.pdf', { schema: { tags, params: idParams } }, async (request, reply) => {
    const party = await orderParty(request);
    const order = isUuid(request.params.id) ? await orders.findForParticipant(request.params.id, party) : null;
    // Only a paid order has a receipt; anyone but its two parties gets the same 404 as a missing order.
    if (!order || order.paymentStatus === 'unpaid' || order.amountCents === null) throw notFound('Order');
    requireSide(order, party);
    const pdf = await renderOrderReceiptPdf(order, await ledger.refundedCents(order.id));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="receipt-${order.id.slice(0, 8)}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
