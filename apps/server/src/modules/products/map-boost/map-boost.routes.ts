import { mapPageInputSchema, mapPagePublishSchema, mapPageSchema } from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../../config/env';
import { idParams } from '../../../lib/crud-routes';
import { publicOrigin } from '../../../lib/trusted-origins';
import { ProductClientsRepository } from '../product-clients.repository';
import { MapBoostRepository } from './map-boost.repository';
import { MapBoostService } from './map-boost.service';
import { renderMapPage, renderNotFoundPage } from './map-page-html';

const serviceOf = (app: FastifyInstance) =>
  new MapBoostService(new MapBoostRepository(app.database.db), new ProductClientsRepository(app.database.db));

/** /api/products/map-boost/pages: the seller's directory pages (create, edit, publish, delete). */
export async function mapBoostRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = serviceOf(app);
  const tags = ['products'];

  app.get(
    '/api/products/map-boost/pages',
    { config: { workspace: 'client_work' }, schema: { tags, response: { 200: z.array(mapPageSchema) } } },
    async (request) => service.list((await request.workspace()).id),
  );

  app.post(
    '/api/products/map-boost/pages',
    { config: { workspace: 'client_work' }, schema: { tags, body: mapPageInputSchema, response: { 201: mapPageSchema } } },
    async (request, reply) => reply.status(201).send(await service.create((await request.workspace()).id, request.body)),
  );

  app.get(
    '/api/products/map-boost/pages/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: mapPageSchema } } },
    async (request) => service.get((await request.workspace()).id, request.params.id),
  );

  app.put(
    '/api/products/map-boost/pages/:id',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: mapPageInputSchema, response: { 200: mapPageSchema } },
    },
    async (request) => service.update((await request.workspace()).id, request.params.id, request.body),
  );

  app.delete(
    '/api/products/map-boost/pages/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await service.delete((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/products/map-boost/pages/:id/publish',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: mapPagePublishSchema, response: { 200: mapPageSchema } },
    },
    async (request) => service.setPublished((await request.workspace()).id, request.params.id, request.body.published),
  );
}

const PUBLIC_ENTRY_PAGES = ['/', '/browse', '/membership'];

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * GET /sitemap.xml, and GET /d/{slug}: the public directory page, rendered here as HTML (no JavaScript). Registered as its own
 * route so the SPA fallback never answers it. Unpublished pages: noindex and only with ?preview=token or
 * to the signed-in owner; otherwise the same 404 as an unknown slug.
 */
export async function mapBoostPublicRoutes(instance: FastifyInstance, { env }: { env: Env }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = serviceOf(app);
  // Lenient: a malformed preview value is just a wrong key (404), never a JSON error on a public page.
  const query = z.object({ preview: z.unknown().optional() });

  // The public pages a search engine should find: the entry pages and every published directory page (which
  // nothing else links to).
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = publicOrigin(env, request);
    const pages = await service.publishedPages();
    const entries = [
      ...PUBLIC_ENTRY_PAGES.map((path) => `<url><loc>${xmlText(origin + path)}</loc></url>`),
      ...pages.map(
        (page) =>
          `<url><loc>${xmlText(`${origin}/d/${page.slug}`)}</loc><lastmod>${page.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
      );
  });

  app.get(
    '/d/:slug',
    { schema: { hide: true, params: z.object({ slug: z.string() }), querystring: query } },
    async (request, reply) => {
      const viewer = await request.currentUser().catch(() => null);
      const previewToken = typeof request.query.preview === 'string' ? request.query.preview : undefined;
      const found = await service.publicPage(request.params.slug, previewToken, viewer);
      reply.header('content-type', 'text/html; charset=utf-8');
      if (!found) {
        return reply.status(404).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(renderNotFoundPage());
      }
      const { page, preview } = found;
      const origin = publicOrigin(env, request);
      const html = renderMapPage(
        { ...page, published: page.publishedAt !== null, hours: page.hours },
        { pageUrl: `${origin}/d/${page.slug}`, preview },
      );
      if (preview) reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'private, no-store');
      else reply.header('cache-control', 'public, max-age=60');
      return reply.send(html);
    },
  );
}
