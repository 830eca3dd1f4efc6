import path from 'node:path';
import type { Service } from '@proclub/contracts/services';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, services } from '../../db/schema/index';
import { MAX_IMAGE_BYTES } from '../../lib/images';
import { ApiClient, describeEachDatabase, type ErrorBody, listFiles, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { makePng, serviceForm, validService } from './services.test-helpers';

let png: Buffer;
beforeAll(async () => {
  png = await makePng();
});

const fieldsOf = (body: ErrorBody) => body.error.details?.fields?.map((issue) => issue.field) ?? [];

describeEachDatabase('services: create, edit, visibility and ownership', (t) => {
  let seller: SignedUpUser;
  let otherSeller: SignedUpUser;
  let client: SignedUpUser;
  const sellerFiles = () => listFiles(path.join(t.uploadsDir, seller.id));
  const mineCount = async () => (await seller.client.get('/api/services/mine')).json().total as number;
  /** Rows in the table itself, whatever the API would show. */
  const serviceRows = async (userId: string) =>
    (await t.database.db.select({ id: services.id }).from(services).where(eq(services.workspaceId, userId))).length;

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    otherSeller = await userWithRole(t.app, 'agency');
    client = await userWithRole(t.app, 'client');
  });

  it('creates a service with two images: WebP files under {userId}/{timestamp}-{random}.webp, empty rows dropped', async () => {
    const response = await seller.client.post('/api/services', undefined, serviceForm(validService, [png, png]));
    expect(response.statusCode).toBe(201);
    const created = response.json() as Service;
    expect(created.features).toEqual(['Design', 'Build']);
    expect(created.portfolioItems).toHaveLength(2);
    expect(created.imageUrl).toBe(created.portfolioItems[0].url);
    expect(created.imageUrl).toMatch(new RegExp(`^/uploads/${seller.id}/\\d+-[0-9a-f]+\\.webp$`));
    expect(created.seller.id).toBe(seller.id);
    const image = await t.app.inject({ method: 'GET', url: created.portfolioItems[1].thumbnailUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sellerFiles()).toHaveLength(4); // full + thumbnail for each image
  });

  it('accepts JSON without images and stores empty prices as null', async () => {
    const response = await seller.client.post('/api/services', { ...validService, priceFrom: '', priceTo: null });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ priceFrom: null, priceTo: null, imageUrl: null, pricingType: 'fixed' });
  });

  it.each([
    ['title', { ...validService, title: '' }],
    ['title', { ...validService, title: 'x'.repeat(10_000) }],
    ['description', { ...validService, description: '   ' }],
    ['category', { ...validService, category: 'astrology' }],
    ['priceFrom', { ...validService, priceFrom: -5 }],
    ['priceFrom', { ...validService, priceFrom: 'abc' }],
    ['priceTo', { ...validService, priceFrom: 100, priceTo: 50 }],
    ['pricingType', { ...validService, pricingType: 'per-kilo' }],
  ])('refuses a bad %s with 400 naming the field and saves nothing', async (field, data) => {
    const before = await mineCount();
    const filesBefore = (await sellerFiles()).length;
    const response = await seller.client.post('/api/services', undefined, serviceForm(data, [png]));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toContain(field);
    expect(await mineCount()).toBe(before);
    expect(await sellerFiles()).toHaveLength(filesBefore);
  });

  it('names the file that is not an image', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const response = await seller.client.post('/api/services', undefined, serviceForm(validService, [png, html]));
    expect(response.statusCode).toBe(415);
    const body = response.json() as ErrorBody;
    expect(body.error.details?.fields).toEqual([
      { field: 'images', message: '"photo-1.png" is not an image file (JPEG, PNG, WebP, GIF or AVIF)' },
    ]);
  });

  it("refuses a 6th image with 'Maximum 5 images allowed' and writes nothing", async () => {
    const filesBefore = (await sellerFiles()).length;
    const response = await seller.client.post('/api/services', undefined, serviceForm(validService, Array(6).fill(png)));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Maximum 5 images allowed');
    expect(await sellerFiles()).toHaveLength(filesBefore);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
    ['HTML named .png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/png'],
    [
      'a PNG header followed by HTML (polyglot)',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<html><script>alert(1)</script></html>')]),
      'image/png',
    ],
  ])('refuses %s with a 4xx and writes nothing', async (_name, content, type) => {
    const before = await mineCount();
    const filesBefore = (await sellerFiles()).length;
    const response = await seller.client.post('/api/services', undefined, serviceForm(validService, [png, content], type));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(fieldsOf(response.json())).toContain('images');
    expect(await mineCount()).toBe(before);
    expect(await sellerFiles()).toHaveLength(filesBefore);
  });

  it.each([
    ['one byte over 5 MB', () => Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)])],
    ['far over 5 MB, after a valid image', () => Buffer.concat([png, Buffer.alloc(2 * MAX_IMAGE_BYTES)])],
  ])('refuses an image %s with 413 naming images, and writes no row and no file', async (name, makeHuge) => {
    const huge = makeHuge();
    const images = name.includes('after') ? [png, huge] : [huge];
    const before = await serviceRows(seller.id);
    const filesBefore = await sellerFiles();
    const response = await seller.client.post('/api/services', undefined, serviceForm(validService, images));
    expect(response.statusCode).toBe(413);
    expect(fieldsOf(response.json())).toEqual(['images']);
    expect(response.json().error.message).toContain('images');
    expect(await serviceRows(seller.id)).toBe(before);
    expect(await sellerFiles()).toEqual(filesBefore);
  });

  it('lets only sellers create services: clients and admins have no workspace (404) and nothing is stored; signed-out visitors get 401', async () => {
    const admin = await userWithRole(t.app, 'client');
    await t.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, admin.id));
    expect((await admin.client.get('/api/me')).json().profile.role).toBe('admin');
    for (const user of [client, admin]) {
      // A listing belongs to a workspace (ADR 045): an account without one names none it belongs to.
      const json = await user.client.post('/api/services', validService);
      expect(json.statusCode).toBe(404);
      expect(json.json().error.message).toBe('Workspace not found');
      const withImage = await user.client.post('/api/services', undefined, serviceForm(validService, [png]));
      expect(withImage.statusCode).toBe(404);
      expect(await serviceRows(user.id)).toBe(0);
      expect(await listFiles(path.join(t.uploadsDir, user.id))).toEqual([]);
    }
    expect((await new ApiClient(t.app).post('/api/services', validService)).statusCode).toBe(401);
  });

  it("answers 404 for someone else's service on update, toggle and delete, and changes nothing", async () => {
    const created = (await seller.client.post('/api/services', validService)).json() as Service;
    const update = await otherSeller.client.put(`/api/services/${created.id}`, {
      payload: { service: { ...validService, title: 'Hijacked' }, keepImageIds: [] },
    });
    expect(update.statusCode).toBe(404);
    expect((await otherSeller.client.patch(`/api/services/${created.id}/status`, { isActive: false })).statusCode).toBe(404);
    expect((await otherSeller.client.delete(`/api/services/${created.id}`)).statusCode).toBe(404);
    const after = (await t.app.inject({ method: 'GET', url: `/api/services/${created.id}` })).json();
    expect(after).toMatchObject({ title: validService.title, isActive: true });
    expect((await seller.client.get('/api/services/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await seller.client.get('/api/services/not-a-uuid')).statusCode).toBe(404);
  });

  it('hides an inactive service from everyone but its owner', async () => {
    const created = (await seller.client.post('/api/services', { ...validService, title: 'Soon hidden' })).json() as Service;
    const toggled = await seller.client.patch(`/api/services/${created.id}/status`, { isActive: false });
    expect(toggled.json().isActive).toBe(false);
    expect((await seller.client.get(`/api/services/${created.id}`)).statusCode).toBe(200);
    expect((await otherSeller.client.get(`/api/services/${created.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/services/${created.id}` })).statusCode).toBe(404);
    const browse = (await t.app.inject({ method: 'GET', url: '/api/services?q=hidden' })).json();
    expect(browse.items.map((item: Service) => item.id)).not.toContain(created.id);
  });

  it('edits: keeps and reorders chosen images, adds new ones, deletes dropped files', async () => {
    const created = (
      await seller.client.post('/api/services', undefined, serviceForm(validService, [png, png, png]))
    ).json() as Service;
    const [first, second, third] = created.portfolioItems;
    const response = await seller.client.put(
      `/api/services/${created.id}`,
      serviceForm({ service: { ...validService, priceFrom: 650, priceTo: 950 }, keepImageIds: [third.id, first.id] }, [png]),
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json() as Service;
    expect(updated.priceFrom).toBe(650);
    expect(updated.portfolioItems.map((item) => item.id).slice(0, 2)).toEqual([third.id, first.id]);
    expect(updated.portfolioItems).toHaveLength(3);
    expect(updated.imageUrl).toBe(third.url);
    expect((await t.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(404);
    // Keeping 3 and adding 3 more would make 6.
    const tooMany = await seller.client.put(
      `/api/services/${created.id}`,
      serviceForm({ service: validService, keepImageIds: updated.portfolioItems.map((item) => item.id) }, [png, png, png]),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('Maximum 5 images allowed');
  });

  describe('bad input on edit answers a 4xx naming the field and changes nothing', () => {
    let original: Service;
    let otherImageId: string;
    const hugeImage = () => Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

    beforeAll(async () => {
      const created = await seller.client.post('/api/services', undefined, serviceForm(validService, [png, png]));
      original = created.json() as Service;
      const other = await seller.client.post('/api/services', undefined, serviceForm(validService, [png]));
      otherImageId = (other.json() as Service).portfolioItems[0].id;
    });

    const good = () => ({ service: { ...validService, title: 'Changed title', priceFrom: 1, priceTo: 2 } });
    // Each body also carries valid changes, and keeps only the second image: applied, they would show.
    const cases: [string, number, () => { data: unknown; images: Buffer[] }][] = [
      ['service.title', 400, () => ({ data: { ...good(), service: { ...good().service, title: '  ' } }, images: [png] })],
      ['service.title', 400, () => ({ data: { ...good(), service: { ...good().service, title: 'x'.repeat(121) } }, images: [] })],
      [
        'service.description',
        400,
        () => ({ data: { ...good(), service: { ...good().service, description: undefined } }, images: [] }),
      ],
      [
        'service.category',
        400,
        () => ({ data: { ...good(), service: { ...good().service, category: 'astrology' } }, images: [png] }),
      ],
      [
        'service.pricingType',
        400,
        () => ({ data: { ...good(), service: { ...good().service, pricingType: 'per-kilo' } }, images: [] }),
      ],
      ['service.priceFrom', 400, () => ({ data: { ...good(), service: { ...good().service, priceFrom: 'abc' } }, images: [] })],
      [
        'service.priceTo',
        400,
        () => ({ data: { ...good(), service: { ...good().service, priceFrom: 100, priceTo: 5 } }, images: [] }),
      ],
      [
        'service.features',
        400,
        () => ({ data: { ...good(), service: { ...good().service, features: Array(21).fill('x') } }, images: [] }),
      ],
      [
        'service.tags.0',
        400,
        () => ({ data: { ...good(), service: { ...good().service, tags: ['t'.repeat(41)] } }, images: [] }),
      ],
      [
        'keepImageIds',
        400,
        () => ({ data: { ...good(), keepImageIds: [original.portfolioItems[1].id, otherImageId] }, images: [png] }),
      ],
      [
        'keepImageIds',
        400,
        () => ({ data: { ...good(), keepImageIds: [original.portfolioItems[1].id, original.portfolioItems[1].id] }, images: [] }),
      ],
      ['keepImageIds', 400, () => ({ data: { ...good(), keepImageIds: 'all' }, images: [] })],
      [
        'images',
        400,
        () => ({ data: { ...good(), keepImageIds: [original.portfolioItems[1].id] }, images: [png, png, png, png, png] }),
      ],
      ['images', 415, () => ({ data: { ...good(), keepImageIds: [original.portfolioItems[1].id] }, images: [png, svg] })],
      ['images', 413, () => ({ data: { ...good(), keepImageIds: [original.portfolioItems[1].id] }, images: [png, hugeImage()] })],
    ];

    it.each(cases)('a bad %s answers %i', async (field, status, makeCase) => {
      const { data, images } = makeCase();
      const filesBefore = await sellerFiles();
      const response = await seller.client.put(`/api/services/${original.id}`, serviceForm(data, images));
      expect(response.statusCode).toBe(status);
      const body = response.json() as ErrorBody;
      expect(fieldsOf(body)).toContain(field);
      expect(body.error.message).toContain(field === 'images' && status === 400 ? 'images' : field);
      // The stored service, its image list and every image file are exactly as before.
      const after = await seller.client.get(`/api/services/${original.id}`);
      expect(after.json()).toEqual(original);
      expect(await sellerFiles()).toEqual(filesBefore);
      for (const item of original.portfolioItems) {
        expect((await t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(200);
        expect((await t.app.inject({ method: 'GET', url: item.thumbnailUrl })).statusCode).toBe(200);
      }
    });

    it('the same edit with good fields goes through (so the cases above fail only on their bad field)', async () => {
      const { data } = cases[0][2]();
      const fixed = {
        ...(data as ReturnType<typeof good>),
        service: good().service,
        keepImageIds: [original.portfolioItems[1].id],
      };
      const response = await seller.client.put(`/api/services/${original.id}`, serviceForm(fixed, [png]));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ title: 'Changed title', priceFrom: 1, priceTo: 2 });
      expect((response.json() as Service).portfolioItems[0].id).toBe(original.portfolioItems[1].id);
      expect((await t.app.inject({ method: 'GET', url: original.portfolioItems[0].url })).statusCode).toBe(404);
    });
  });

  it('deletes a service and its stored images', async () => {
    const created = (await seller.client.post('/api/services', undefined, serviceForm(validService, [png]))).json() as Service;
    expect((await seller.client.delete(`/api/services/${created.id}`)).statusCode).toBe(204);
    expect((await seller.client.get(`/api/services/${created.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: created.portfolioItems[0].url })).statusCode).toBe(404);
  });

  it('shows a public seller page with only active services; a client profile is not a seller', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/api/sellers/${seller.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().services.every((item: Service) => item.isActive)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/sellers/${client.id}` })).statusCode).toBe(404);
  });
});
