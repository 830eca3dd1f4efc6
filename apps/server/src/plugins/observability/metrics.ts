import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { jobQueueDepth, pendingOutboxMails } from './queue-depth.repository';

// Process metrics (CPU, memory, event-loop lag, GC) are per process, not per app: tests build many apps in one
// process, and each collectDefaultMetrics call would start its own event-loop monitor.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Without a token, /metrics answers only a direct request from loopback or a private network (a scraper). */
function fromPrivateNetworkDirectly(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] || request.headers.forwarded) return false;
  const address = request.socket.remoteAddress;
  if (!address || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return ['loopback', 'private', 'uniqueLocal', 'linkLocal'].includes(parsed.range());
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at GET /metrics (ADR 020): HTTP latency per route, the DB pool, realtime sockets and
 * channels, job queue and outbox depth, and the process. Guarded by METRICS_TOKEN (Bearer) or, without one,
 * answered only to direct private-network requests; anything else gets the plain 404 of an unknown route.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { token?: string }) => {
    const registry = new Registry();
    const httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const pool = app.database.pool;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting requests)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'realtime_sockets',
      help: 'Open realtime sockets on this instance',
      registers: [registry],
      collect() {
        this.set(app.realtime.connectionCount());
      },
    });
    new Gauge({
      name: 'realtime_channels',
      help: 'Channels with at least one subscriber on this instance',
      registers: [registry],
      collect() {
        this.set(app.realtime.channelCount());
      },
    });
    new Gauge({
      name: 'realtime_listener_connected',
      help: "1 when the instance receives other instances' events (LISTEN connection up, or in-process bus)",
      registers: [registry],
      collect() {
        this.set(app.realtime.listening() ? 1 : 0);
      },
    });
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs waiting or running, by queue and state (shared by every instance)',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await jobQueueDepth(app.database.db).catch(() => [])) {
          this.set({ queue: row.queue, state: row.state }, row.count);
        }
      },
    });
    new Gauge({
      name: 'mail_outbox_pending',
      help: 'Mails waiting for SMTP delivery (shared by every instance)',
      registers: [registry],
      async collect() {
        const pending = await pendingOutboxMails(app.database.db).catch(() => null);
        if (pending !== null) this.set(pending);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, never the raw URL: ids in paths would make one series per id.
      const route = request.routeOptions.url ?? 'unmatched';
      httpDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const allowed = options.token
        ? tokenMatches(request.headers.authorization, options.token)
        : fromPrivateNetworkDirectly(request);
      if (!allowed) return reply.callNotFound();
      const merged = Registry.merge([processMetrics(), registry]);
      reply.header('cache-control', 'no-store');
      return reply.type(merged.contentType).send(await merged.metrics());
    });
  },
  { name: 'metrics', dependencies: ['db', 'realtime'] },
);
