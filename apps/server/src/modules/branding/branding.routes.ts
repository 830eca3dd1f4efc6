import {
  brandInputSchema,
  brandSettingsSchema,
  customDomainSchema,
  domainInputSchema,
  hostBrandSchema,
  LOGO_MAX_BYTES,
  portalEntrySchema,
} from '@proclub/contracts/branding';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUrl as appUrlOf } from '../../config/app-origin';
import type { Env } from '../../config/env';
import { badRequest, notFound } from '../../lib/app-error';
import { idParams } from '../../lib/crud-routes';
import { appOrigins } from '../../lib/trusted-origins';
import { agencyBrand, workspaceOfHost } from './agency-brand';
import { BrandingRepository } from './branding.repository';
import { BrandingService } from './branding.service';
import { type DomainVerifier, domainVerifierFor } from './domain-verifier';

const hostOf = (value: string) => value.toLowerCase().replace(/:\d+$/, '');

/**
 * Workspace branding (issue 33, ADR 051): the brand in workspace settings (action `settings`), the logo served
 * publicly, the portal entry by slug or by custom host, the custom domains and the `ask` endpoint Caddy's on-demand
 * TLS calls. Registered with fastify-plugin: its `/` hook sends a verified custom host to the agency's portal entry.
 */
export const brandingPlugin = fp(
  async (instance: FastifyInstance, { env, verifier }: { env: Env; verifier?: DomainVerifier }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const db = app.database.db;
    const repository = new BrandingRepository(db);
    const service = new BrandingService(db, repository, app.storage, verifier ?? domainVerifierFor(env), appUrlOf(env));
    const appHosts = appOrigins(env).map((origin) => new URL(origin).hostname);
    const tags = ['branding'];

    /** The workspace a request's Host belongs to: a verified custom domain, never the app's own hosts. */
    const customHostWorkspace = async (host: string | undefined) => {
      const name = host ? hostOf(host) : '';
      if (!name || appHosts.includes(name)) return null;
      return workspaceOfHost(db, name);
    };

    // A verified custom domain's home page is the agency's portal entry (ADR 051).
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || request.url !== '/') return;
      const workspaceId = await customHostWorkspace(request.headers.host);
      if (!workspaceId) return;
      const brand = await agencyBrand(db, workspaceId);
      return reply.redirect(brand.slug ? `/p/${brand.slug}` : '/p', 302);
    });

    app.get(
      '/api/branding',
      { config: { workspace: 'settings' }, schema: { tags, response: { 200: brandSettingsSchema } } },
      async (request) => service.settings((await request.workspace()).id),
    );

    app.put(
      '/api/branding',
      { config: { workspace: 'settings' }, schema: { tags, body: brandInputSchema, response: { 200: brandSettingsSchema } } },
      async (request) => service.update((await request.workspace()).id, request.body),
    );

    app.put(
      '/api/branding/logo',
      { config: { workspace: 'settings', acceptsUploads: true }, schema: { tags, response: { 200: brandSettingsSchema } } },
      async (request) => {
        const { id } = await request.workspace();
        const file = await request.file({ limits: { fileSize: LOGO_MAX_BYTES + 1, files: 1 }, throwFileSizeLimit: false });
        if (!file) throw badRequest('logo', 'logo: choose an image to upload');
        const buffer = await file.toBuffer();
        return service.replaceLogo(id, buffer, file.file.truncated);
      },
    );

    app.delete(
      '/api/branding/logo',
      { config: { workspace: 'settings' }, schema: { tags, response: { 200: brandSettingsSchema } } },
      async (request) => service.removeLogo((await request.workspace()).id),
    );

    app.post(
      '/api/branding/domains',
      { config: { workspace: 'settings' }, schema: { tags, body: domainInputSchema, response: { 201: customDomainSchema } } },
      async (request, reply) =>
        reply.status(201).send(await service.addDomain((await request.workspace()).id, request.body.domain, appHosts)),
    );

    app.post(
      '/api/branding/domains/:id/verify',
      { config: { workspace: 'settings' }, schema: { tags, params: idParams, response: { 200: customDomainSchema } } },
      async (request) => service.verifyDomain((await request.workspace()).id, request.params.id),
    );

    app.delete(
      '/api/branding/domains/:id',
      { config: { workspace: 'settings' }, schema: { tags, params: idParams } },
      async (request, reply) => {
        await service.removeDomain((await request.workspace()).id, request.params.id);
        return reply.status(204).send();
      },
    );

    // --- public -----------------------------------------------------------------------------------------------

    app.get(
      '/api/public/brand-logos/:file',
      { schema: { tags: ['public'], params: z.object({ file: z.string().max(64) }) } },
      async (request, reply) => {
        const bytes = await service.logo(request.params.file);
        // A new file name per upload, so it may be cached for long.
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .send(bytes);
      },
    );

    app.get(
      '/api/public/portals/:slug',
      { schema: { tags: ['public'], params: z.object({ slug: z.string().max(64) }), response: { 200: portalEntrySchema } } },
      async (request) => {
        const row = await repository.bySlug(request.params.slug.toLowerCase());
        if (!row) throw notFound('Portal');
        return { slug: row.slug, brand: await agencyBrand(db, row.workspaceId) };
      },
    );

    app.get('/api/public/host-brand', { schema: { tags: ['public'], response: { 200: hostBrandSchema } } }, async (request) => {
      const workspaceId = await customHostWorkspace(request.headers.host);
      if (!workspaceId) return { portal: null };
      const brand = await agencyBrand(db, workspaceId);
      return { portal: { slug: brand.slug, brand } };
    });

    // Caddy's on-demand TLS asks before getting a certificate for a host: yes only for verified custom domains.
    app.get(
      '/api/public/tls-ask',
      { schema: { tags: ['public'], querystring: z.object({ domain: z.string().max(253).default('') }) } },
      async (request, reply) => {
        const workspaceId = await customHostWorkspace(request.query.domain);
        return reply.status(workspaceId ? 200 : 404).send(workspaceId ? 'ok' : 'unknown domain');
      },
    );
  },
  { name: 'branding' },
);
