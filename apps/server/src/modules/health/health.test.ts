import { expect, it } from 'vitest';
import { ApiClient, describeEachDatabase, type ErrorBody } from '../../test/test-app';

describeEachDatabase('health, docs and the shared HTTP contract', (t) => {
  it('GET /api/health answers ok after querying the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    // No engine name for the public.
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.body).not.toMatch(/pglite|postgres/i);
  });

  it('GET /api/health answers 503 with status error when the database is unreachable', async () => {
    const app = await t.buildApp();
    const original = t.database.ping;
    t.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'error' });
    } finally {
      t.database.ping = original;
    }
  });

  it('serves the OpenAPI document at /api/docs/json listing the profile routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/me', '/api/profile/setup', '/api/profile']),
    );
  });

  it('serves the API reference page at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    // swagger-ui may redirect /api/docs to /api/docs/ or answer directly.
    const page =
      response.statusCode === 302 ? await t.app.inject({ method: 'GET', url: response.headers.location as string }) : response;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers an unknown /api route with 404 in the one error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json() as ErrorBody;
    expect(body).toEqual({ error: { code: 'not_found', message: expect.stringContaining('/api/does-not-exist') } });
    expect(body.error.message).not.toContain('x=1');
  });

  it('answers malformed JSON with 400 in the one error shape', async () => {
    const client = new ApiClient(t.app);
    const response = await client.patch('/api/profile', '{"fullName": ', { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body.error.code).toEqual(expect.any(String));
    expect(body.error.message).toEqual(expect.any(String));
  });

  it('sends a Content-Security-Policy and the other security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBeDefined();
  });
});
