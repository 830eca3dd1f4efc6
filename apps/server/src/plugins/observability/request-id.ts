import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
// A proxy's or client's id is kept when it looks like an id (uuid, ulid, hex, dashes); anything else could
// carry log-injection text or be unbounded, so it is replaced.
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when well-formed, else a fresh UUID. Logged as reqId. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTED_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/** Echoes the request id on every response (errors, 404s, uploads, the socket handshake) so a report can quote it. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
