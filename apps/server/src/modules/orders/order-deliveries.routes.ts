import {
  DELIVERY_MAX_FILE_BYTES,
  DELIVERY_MAX_FILES,
  deliveryInputSchema,
  EMPTY_DELIVERY,
  orderDeliveriesSchema,
  revisionInputSchema,
} from '@proclub/contracts/order-deliveries';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error';
import { idParams } from '../../lib/crud-routes';
import { OrderDeliveriesRepository } from './order-deliveries.repository';
import { OrderDeliveriesService } from './order-deliveries.service';
import { type CheckedFile, checkDeliveryFile, deliveryFileTooLarge, tooManyDeliveryFiles } from './order-delivery-files';
import type { OrderEventOutlets } from './order-events';
import { orderParty, sellerParty } from './order-party';
import { OrdersRepository } from './orders.repository';

const fileParams = z.object({ id: z.string().max(64), fileId: z.string().max(64) });

/**
 * A delivery form: multipart with a `message` field and up to five `files`, or JSON `{ message }` (no files). Every
 * file is buffered and checked (size, magic bytes) before anything is stored.
 */
export async function readDeliveryForm(request: FastifyRequest): Promise<{ message: unknown; files: CheckedFile[] }> {
  if (!request.isMultipart()) return { message: (request.body as { message?: unknown } | null)?.message, files: [] };
  let message: unknown;
  const files: CheckedFile[] = [];
  try {
    for await (const part of request.parts({
      limits: { files: DELIVERY_MAX_FILES + 1, fileSize: DELIVERY_MAX_FILE_BYTES + 1, fields: 5 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') throw badRequest(part.fieldname, `${part.fieldname}: unexpected file field (use files)`);
        if (files.length >= DELIVERY_MAX_FILES) throw tooManyDeliveryFiles();
        const buffer = await part.toBuffer();
        if (part.file.truncated || buffer.length > DELIVERY_MAX_FILE_BYTES) throw deliveryFileTooLarge();
        files.push(await checkDeliveryFile(buffer, part.filename));
      } else if (part.fieldname === 'message') message = part.value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw tooManyDeliveryFiles();
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw deliveryFileTooLarge();
    throw error;
  }
  return { message, files };
}

export function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message }));
  throw new AppError('validation_error', 400, `${fields[0].field}: ${fields[0].message}`, { fields });
}

/** RFC 6266: a plain ASCII fallback and the exact UTF-8 name. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|[\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Deliveries with files, revision requests and the parties' downloads (ADR 027). */
export async function orderDeliveriesRoutes(instance: FastifyInstance, options: { outlets: OrderEventOutlets }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const service = new OrderDeliveriesService(
    new OrdersRepository(db),
    new OrderDeliveriesRepository(db),
    app.storage,
    options.outlets,
  );
  const tags = ['orders'];

  app.get(
    '/api/orders/:id/deliveries',
    { schema: { tags, params: idParams, response: { 200: orderDeliveriesSchema } } },
    async (request) => service.list(await orderParty(request), request.params.id),
  );

  app.post(
    '/api/orders/:id/deliveries',
    {
      config: { acceptsUploads: true, workspace: 'listings' },
      schema: { tags, params: idParams, response: { 201: orderDeliveriesSchema } },
    },
    async (request, reply) => {
      const party = await sellerParty(request);
      const form = await readDeliveryForm(request);
      const { message } = parseOrThrow(deliveryInputSchema, { message: form.message ?? '' });
      if (!message && form.files.length === 0) throw badRequest('message', EMPTY_DELIVERY);
      return reply.status(201).send(await service.deliver(party, request.params.id, message, form.files));
    },
  );

  app.post(
    '/api/orders/:id/revisions',
    { schema: { tags, params: idParams, body: revisionInputSchema, response: { 201: orderDeliveriesSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.requestRevision(await orderParty(request), request.params.id, request.body.message)),
  );

  app.get('/api/orders/:id/files/:fileId', { schema: { tags, params: fileParams } }, async (request, reply) => {
    const { file, body } = await service.file(await orderParty(request), request.params.id, request.params.fileId);
    return reply
      .header('content-disposition', attachment(file.name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .type(file.contentType)
      .send(body);
  });
}
