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

    const sendPage = (reply: FastifyReply, file: string) => reply.header('cache-control', 'no-cache').sendFile(file);
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

    app.setNotFoundHandler((request, reply) => {
      // Missing API routes, uploads, hashed assets and directory pages (/d/, rendered by the server) are real
      // 404s in JSON. A page path gets the app, which draws the page or its not-found screen; a path that is no
      // page of the app gets that not-found screen under a real 404 status.
      const isFile = ['/api/', '/uploads/', '/assets/', '/d/'].some((prefix) => request.url.startsWith(prefix));
      if (request.method === 'GET' && !isFile && hasBuild) {
        return sendPage(reply.status(isAppRoute(request.url.split('?')[0]) ? 200 : 404), 'index.html');
      }
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` } });
    });
  },
  { name: 'web-app' },
);
