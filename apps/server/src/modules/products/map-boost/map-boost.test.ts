import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MapPage } from '@proclub/contracts/products';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, describeEachDatabase, type ErrorBody, type SignedUpUser } from '../../../test/test-app';
import { userWithRole } from '../../../test/test-users';
import { fieldsOf, newClient } from '../products.test-helpers';

const BASE = '/api/products/map-boost/pages';

const AUSTIN_TEXT =
  'Family-run plumbing team fixing leaks, water heaters and blocked drains since 1998. We answer the phone ' +
  'ourselves, arrive within the hour for emergencies and leave every kitchen cleaner than we found it.';

const pageInput = (clientId: string, fields: Record<string, unknown> = {}) => ({
  clientId,
  businessName: 'Rosa Plumbing Austin',
  streetAddress: '100 Congress Ave',
  city: 'Austin',
  region: 'TX',
  postalCode: '78701',
  country: 'US',
  phone: '+1 (512) 555-0100',
  website: 'https://rosaplumbing.test',
  description: `Rosa Plumbing Austin: ${AUSTIN_TEXT} Austin homeowners rate us 4.9 stars.`,
  services: ['Emergency plumbing', 'Water heater repair', 'Drain cleaning'],
  hours: [
    { day: 'Monday', opens: '08:00', closes: '18:00' },
    { day: 'Saturday', opens: '09:00', closes: '13:00' },
  ],
  ...fields,
});

/** The JSON-LD data block(s) of a page, parsed. */
const jsonLd = (html: string) =>
  cheerio
    .load(html)('script[type="application/ld+json"]')
    .toArray()
    .map((element) => JSON.parse(cheerio.load(element).text()) as Record<string, unknown>);

describeEachDatabase('map boost directory pages', (t) => {
  let seller: SignedUpUser;
  let other: SignedUpUser;
  let clientId: string;

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'agency');
    other = await userWithRole(t.app, 'vendor');
    clientId = (await newClient(seller.client, { name: 'Rosa Plumbing' })).id;
  });

  const create = async (fields: Record<string, unknown> = {}, api = seller.client) => {
    const response = await api.post(BASE, pageInput(clientId, fields));
    if (response.statusCode !== 201) throw new Error(`create page failed: ${response.statusCode} ${response.body}`);
    return response.json() as MapPage;
  };
  const anonymous = () => new ApiClient(t.app);

  it('creates an unpublished page that only its preview link and its owner can open, with noindex', async () => {
    const page = await create();
    expect(page).toMatchObject({
      clientName: 'Rosa Plumbing',
      slug: 'rosa-plumbing-austin-austin',
      published: false,
      publishedAt: null,
      publicPath: '/d/rosa-plumbing-austin-austin',
    });
    expect(page.previewPath).toMatch(/^\/d\/rosa-plumbing-austin-austin\?preview=[A-Za-z0-9_-]{32}$/);

    const hidden = await anonymous().get(page.publicPath);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.headers['content-type']).toContain('text/html');
    expect(hidden.body).not.toContain('Rosa Plumbing');
    expect((await anonymous().get(`${page.publicPath}?preview=wrong-token`)).statusCode).toBe(404);
    expect((await anonymous().get(`${page.publicPath}?preview=${page.previewPath.slice(-32, -1)}`)).statusCode).toBe(404);
    // Another seller's session is just a visitor.
    expect((await other.client.get(page.publicPath)).statusCode).toBe(404);

    for (const response of [await anonymous().get(page.previewPath), await seller.client.get(page.publicPath)]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const $ = cheerio.load(response.body);
      expect($('meta[name="robots"]').attr('content')).toBe('noindex, nofollow');
      expect($('link[rel="canonical"]').length).toBe(0);
      expect($('h1').text()).toBe('Rosa Plumbing Austin');
      expect($('[role="note"]').text()).toContain('not published yet');
    }
  });

  it('publishes the page: everyone sees it, indexable, with contact details, hours, services, map link and LocalBusiness JSON-LD', async () => {
    const page = await create({
      businessName: 'Rosa Plumbing Round Rock',
      city: 'Round Rock',
      description: `Round Rock branch. ${AUSTIN_TEXT.replace('1998', '2004').replace('within the hour', 'in forty minutes')} Ask about our annual boiler plan and free second opinions on any quote from another firm.`,
    });
    const published = await seller.client.post(`${BASE}/${page.id}/publish`, { published: true });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ published: true });
    expect(published.json().publishedAt).not.toBeNull();

    const response = await anonymous().get(page.publicPath);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const $ = cheerio.load(response.body);
    expect($('meta[name="robots"]').attr('content')).toBe('index, follow');
    expect($('link[rel="canonical"]').attr('href')).toMatch(/\/d\/rosa-plumbing-round-rock-round-rock$/);
    expect($('h1').text()).toBe('Rosa Plumbing Round Rock');
    expect($('address').text()).toContain('100 Congress Ave');
    expect($('a[href^="tel:"]').first().attr('href')).toBe('tel:+15125550100');
    expect($('link[rel="icon"]').attr('href')).toMatch(/^data:image\/svg\+xml,/);
    expect($('a:contains("Open in Google Maps")').attr('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Rosa Plumbing Round Rock, 100 Congress Ave, Round Rock, TX 78701, US')}`,
    );
    expect(
      $('ul.services li')
        .map((_, li) => $(li).text())
        .get(),
    ).toEqual(['Emergency plumbing', 'Water heater repair', 'Drain cleaning']);
    expect($('table tr').length).toBe(7);
    expect($('th:contains("Monday")').next().text()).toBe('08:00–18:00');
    expect($('th:contains("Sunday")').next().text()).toBe('Closed');
    expect($('script:not([type="application/ld+json"])').length).toBe(0);

    const [data] = jsonLd(response.body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Rosa Plumbing Round Rock',
      telephone: '+1 (512) 555-0100',
      url: 'https://rosaplumbing.test',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '100 Congress Ave',
        addressLocality: 'Round Rock',
        addressRegion: 'TX',
        postalCode: '78701',
      },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '18:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '09:00', closes: '13:00' },
      ],
    });

    // Unpublishing hides it again.
    await seller.client.post(`${BASE}/${page.id}/publish`, { published: false });
    expect((await anonymous().get(page.publicPath)).statusCode).toBe(404);
  });

  it('escapes every value: a business called <script> shows as text and cannot break out of the JSON-LD', async () => {
    const evilName = '<script>alert("name")</script> & Sons';
    const evilDescription = `</script><script>alert("ld")</script><!-- ${AUSTIN_TEXT} Brand new team in town with a different story, tools and people for every single job.`;
    const page = await create({
      businessName: evilName,
      city: 'Evil"ville',
      description: evilDescription,
      services: ['<img src=x onerror=alert(1)>'],
      website: 'https://evil.test/?a="><script>alert(3)</script>',
    });
    await seller.client.post(`${BASE}/${page.id}/publish`, { published: true });
    const response = await anonymous().get(page.publicPath);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<img src=x');
    expect(body.match(/<script/g)).toHaveLength(1);
    expect(body).toContain('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; &amp; Sons');
    const $ = cheerio.load(body);
    expect($('h1').text()).toBe(evilName);
    expect($('ul.services li').text()).toBe('<img src=x onerror=alert(1)>');
    const [data] = jsonLd(body);
    expect(data.name).toBe(evilName);
    expect(data.description).toBe(evilDescription);
    expect(data.url).toBe('https://evil.test/?a="><script>alert(3)</script>');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('refuses a near-duplicate that only swaps the business and city names, with a 400 on description, saving nothing', async () => {
    const fresh = await userWithRole(t.app, 'freelancer');
    const freshClient = await newClient(fresh.client);
    const original = await fresh.client.post(BASE, pageInput(freshClient.id));
    expect(original.statusCode).toBe(201);

    const copy = await fresh.client.post(
      BASE,
      pageInput(freshClient.id, {
        businessName: 'Rosa Plumbing San Antonio',
        city: 'San Antonio',
        streetAddress: '5 Alamo Plaza',
        postalCode: '78205',
        description: `Rosa Plumbing San Antonio: ${AUSTIN_TEXT} San Antonio homeowners rate us 4.9 stars.`,
      }),
    );
    expect(copy.statusCode).toBe(400);
    const error = copy.json() as ErrorBody;
    expect(error.error.code).toBe('near_duplicate');
    expect(fieldsOf(error)).toEqual(['description']);
    expect(error.error.message).toMatch(/^This page is \d+% the same as your page for “Rosa Plumbing Austin” in Austin/);
    expect(((await fresh.client.get(BASE)).json() as MapPage[]).length).toBe(1);

    // The same description with a shorter service list, at a street the original text names, is a copy too.
    const sameText = await fresh.client.post(
      BASE,
      pageInput(freshClient.id, {
        businessName: 'Rosa Plumbing North',
        city: 'Pflugerville',
        streetAddress: '9 Main St',
        services: ['Drain cleaning'],
      }),
    );
    expect(sameText.statusCode).toBe(400);
    expect(fieldsOf(sameText.json())).toEqual(['description']);

    // A page with its own text is fine, and editing it into a copy is refused the same way.
    const own = await fresh.client.post(
      BASE,
      pageInput(freshClient.id, {
        businessName: 'Rosa Plumbing San Antonio',
        city: 'San Antonio',
        description:
          'Our San Antonio crew grew out of the Alamo Heights neighbourhood. We specialise in older homes with cast-iron pipes, ' +
          'repipes without tearing up floors and tankless heater installs with a ten-year labour warranty.',
        services: ['Repiping', 'Tankless water heaters'],
      }),
    );
    expect(own.statusCode).toBe(201);
    const edit = await fresh.client.request('PUT', `${BASE}/${own.json().id}`, {
      payload: pageInput(freshClient.id, {
        businessName: 'Rosa Plumbing San Antonio',
        city: 'San Antonio',
        description: `Rosa Plumbing San Antonio: ${AUSTIN_TEXT} San Antonio homeowners rate us 4.9 stars.`,
      }),
    });
    expect(edit.statusCode).toBe(400);
    expect((await fresh.client.get(`${BASE}/${own.json().id}`)).json().services).toEqual(['Repiping', 'Tankless water heaters']);
    // Editing a page compares it with the others, not with itself.
    const self = await fresh.client.request('PUT', `${BASE}/${own.json().id}`, {
      payload: { ...(own.json() as MapPage), clientId: freshClient.id, phone: '+1 210 555 0199' },
    });
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ phone: '+1 210 555 0199', slug: own.json().slug });
  });

  it('answers 404 for unknown slugs and malformed ones', async () => {
    for (const slug of ['no-such-page', 'UPPER', '..%2f..%2fetc', 'under_score', 'b'.repeat(99)])
      expect((await anonymous().get(`/d/${slug}`)).statusCode, slug).toBe(404);
  });

  it('validates the form: unknown client, 100 KB name, short description, bad hours and phone → 400 naming the field', async () => {
    const theirs = await newClient(other.client);
    const before = ((await seller.client.get(BASE)).json() as MapPage[]).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ clientId: theirs.id }, 'clientId'],
      [{ clientId: 'nope' }, 'clientId'],
      [{ businessName: 'x'.repeat(100 * 1024) }, 'businessName'],
      [{ description: 'Too short to be unique.' }, 'description'],
      [{ services: [] }, 'services'],
      [{ phone: 'call me maybe' }, 'phone'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ hours: [{ day: 'Monday', opens: '18:00', closes: '08:00' }] }, 'hours.0.closes'],
      [{ hours: [{ day: 'Funday', opens: '08:00', closes: '18:00' }] }, 'hours.0.day'],
      [{ hours: [{ day: 'Monday', opens: '25:00', closes: '26:00' }] }, 'hours.0.opens'],
    ];
    for (const [fields, field] of cases) {
      const response = await seller.client.post(BASE, pageInput(fields.clientId === undefined ? clientId : '', fields));
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response.json() as ErrorBody)).toContain(field);
    }
    expect(((await seller.client.get(BASE)).json() as MapPage[]).length).toBe(before);
  });

  it('scopes pages to the seller: another seller gets 404 on read, edit, publish and delete', async () => {
    const page = await create({
      businessName: 'Scoped Plumbing',
      description: `Scoped Plumbing serves the north side with a two-person crew. ${'We fix what others will not touch. '.repeat(4)}`,
      services: ['Gas lines'],
    });
    const them = other.client;
    expect((await them.get(`${BASE}/${page.id}`)).statusCode).toBe(404);
    expect((await them.request('PUT', `${BASE}/${page.id}`, { payload: pageInput(clientId) })).statusCode).toBe(404);
    expect((await them.post(`${BASE}/${page.id}/publish`, { published: true })).statusCode).toBe(404);
    expect((await them.delete(`${BASE}/${page.id}`)).statusCode).toBe(404);
    expect(((await them.get(BASE)).json() as MapPage[]).map((item) => item.id)).not.toContain(page.id);
    expect((await anonymous().get(page.publicPath)).statusCode).toBe(404);
    expect((await seller.client.delete(`${BASE}/${page.id}`)).statusCode).toBe(204);
    expect((await seller.client.get(page.previewPath)).statusCode).toBe(404);
  });

  describe('with the built web app served', () => {
    let distDir: string;
    let web: ApiClient;
    beforeAll(async () => {
      distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'proclub-dist-'));
      await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
      web = new ApiClient(await t.buildApp({ WEB_DIST_DIR: distDir }));
    });
    afterAll(() => fs.rm(distDir, { recursive: true, force: true }));

    it('answers /d/{slug} from the server, never with the SPA fallback', async () => {
      const page = await create({
        businessName: 'Served Plumbing',
        description: `Served Plumbing answers from the server. ${'Every page here is rendered without JavaScript. '.repeat(3)}`,
        services: ['Leak detection'],
      });
      await seller.client.post(`${BASE}/${page.id}/publish`, { published: true });
      const shown = await web.get(page.publicPath);
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain('<h1>Served Plumbing</h1>');
      expect(shown.body).not.toContain('id="root"');
      const missing = await web.get('/d/unknown-page');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('Page not found');
      expect((await web.get('/d/a/b')).statusCode).toBe(404);
      // Other paths still get the SPA.
      expect((await web.get('/products/map-boost')).body).toContain('id="root"');
    });

    it('lists published directory pages in /sitemap.xml (never drafts), and robots.txt names the sitemap', async () => {
      const live = await create({
        businessName: 'Sitemap Plumbing',
        description: `Sitemap Plumbing is listed. ${'Published pages are what search engines should find. '.repeat(3)}`,
        services: ['Drain cleaning'],
      });
      await seller.client.post(`${BASE}/${live.id}/publish`, { published: true });
      const draft = await create({
        businessName: 'Draft Heating',
        description: `Draft Heating is not published. ${'A draft page stays out of every index until it goes live. '.repeat(3)}`,
        services: ['Boilers'],
      });

      const sitemap = await web.get('/sitemap.xml');
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toContain('application/xml');
      const $ = cheerio.load(sitemap.body, { xml: true });
      const locations = $('url > loc')
        .map((_, element) => $(element).text())
        .get();
      expect(locations.some((loc) => loc.endsWith(live.publicPath))).toBe(true);
      expect(locations.some((loc) => loc.endsWith(draft.publicPath))).toBe(false);
      expect(locations.some((loc) => loc.endsWith('/browse'))).toBe(true);

      const robots = await web.get('/robots.txt');
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
    });
  });
});
