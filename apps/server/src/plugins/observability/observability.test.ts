import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

describeEachDatabase(
  'observability: request ids, /metrics, liveness and readiness',
  (t) => {
    it("answers every request with an id: a fresh UUID, or the caller's when it looks like an id", async () => {
      const fresh = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const kept = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'edge-7f3a9c21:01' } });
      expect(kept.statusCode).toBe(404);
      expect(kept.headers['x-request-id']).toBe('edge-7f3a9c21:01');
      // Log-injection text or an unbounded value is replaced, never echoed.
      const replaced = await t.app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': 'bad id\nwith newline' },
      });
      expect(replaced.headers['x-request-id']).not.toContain('bad');
    });

    it("serves /metrics only with the token, in Prometheus text with the issue's series", async () => {
      await t.app.inject({ method: 'GET', url: '/api/health' });
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(404);
      const scraped = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.headers['content-type']).toContain('text/plain');
      expect(scraped.body).toContain(
        'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status_code="200"}',
      );
      for (const series of [
        'realtime_sockets',
        'realtime_channels',
        'job_queue_depth',
        'mail_outbox_pending',
        'nodejs_eventloop_lag_seconds',
      ]) {
        expect(scraped.body).toContain(series);
      }
    });

    it('without a token, answers only a direct request from a private address', async () => {
      const app = await t.buildApp({ METRICS_TOKEN: undefined });
      expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.7' })).statusCode).toBe(404);
      const proxied = await app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect(proxied.statusCode).toBe(404);
    });

    it('separates liveness (no database) from readiness (database and realtime listener)', async () => {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.json()).toEqual({ status: 'ok', database: 'ok', realtime: 'ok' });
      const original = t.database.ping;
      t.database.ping = async () => {
        throw new Error('connection refused');
      };
      try {
        const down = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(down.statusCode).toBe(503);
        expect(down.json()).toEqual({ status: 'error', database: 'error', realtime: 'ok' });
        expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      } finally {
        t.database.ping = original;
      }
    });
  },
  { env: { METRICS_TOKEN: TOKEN } },
);
