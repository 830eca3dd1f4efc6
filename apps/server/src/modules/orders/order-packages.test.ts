import type { Order, OrderCheckout } from '@proclub/contracts/orders';
import type { Service } from '@proclub/contracts/services';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { memberWithRole } from '../membership/membership.test-helpers';
import { validService } from '../services/services.test-helpers';
import { TEST_CARD } from './orders.test-helpers';

const requirements = 'Logo and a small brand sheet for our café.';
const packages = [
  { tier: 'premium', price: 600, deliveryDays: 10, revisions: 5, features: ['Logo', 'Brand book', 'Social kit'] },
  { tier: 'basic', price: '150', deliveryDays: 3, revisions: 1, features: ['Logo', ''] },
  { tier: 'standard', price: 300, deliveryDays: 5, revisions: 2, features: ['Logo', 'Brand sheet'] },
];

describeEachDatabase('orders: packages and paid extras priced by the server', (t) => {
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let service: Service;
  const checkout = (fields: Record<string, unknown>) =>
    buyer.client.post('/api/orders/checkout', { serviceId: service.id, requirements, ...fields });

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    const created = await seller.client.post('/api/services', {
      ...validService,
      packages,
      extras: [
        { title: 'Express delivery', price: 50 },
        { title: 'Source files', price: 25.5, days: 2 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    service = created.json() as Service;
    buyer = await memberWithRole(t.app, 'client');
  });

  it('stores up to three packages in Basic → Premium order and names every extra', async () => {
    const shown = (await buyer.client.get(`/api/services/${service.id}`)).json() as Service;
    expect(shown.packages.map((offer) => [offer.tier, offer.price, offer.deliveryDays, offer.revisions])).toEqual([
      ['basic', 150, 3, 1],
      ['standard', 300, 5, 2],
      ['premium', 600, 10, 5],
    ]);
    expect(shown.packages[0].features).toEqual(['Logo']);
    expect(shown.extras.map((extra) => [extra.title, extra.price])).toEqual([
      ['Express delivery', 50],
      ['Source files', 25.5],
    ]);
    expect(shown.extras.every((extra) => /^x-[a-z0-9]{8}$/.test(extra.id))).toBe(true);
  });

  it('refuses bad packages naming the field: a fourth, a repeated tier, no price, zero days', async () => {
    const bad = async (fields: Record<string, unknown>) => {
      const response = await seller.client.post('/api/services', { ...validService, ...fields });
      expect(response.statusCode).toBe(400);
      return response.json().error.details.fields[0].field as string;
    };
    expect(await bad({ packages: [...packages, packages[0]] })).toBe('packages');
    expect(await bad({ packages: [packages[0], packages[0]] })).toBe('packages');
    expect(await bad({ packages: [{ ...packages[0], price: '' }] })).toBe('packages.0.price');
    expect(await bad({ packages: [{ ...packages[0], deliveryDays: 0 }] })).toBe('packages.0.deliveryDays');
    expect(await bad({ extras: [{ title: '', price: 5 }] })).toBe('extras.0.title');
  });

  it('the Standard package with an extra costs their sum; the order keeps the package, extras and revisions', async () => {
    const express = service.extras[0];
    const started = await checkout({ packageTier: 'standard', extraIds: [express.id, express.id], priceOption: 'to' });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json() as OrderCheckout).toMatchObject({ amountCents: 35_000, feeCents: 3_500 });
    const paid = await buyer.client.post(`/api/orders/checkout/${started.json().id}/pay`, TEST_CARD);
    expect(paid.json() as Order).toMatchObject({
      price: 350,
      priceOption: null,
      package: { tier: 'standard', deliveryDays: 5, revisions: 2 },
      extras: [{ id: express.id, title: 'Express delivery', price: 50 }],
      payment: { status: 'held', amountCents: 35_000 },
    });
  });

  it('an extra with days adds them to the package delivery time', async () => {
    const sourceFiles = service.extras[1];
    expect(sourceFiles.days).toBe(2);
    const started = await checkout({ packageTier: 'basic', extraIds: [sourceFiles.id] });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json() as OrderCheckout).toMatchObject({ amountCents: 17_550 });
    const paid = await buyer.client.post(`/api/orders/checkout/${started.json().id}/pay`, TEST_CARD);
    expect(paid.json() as Order).toMatchObject({ package: { tier: 'basic', deliveryDays: 5, revisions: 1 } });
    const bad = await seller.client.post('/api/services', { ...validService, extras: [{ title: 'Rush', price: 5, days: -1 }] });
    expect(bad.json().error.details.fields[0]).toMatchObject({
      field: 'extras.0.days',
      message: 'Extra days cannot be negative',
    });
  });

  it('refuses a package not offered, an unknown extra, or no package at all, naming the field', async () => {
    const field = async (fields: Record<string, unknown>) => (await checkout(fields)).json().error.details.fields[0].field;
    expect(await field({})).toBe('packageTier');
    expect(await field({ packageTier: 'gold' })).toBe('packageTier');
    expect(await field({ packageTier: 'basic', extraIds: ['x-nothere1'] })).toBe('extraIds');
    const plain = (await seller.client.post('/api/services', validService)).json() as Service;
    const onPlain = await buyer.client.post('/api/orders/checkout', { serviceId: plain.id, requirements, packageTier: 'basic' });
    expect(onPlain.json().error.details.fields[0].field).toBe('packageTier');
  });
});
