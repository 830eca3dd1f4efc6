import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app';

describeEachDatabase('security headers and surface', (t) => {
  const directive = (csp: string, name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));

  it('over plain http: no HSTS, and connect-src is our own origin and its WebSocket twin only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const connect = directive(String(response.headers['content-security-policy']), 'connect-src');
    expect(connect).toBe("connect-src 'self' ws://localhost:3000 ws://127.0.0.1:3000");
  });

  it('with an https APP_URL in production: HSTS, and connect-src names only that origin', async () => {
    const app = await t.buildApp({ NODE_ENV: 'production', APP_URL: 'https://proclub.example.com' });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    const csp = String(response.headers['content-security-policy']);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' wss://proclub.example.com");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('serves /api/docs outside production, not in production unless API_DOCS=true', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const production = await t.buildApp({ NODE_ENV: 'production' });
    expect((await production.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    expect((await production.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    const enabled = await t.buildApp({ NODE_ENV: 'production', API_DOCS: 'true' });
    expect((await enabled.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
