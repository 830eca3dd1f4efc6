import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppRoute } from '@proclub/contracts/app-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * URL → file of the pages the build pre-rendered, from the manifest apps/web/scripts/prerender.mjs writes
 * (empty when a build has none: those URLs then get the plain shell).
 */
function prerenderedPages(distDir: string): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, 'prerendered.json'), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Pages that show one record, with the API resource the page loads. A hard load of such a page answers 404 (with the
 * same app, which draws its not-found screen) when the resource answers 404 for this visitor, so a deleted service
 * or a revoked report link is a real miss for crawlers and monitors.
 */
const RECORD_PAGES: { page: RegExp; resource: (segment: string) => string }[] = [
  { page: /^\/service\/([^/]+)$/, resource: (id) => `/api/services/${id}` },
  { page: /^\/sellers\/([^/]+)$/, resource: (id) => `/api/sellers/${id}` },
  { page: /^\/report\/([^/]+)$/, resource: (token) => `/api/public/reports/${token}` },
  { page: /^\/proposal\/([^/]+)$/, resource: (token) => `/api/public/proposals/${token}` },
];

/**
 * Serves the built React app: hashed assets with long cache headers (pre-compressed .br/.gz made at build),
 * and index.html for every other GET that is not an API or upload path (SPA fallback).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string; origin: (request: FastifyRequest) => string }) => {
    const indexPath = path.join(options.distDir, 'index.html');
    const hasBuild = fs.existsSync(indexPath);
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        preCompressed: true,
        // Look files up per request (not a list made at boot), so a rebuild under a running server is served.
        wildcard: true,
        index: false,
        // Our setHeaders decides caching; the plugin's default would overwrite it with max-age=0.
        cacheControl: false,
        // @fastify/static 10 hands setHeaders the reply (it was the raw response before).
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn(`No web build at ${options.distDir}; only the API is served (run npm run build).`);
    }

    // A miss is sent whole, never as "not modified": a browser revalidating the app's index.html (its ETag from an
    // earlier 200) would otherwise get a bodiless 404 and show its own error page instead of ours.
    const sendPage = (reply: FastifyReply, file: string) =>
      reply.statusCode === 200
        ? reply.header('cache-control', 'no-cache').sendFile(file)
        : reply.header('cache-control', 'no-cache').sendFile(file, { etag: false, lastModified: false });
    if (hasBuild) {
      // Pre-rendered pages paint before the JavaScript loads. '/' is a route either way: the wildcard static
      // route would answer it with a directory refusal.
      const pages = { '/': 'index.html', ...prerenderedPages(options.distDir) };
      for (const [url, file] of Object.entries(pages)) {
        app.get(url, { schema: { hide: true } }, (_request, reply) => sendPage(reply, file));
      }
    }

    // robots.txt names the sitemap by its absolute URL (the sitemap itself lists the public pages).
    app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(`User-agent: *\nAllow: /\n\nSitemap: ${options.origin(request)}/sitemap.xml\n`),
    );

    /** 200 for a page of the app, 404 for any other path or a record page whose record this visitor cannot see. */
    async function pageStatus(request: FastifyRequest, pathname: string): Promise<200 | 404> {
      if (!isAppRoute(pathname)) return 404;
      const record = RECORD_PAGES.map(({ page, resource }) => {
        const match = page.exec(pathname);
        return match ? resource(match[1]) : null;
      }).find(Boolean);
      if (!record) return 200;
      // Asked in-process as this visitor (their cookie), so an owner's inactive service is still their page.
      const answer = await app.inject({ method: 'GET', url: record, headers: { cookie: request.headers.cookie ?? '' } });
      return answer.statusCode === 404 || answer.statusCode === 400 ? 404 : 200;
    }

    app.setNotFoundHandler(async (request, reply) => {
      // Missing API routes, uploads, hashed assets and directory pages (/d/, rendered by the server) are real
      // 404s in JSON. A page path gets the app, which draws the page or its not-found screen; a path that is no
      // page of the app gets that not-found screen under a real 404 status.
      const isFile = ['/api/', '/uploads/', '/assets/', '/d/'].some((prefix) => request.url.startsWith(prefix));
      if (request.method === 'GET' && !isFile && hasBuild) {
        return sendPage(reply.status(await pageStatus(request, request.url.split('?')[0])), 'index.html');
      }
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` } });
    });
  },
  { name: 'web-app' },
);
