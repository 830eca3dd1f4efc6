import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A Fastify instance after `withTypeProvider<ZodTypeProvider>()`, as every route file has it. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type User = Awaited<ReturnType<FastifyRequest['requireUser']>>;

/** The `:id` of an item route. */
export const idParams = z.object({ id: z.string().max(64) });

export interface CrudResource<Item extends z.ZodType, Input extends z.ZodType, Query extends z.ZodType, List extends z.ZodType> {
  /** The collection's path; the item routes are `${base}/:id`. */
  base: string;
  tags: string[];
  /** One item, as create, get and update answer it. */
  item: Item;
  /** The body of create and update. */
  input: Input;
  /** The list's querystring (none when left out). */
  query?: Query;
  /** The list's answer: by default an array of items (a cursor page passes its page schema). */
  list?: List;
}

/** The operations to serve; each is called with the signed-in user (401 without one). */
export interface CrudHandlers<Item extends z.ZodType, Input extends z.ZodType, Query extends z.ZodType, List extends z.ZodType> {
  list?: (user: User, query: z.output<Query>) => Promise<z.output<List>>;
  create?: (user: User, input: z.output<Input>) => Promise<z.output<Item>>;
  get?: (user: User, id: string) => Promise<z.output<Item>>;
  update?: (user: User, id: string, input: z.output<Input>) => Promise<z.output<Item>>;
  remove?: (user: User, id: string) => Promise<unknown>;
}

/**
 * Registers the usual routes of a seller's resource: GET base → 200 list, POST base → 201 item,
 * GET base/:id → 200 item, PUT base/:id → 200 item, DELETE base/:id → 204. Only the handlers given are
 * registered, so a resource adds its own extra routes (or a differently shaped one) next to these.
 */
export function crudRoutes<
  Item extends z.ZodType,
  Input extends z.ZodType,
  Query extends z.ZodType = z.ZodUndefined,
  List extends z.ZodType = z.ZodArray<Item>,
>(app: ZodApp, resource: CrudResource<Item, Input, Query, List>, handlers: CrudHandlers<Item, Input, Query, List>): void {
  const { base, tags, item, input, query } = resource;
  const { list, create, get, update, remove } = handlers;
  const itemPath = `${base}/:id`;
  // The schemas validate each request before a handler runs, so the values below have the types the handlers
  // declare; Fastify cannot follow generic schemas to infer them, hence the untyped instance and the casts.
  const routes = app as unknown as FastifyInstance;
  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof idParams>).id;
  const options = (schema: FastifySchema) => ({ schema });

  if (list) {
    const response = { 200: resource.list ?? z.array(item) };
    const schema = query ? { tags, querystring: query, response } : { tags, response };
    routes.get(base, options(schema), async (request) => list(await request.requireUser(), request.query as z.output<Query>));
  }
  if (create) {
    routes.post(base, options({ tags, body: input, response: { 201: item } }), async (request, reply) =>
      reply.status(201).send(await create(await request.requireUser(), request.body as z.output<Input>)),
    );
  }
  if (get) {
    routes.get(itemPath, options({ tags, params: idParams, response: { 200: item } }), async (request) =>
      get(await request.requireUser(), idOf(request)),
    );
  }
  if (update) {
    routes.put(itemPath, options({ tags, params: idParams, body: input, response: { 200: item } }), async (request) =>
      update(await request.requireUser(), idOf(request), request.body as z.output<Input>),
    );
  }
  if (remove) {
    routes.delete(itemPath, options({ tags, params: idParams }), async (request, reply) => {
      await remove(await request.requireUser(), idOf(request));
      return reply.status(204).send();
    });
  }
}

/** A service with the usual method names for one item. */
export interface RecordService<Item, Input> {
  get(user: User, id: string): Promise<Item>;
  create(user: User, input: Input): Promise<Item>;
  update(user: User, id: string, input: Input): Promise<Item>;
  delete(user: User, id: string): Promise<unknown>;
}

/** POST base → 201, GET, PUT base/:id → 200 and DELETE base/:id → 204, straight to the service's methods. */
export function recordRoutes<Item extends z.ZodType, Input extends z.ZodType>(
  app: ZodApp,
  resource: CrudResource<Item, Input, z.ZodUndefined, z.ZodArray<Item>>,
  service: RecordService<z.output<Item>, z.output<Input>>,
): void {
  crudRoutes(app, resource, {
    create: (user, input) => service.create(user, input),
    get: (user, id) => service.get(user, id),
    update: (user, id, input) => service.update(user, id, input),
    remove: (user, id) => service.delete(user, id),
  });
}

/** A service whose list pages by cursor (the query's `cursor` and `limit`); `delete` where items can go. */
export interface PagedRecordService<Item, Input, Page> {
  list(user: User, cursor: string | undefined, limit: number): Promise<Page>;
  create(user: User, input: Input): Promise<Item>;
  get(user: User, id: string): Promise<Item>;
  delete?(user: User, id: string): Promise<unknown>;
}

type PageQuery = z.ZodType<{ cursor?: string; limit: number }>;

/** The cursor-paged resources: POST → 201, GET (?cursor, ?limit) → 200 page, GET /:id → 200, DELETE /:id → 204. */
export function pagedRecordRoutes<
  Item extends z.ZodType,
  Input extends z.ZodType,
  Query extends PageQuery,
  Page extends z.ZodType,
>(
  app: ZodApp,
  resource: CrudResource<Item, Input, Query, Page> & { query: Query; list: Page },
  service: PagedRecordService<z.output<Item>, z.output<Input>, z.output<Page>>,
): void {
  crudRoutes<Item, Input, Query, Page>(app, resource, {
    create: (user, input) => service.create(user, input),
    list: (user, query) => service.list(user, query.cursor, query.limit),
    get: (user, id) => service.get(user, id),
    remove: service.delete?.bind(service),
  });
}
