import path from 'node:path';
import type { Service } from '@proclub/contracts/services';
import { beforeAll, expect, it } from 'vitest';
import { ApiClient, describeEachDatabase, type ErrorBody, listFiles, type SignedUpUser } from '../../test/test-app';
import { makePng, serviceForm, userWithRole, validService } from './services.test-helpers';

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

  it('refuses an image over 5 MB with 413', async () => {
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await seller.client.post('/api/services', undefined, serviceForm(validService, [huge]));
    expect(response.statusCode).toBe(413);
  });

  it('lets only sellers create services; signed-out visitors get 401', async () => {
    expect((await client.client.post('/api/services', validService)).statusCode).toBe(403);
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
