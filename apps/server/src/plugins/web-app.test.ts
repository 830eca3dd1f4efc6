import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { serviceForm, validService } from '../modules/services/services.test-helpers';
import { describeEachDatabase } from '../test/test-app';
import { userWithRole } from '../test/test-users';

describeEachDatabase('web app serving', (t) => {
  let dist: string;
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'proclub-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(dist, 'landing.html'), '<!doctype html><div id="root" data-prerendered="">Landing</div>');
    await fs.writeFile(path.join(dist, 'auth.html'), '<!doctype html><div id="root" data-prerendered="">Welcome</div>');
    await fs.writeFile(path.join(dist, 'prerendered.json'), JSON.stringify({ '/': 'landing.html', '/auth': 'auth.html' }));
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    app = await t.buildApp({ WEB_DIST_DIR: dist });
  });

  it('serves index.html for / and client-side routes, never cached', async () => {
    for (const url of ['/', '/browse', '/crm?tab=projects']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a path that is no page of the app with the app under a real 404 status', async () => {
    for (const url of ['/no-such-page', '/service/abc/extra', '/sitemap.html']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toBe('<!doctype html><div id="root"></div>');
    }
    for (const url of ['/browse', '/hub/audits/', '/crm?tab=projects']) expect((await get(url)).statusCode, url).toBe(200);
  });

  it('answers a record page with 404 when its record does not exist or this visitor may not see it', async () => {
    const seller = await userWithRole(app, 'vendor');
    const created = await seller.client.post('/api/services', undefined, serviceForm(validService));
    const serviceId = created.json().id as string;
    expect((await get(`/service/${serviceId}`)).statusCode).toBe(200);
    expect((await get(`/sellers/${seller.id}`)).statusCode).toBe(200);
    for (const url of [
      '/service/abc',
      `/service/${crypto.randomUUID()}`,
      `/sellers/${crypto.randomUUID()}`,
      '/report/tok?x=1',
      '/proposal/nope',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe('<!doctype html><div id="root"></div>');
    }
    // A browser revalidating the index.html it already has still gets the whole page with the 404.
    const first = await get(`/service/${serviceId}`);
    const revalidated = await app.inject({
      method: 'GET',
      url: `/service/${crypto.randomUUID()}`,
      headers: { 'if-none-match': String(first.headers.etag), 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(revalidated.statusCode).toBe(404);
    expect(revalidated.body).toBe('<!doctype html><div id="root"></div>');
    // An inactive service is its owner's page and nobody else's.
    await seller.client.patch(`/api/services/${serviceId}/status`, { isActive: false });
    expect((await get(`/service/${serviceId}`)).statusCode).toBe(404);
    expect((await seller.client.get(`/service/${serviceId}`)).statusCode).toBe(200);
  });

  it('answers / and /auth with their pre-rendered pages and every other route with the empty shell', async () => {
    expect((await get('/')).body).toContain('Landing');
    expect((await get('/auth?tab=sign-up')).body).toContain('Welcome');
    for (const url of ['/browse', '/dashboard', '/authx'])
      expect((await get(url)).body).toBe('<!doctype html><div id="root"></div>');
  });

  it('serves hashed assets immutable, and 404s (not HTML) for missing assets, API routes and uploads', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/assets/missing.js', '/api/nope', '/uploads/a/b.webp']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('serves a file written after start (a rebuild under a running server)', async () => {
    await fs.writeFile(path.join(dist, 'assets', 'app-new456.js'), 'console.log(2)');
    const response = await get('/assets/app-new456.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(2)');
  });
});
