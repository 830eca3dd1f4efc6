import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, rateLimited } from './app-error';
import { withRetryAfter } from './long-running-routes';

describe('withRetryAfter', () => {
  it('answers a 429 with Retry-After, other errors and results untouched', async () => {
    const app = Fastify();
    app.get('/limited', async (_request, reply) =>
      withRetryAfter(reply, async () => Promise.reject(rateLimited('Slow down.', 90, { retryAfterSeconds: 90 }))),
    );
    app.get('/broken', async (_request, reply) =>
      withRetryAfter(reply, async () => Promise.reject(new AppError('not_found', 404, 'Gone'))),
    );
    app.get('/fine', async (_request, reply) => withRetryAfter(reply, async () => ({ ok: true })));

    const limited = await app.inject({ url: '/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('90');
    const broken = await app.inject({ url: '/broken' });
    expect(broken.statusCode).toBe(404);
    expect(broken.headers['retry-after']).toBeUndefined();
    expect((await app.inject({ url: '/fine' })).json()).toEqual({ ok: true });
    await app.close();
  });
});
