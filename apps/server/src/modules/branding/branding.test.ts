import type { BrandSettings, CustomDomain, HostBrand } from '@proclub/contracts/branding';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { realtimeUrl, TestSocket } from '../../test/realtime-client';
import { ApiClient, describeEachDatabase, multipart, type SignedUpUser } from '../../test/test-app';
import { agencyTeam, userWithRole } from '../../test/test-users';
import { put } from '../crm/crm.test-helpers';
import { memberWithRole } from '../membership/membership.test-helpers';
import { PublicBrands } from '../profiles/profiles.public';

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 300, height: 100, channels: 3, background: { r: 15, g: 118, b: 110 } } })
    .png()
    .toBuffer();
});

const uploadLogo = (user: SignedUpUser, content: Buffer | string, filename = 'logo.png', contentType = 'image/png') =>
  user.client.put('/api/branding/logo', multipart([{ name: 'logo', filename, contentType, content }]));
const fieldOf = (response: { json(): unknown }) =>
  (response.json() as { error: { details: { fields: { field: string }[] } } }).error.details.fields[0].field;

describeEachDatabase('branding: the workspace brand, portal address and custom domains (issue 33)', (t) => {
  let agency: SignedUpUser;

  beforeAll(async () => {
    agency = await memberWithRole(t.app, 'agency', ['white_label']);
  });

  it('saves the brand; bad input names the field and saves nothing; only owners and admins may change it', async () => {
    const saved = await put(agency.client, '/api/branding', {
      agencyName: 'Northwind Studio',
      color: '#0F766E',
      supportEmail: 'help@northwind.test',
      slug: 'Northwind',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      agencyName: 'Northwind Studio',
      slug: 'northwind',
      whiteLabel: true,
      preview: { name: 'Northwind Studio', color: '#0F766E', whiteLabel: true, slug: 'northwind' },
    });
    for (const [body, field] of [
      [{ color: 'teal' }, 'color'],
      [{ supportEmail: 'not-an-email' }, 'supportEmail'],
      [{ slug: '-bad-' }, 'slug'],
      [{ slug: 'admin' }, 'slug'],
    ] as const) {
      const refused = await put(agency.client, '/api/branding', body);
      expect(refused.statusCode).toBe(400);
      expect(fieldOf(refused)).toBe(field);
    }
    expect(((await agency.client.get('/api/branding')).json() as BrandSettings).color).toBe('#0F766E');

    // A slug another workspace has: 409 naming it.
    const other = await userWithRole(t.app, 'agency');
    const taken = await put(other.client, '/api/branding', { slug: 'northwind' });
    expect(taken.statusCode).toBe(409);
    expect(fieldOf(taken)).toBe('slug');

    const team = await agencyTeam(t.app);
    expect((await put(team.member.client, '/api/branding', { agencyName: 'Hijack' })).statusCode).toBe(403);
    expect((await put(team.admin.client, '/api/branding', { agencyName: 'Team brand' })).statusCode).toBe(200);
  });

  it('the logo must be an image by its bytes and at most 1 MB (400 naming logo); it is served publicly as PNG', async () => {
    const fake = await uploadLogo(agency, 'GIF89a? no, plain text', 'logo.png');
    expect(fake.statusCode).toBe(400);
    expect(fieldOf(fake)).toBe('logo');
    const huge = await uploadLogo(agency, Buffer.alloc(1024 * 1024 + 10, 1), 'big.png');
    expect(huge.statusCode).toBe(400);
    expect(fieldOf(huge)).toBe('logo');
    expect(((await agency.client.get('/api/branding')).json() as BrandSettings).logoUrl).toBeNull();

    const uploaded = await uploadLogo(agency, png);
    expect(uploaded.statusCode).toBe(200);
    const logoUrl = (uploaded.json() as BrandSettings).logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/public\/brand-logos\/\d+-[0-9a-f]{12}\.png$/);
    expect(logoUrl).not.toContain(agency.id);
    const served = await new ApiClient(t.app).get(logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    // Only a current logo is served: not a guessed name, not a replaced one.
    expect((await new ApiClient(t.app).get('/api/public/brand-logos/1-000000000000.png')).statusCode).toBe(404);
    const replaced = (await uploadLogo(agency, png)).json() as BrandSettings;
    expect(replaced.logoUrl).not.toBe(logoUrl);
    expect((await new ApiClient(t.app).get(logoUrl)).statusCode).toBe(404);
    expect((await new ApiClient(t.app).get(replaced.logoUrl as string)).statusCode).toBe(200);
  });

  it('the brand comes from the workspace: a team workspace that is nobody’s personal one is named by its name', async () => {
    const owner = await userWithRole(t.app, 'agency');
    const created = await owner.client.post('/api/workspaces', { name: 'Blue Harbor Collective' });
    expect(created.statusCode).toBe(201);
    const workspaceId = (created.json() as { id: string }).id;
    const brands = new PublicBrands(t.database.db);
    expect((await brands.of(workspaceId)).name).toBe('Blue Harbor Collective');
    owner.client.workspaceId = workspaceId;
    expect((await put(owner.client, '/api/branding', { agencyName: 'Blue Harbor' })).statusCode).toBe(200);
    expect(await brands.of(workspaceId)).toMatchObject({ name: 'Blue Harbor', whiteLabel: false });
  });

  it('the portal entry by slug shows the brand; unknown slugs are 404', async () => {
    const entry = await new ApiClient(t.app).get('/api/public/portals/northwind');
    expect(entry.statusCode).toBe(200);
    expect(entry.json()).toMatchObject({ slug: 'northwind', brand: { name: 'Northwind Studio' } });
    expect((await new ApiClient(t.app).get('/api/public/portals/nobody-here')).statusCode).toBe(404);
  });

  it('custom domains: White Label only, claimed once, verified by TXT (fake), then the host serves the portal', async () => {
    const plain = await userWithRole(t.app, 'agency');
    expect((await plain.client.post('/api/branding/domains', { domain: 'portal.plain.test' })).statusCode).toBe(402);
    const bad = await agency.client.post('/api/branding/domains', { domain: 'not a domain' });
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe('domain');

    const added = await agency.client.post('/api/branding/domains', { domain: 'https://Portal.Northwind.test/' });
    expect(added.statusCode).toBe(201);
    const domain = added.json() as CustomDomain;
    expect(domain).toMatchObject({
      domain: 'portal.northwind.test',
      status: 'pending',
      txtName: '_proclub.portal.northwind.test',
    });
    expect(domain.txtValue).toMatch(/^proclub-verify=[0-9a-f]{32}$/);
    const rival = await memberWithRole(t.app, 'agency', ['white_label']);
    const claimed = await rival.client.post('/api/branding/domains', { domain: 'portal.northwind.test' });
    expect(claimed.statusCode).toBe(409);
    expect(fieldOf(claimed)).toBe('domain');
    expect((await rival.client.post(`/api/branding/domains/${domain.id}/verify`)).statusCode).toBe(404);

    // Not verified yet: the host is nobody's, and Caddy gets no certificate for it.
    const host = { host: 'portal.northwind.test' };
    const visitor = new ApiClient(t.app);
    expect((await visitor.get('/api/public/host-brand', { headers: host })).json()).toEqual({ portal: null });
    expect((await visitor.get('/api/public/tls-ask?domain=portal.northwind.test')).statusCode).toBe(404);

    const verified = await agency.client.post(`/api/branding/domains/${domain.id}/verify`);
    expect(verified.json()).toMatchObject({ status: 'verified' });
    expect((verified.json() as CustomDomain).verifiedAt).not.toBeNull();

    expect((await visitor.get('/api/public/tls-ask?domain=portal.northwind.test')).statusCode).toBe(200);
    expect((await visitor.get('/api/public/tls-ask?domain=elsewhere.test')).statusCode).toBe(404);
    const hostBrand = (await visitor.get('/api/public/host-brand', { headers: host })).json() as HostBrand;
    expect(hostBrand.portal).toMatchObject({ slug: 'northwind', brand: { name: 'Northwind Studio' } });
    expect(JSON.stringify(hostBrand)).not.toContain(agency.id);
    const home = await t.app.inject({ method: 'GET', url: '/', headers: host });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/p/northwind');
    // The app's own host is untouched.
    expect((await visitor.get('/api/public/host-brand')).json()).toEqual({ portal: null });

    // State-changing requests from the custom domain are allowed on that same host only.
    const fromPortal = await t.app.inject({
      method: 'POST',
      url: '/api/profile/setup',
      headers: { ...host, origin: 'http://portal.northwind.test', cookie: 'x=1', 'content-type': 'application/json' },
      payload: { role: 'client' },
    });
    expect(fromPortal.statusCode).not.toBe(403);
    const crossHost = await t.app.inject({
      method: 'POST',
      url: '/api/profile/setup',
      headers: { host: 'localhost', origin: 'http://portal.northwind.test', cookie: 'x=1', 'content-type': 'application/json' },
      payload: { role: 'client' },
    });
    expect(crossHost.statusCode).toBe(403);
    // Signing in on the verified domain's own pages is trusted by better-auth too; from another origin it is not.
    const signIn = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { ...host, origin, 'content-type': 'application/json' },
        payload: { email: agency.email, password: agency.password },
      });
    expect((await signIn('http://portal.northwind.test')).statusCode).toBe(200);
    expect((await signIn('http://evil.test')).statusCode).toBe(403);
    // The realtime socket too: from the domain's own pages on that host, never from it onto another host.
    const socketUrl = await realtimeUrl(t.app);
    const cookie = agency.client.jar.header();
    const live = await TestSocket.open(socketUrl, {
      cookie,
      origin: 'http://portal.northwind.test',
      host: 'portal.northwind.test',
    });
    live.close();
    await expect(TestSocket.open(socketUrl, { cookie, origin: 'http://portal.northwind.test' })).rejects.toThrow(
      'handshake refused: 403',
    );

    expect((await agency.client.delete(`/api/branding/domains/${domain.id}`)).statusCode).toBe(204);
    expect((await visitor.get('/api/public/tls-ask?domain=portal.northwind.test')).statusCode).toBe(404);
  });
});
