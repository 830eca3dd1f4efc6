import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { idParams, type ZodApp } from './crud-routes';

type User = Awaited<ReturnType<FastifyRequest['requireUser']>>;

/** One action on an item (POST `…/:id/<action>`): what it answers and what it does for the signed-in user. */
export interface ItemAction {
  response: z.ZodType;
  run: (user: User, id: string) => Promise<unknown>;
  /** Answers 201 instead of 200: the action creates something (accepting an offer places an order). */
  created?: boolean;
  /** Only for a user whose email is verified (the action mails someone in the user's name). */
  verified?: boolean;
}

/** An action whose `run` resolves to what its `response` describes (checked here, where the types are known). */
export function itemAction<Response extends z.ZodType>(
  response: Response,
  run: (user: User, id: string) => Promise<z.output<Response>>,
  options: Pick<ItemAction, 'created' | 'verified'> = {},
): ItemAction {
  return { response, run, ...options };
}

/** Registers POST `${base}/:id/${name}` for each action; 401 without a signed-in user, as every route of an item. */
export function itemActionRoutes(app: ZodApp, base: string, tags: string[], actions: Record<string, ItemAction>): void {
  // Fastify cannot infer from a schema chosen at run time; the params schema makes `request.params.id` a string.
  const routes = app as unknown as FastifyInstance;
  for (const [name, action] of Object.entries(actions)) {
    const status = action.created ? 201 : 200;
    const schema = { tags, params: idParams, response: { [status]: action.response } };
    routes.post(`${base}/:id/${name}`, { schema }, async (request, reply) => {
      const user = action.verified ? await request.requireVerifiedUser() : await request.requireUser();
      return reply.status(status).send(await action.run(user, (request.params as z.output<typeof idParams>).id));
    });
  }
}
