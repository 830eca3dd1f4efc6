import type { Order } from '@proclub/contracts/orders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { me } from '@/test/fixtures';
import { json, route } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { MyPurchases } from './my-purchases';
import { OrderDetailsDialog } from './order-details-dialog';

// A Standard package of a service whose pricing type says hourly: a package is a fixed total, never "/hour".
const packageOrder: Order = {
  id: 'o1',
  serviceId: 's1',
  serviceTitle: 'Company website',
  priceOption: null,
  package: { tier: 'standard', deliveryDays: 5, revisions: 2 },
  extras: [
    { id: 'x1', title: 'Rush', price: 99, days: 1 },
    { id: 'x2', title: 'Source files', price: 1000 },
  ],
  price: 1999,
  pricingType: 'hourly',
  requirements: 'Five pages.',
  status: 'requested',
  projectId: null,
  createdAt: '2026-01-05T12:00:00.000Z',
  updatedAt: '2026-01-05T12:00:00.000Z',
  acceptedAt: null,
  deliveredAt: null,
  completedAt: null,
  buyer: { id: 'u-buyer', fullName: 'Bea Buyer', email: 'bea@example.com' },
  seller: { id: 'u-seller', fullName: 'Sam Seller', companyName: 'Studio Sam' },
  viewerRole: 'buyer',
  nextStatuses: [],
  actions: [],
  dueAt: null,
  late: false,
  cancellationRequest: null,
  extensionRequest: null,
  payment: { status: 'held', amountCents: 199_900, feeCents: 19_990 },
};

describe('an order shows what was bought (ADR 040)', () => {
  it('the card shows the total with thousands separators and no hourly unit for a package', async () => {
    route('GET', '/api/orders', () => json({ items: [packageOrder], nextCursor: null }));
    renderWithProviders(<MyPurchases />, { url: '/dashboard' });
    expect(await screen.findByTestId('order-card-price')).toHaveTextContent(/^\$1,999\.00$/);
  });

  it('the details list the package, extras, delivery days, revisions and the total', async () => {
    route('GET', '/api/session', () => json(me('client')));
    route('GET', '/api/orders/o1', () => json(packageOrder));
    renderWithProviders(<OrderDetailsDialog order={packageOrder} onClose={() => {}} />);
    const bought = await screen.findByLabelText('What was bought');
    const line = (label: string) => within(bought).getByTestId(`purchase-${label}`).querySelector('dd')?.textContent;
    expect(line('package')).toBe('Standard');
    expect(line('extras')).toBe('Rush (+$99.00), Source files (+$1,000.00)');
    expect(line('delivery')).toBe('6 days');
    expect(line('revisions')).toBe('2');
    expect(line('total')).toBe('$1,999.00');
  });
});
