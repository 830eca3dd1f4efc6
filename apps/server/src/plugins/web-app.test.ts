import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app';

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
    for (const url of ['/service/abc', '/hub/audits/', '/report/tok?x=1']) expect((await get(url)).statusCode, url).toBe(200);
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
