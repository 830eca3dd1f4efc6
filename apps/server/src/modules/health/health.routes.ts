import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Public: says whether the database answers, never which engine it is (that would help an attacker, not a user).
const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) });
const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  realtime: z.enum(['ok', 'error']),
});

export async function healthRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error' as const, database: 'error' as const });
      }
    },
  );

  // Liveness: the process answers. Never touches the database, so an orchestrator does not restart every
  // instance when PostgreSQL blips (readiness takes them out of the load balancer instead).
  app.get('/api/health/live', { schema: { tags: ['health'], response: { 200: liveSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  // Readiness: send traffic here. Needs the database and this instance's realtime link to the others (without
  // it, its sockets would miss other instances' events). While draining, Fastify answers 503 to new requests.
  app.get(
    '/api/health/ready',
    { schema: { tags: ['health'], response: { 200: readySchema, 503: readySchema } } },
    async (request, reply) => {
      const database = await app.database.ping().then(
        () => 'ok' as const,
        (error: unknown) => {
          request.log.warn({ err: error }, 'readiness: database unreachable');
          return 'error' as const;
        },
      );
      const realtime = app.realtime.listening() ? ('ok' as const) : ('error' as const);
      const status = database === 'ok' && realtime === 'ok' ? ('ok' as const) : ('error' as const);
      return reply.status(status === 'ok' ? 200 : 503).send({ status, database, realtime });
    },
  );
}
