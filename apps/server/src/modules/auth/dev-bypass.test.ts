import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { ApiClient, describeEachDatabase, type ErrorBody } from '../../test/test-app';
import { DEV_BYPASS_EMAIL } from './dev-bypass.routes';

describeEachDatabase('auth: development sign-in bypass', (t) => {
  let development: FastifyInstance;
  let production: FastifyInstance;

  beforeAll(async () => {
    development = await t.buildApp({ NODE_ENV: 'development' });
    production = await t.buildApp({ NODE_ENV: 'production' });
  });

  it('does not exist in production: 404 even from loopback', async () => {
    const response = await new ApiClient(production).post('/api/dev/bypass-sign-in', {}, { remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(404);
    expect((response.json() as ErrorBody).error.code).toBe('not_found');
  });

  it('does not exist when NODE_ENV=test either (only development)', async () => {
    const response = await new ApiClient(t.app).post('/api/dev/bypass-sign-in', {}, { remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(404);
  });

  it('in development, refuses a request from a non-loopback address with 403', async () => {
    for (const remoteAddress of ['192.168.1.20', '10.0.0.5', '203.0.113.9', '::ffff:192.168.1.20']) {
      const client = new ApiClient(development);
      const response = await client.post('/api/dev/bypass-sign-in', {}, { remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(403);
      expect((response.json() as ErrorBody).error).toEqual({
        code: 'forbidden',
        message: expect.stringMatching(/only from this machine/),
      });
      expect(client.jar.size).toBe(0);
    }
  });

  it('a forwarded header cannot make a remote request look like loopback', async () => {
    const response = await new ApiClient(development).post(
      '/api/dev/bypass-sign-in',
      {},
      {
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', host: 'localhost:3000' },
      },
    );
    expect(response.statusCode).toBe(403);
  });

  it('in development from loopback (IPv4 and IPv6), signs in the dev account with a real session', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1']) {
      const client = new ApiClient(development);
      const response = await client.post('/api/dev/bypass-sign-in', {}, { remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.json()).toMatchObject({ user: { email: DEV_BYPASS_EMAIL } });
      expect(response.body).not.toMatch(/token/i);
      const me = await client.get('/api/me');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ user: { email: DEV_BYPASS_EMAIL }, profile: { fullName: 'Dev User' } });
    }
  });

  it('in development from loopback, refuses a POST from another web page (untrusted Origin)', async () => {
    const response = await new ApiClient(development).post(
      '/api/dev/bypass-sign-in',
      {},
      {
        remoteAddress: '127.0.0.1',
        headers: { origin: 'https://evil.example' },
      },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('This request did not come from the ProClub app, so it was refused.');
  });
});
