import { listQuerySchema } from '@proclub/contracts/products';
import type { z } from 'zod';
import { crudRoutes, type ZodApp } from '../../lib/crud-routes';
import type { AuthUser } from '../../plugins/auth';

/** What a product's per-client records offer; update is left out where a record is only re-stated (citations). */
export interface ClientRecordService<Item, Input> {
  list(user: AuthUser, clientId: string | undefined, limit: number): Promise<Item[]>;
  create(user: AuthUser, input: Input): Promise<Item>;
  update?(user: AuthUser, id: string, input: Input): Promise<Item>;
  delete(user: AuthUser, id: string): Promise<void>;
}

/**
 * The routes of a product's per-client records at `base`: GET (?clientId, ?limit) → 200 list, POST → 201,
 * PUT /:id → 200 (when the service updates), DELETE /:id → 204, all tagged products.
 */
export function clientRecordRoutes<Item extends z.ZodType, Input extends z.ZodType>(
  app: ZodApp,
  base: string,
  schemas: { item: Item; input: Input },
  service: ClientRecordService<z.output<Item>, z.output<Input>>,
): void {
  crudRoutes(
    app,
    { base, tags: ['products'], ...schemas, query: listQuerySchema },
    {
      list: (user, query) => service.list(user, query.clientId, query.limit),
      create: (user, input) => service.create(user, input),
      update: service.update?.bind(service),
      remove: (user, id) => service.delete(user, id),
    },
  );
}
