import type { Order } from '@proclub/contracts/orders';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { MyPurchases } from './my-purchases';
import { SellerOrders } from './seller-orders';

const ORDERS = '/api/orders';

function order(id: string, patch: Partial<Order> = {}): Order {
  return {
    id,
    serviceId: 's1',
    serviceTitle: 'Logo design',
    priceOption: 'from',
    package: null,
    extras: [],
    price: 150,
    pricingType: 'fixed',
    requirements: 'A fox, in orange.',
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
    payment: { status: 'held', amountCents: 15_000, feeCents: 1_500 },
    ...patch,
  };
}
const page = (items: Order[], nextCursor: string | null = null) => json({ items, nextCursor, awaitingResponse: 0 });

describe('MyPurchases (buyer orders)', () => {
  it('shows skeletons while loading', () => {
    route('GET', ORDERS, pending);
    renderWithProviders(<MyPurchases />);
    expect(screen.getByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
  });

  it('shows the empty state with a way to find a service', async () => {
    route('GET', ORDERS, () => page([]));
    renderWithProviders(<MyPurchases />);
    expect(await screen.findByText('No purchases yet')).toBeInTheDocument();
    expect(screen.getByText('Services you buy will appear here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a service' })).toHaveAttribute('href', '/browse');
    expect(sentRequests(ORDERS)[0].url.searchParams.get('role')).toBe('buyer');
  });

  it("shows 'Failed to load orders' with Try Again, which refetches", async () => {
    route('GET', ORDERS, () => apiError(500, 'internal_error', 'Internal Server Error'));
    const { user } = renderWithProviders(<MyPurchases />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders');
    route('GET', ORDERS, () => page([order('o1')]));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'My purchases' })).toBeInTheDocument();
  });

  it('lists orders with the seller, price, date and status, and loads more', async () => {
    route('GET', ORDERS, (request) =>
      request.url.searchParams.get('cursor')
        ? page([order('o2', { serviceTitle: 'SEO audit', status: 'completed' })])
        : page([order('o1', { nextStatuses: ['cancelled'] })], 'n'),
    );
    const { user } = renderWithProviders(<MyPurchases />);
    const list = await screen.findByRole('list', { name: 'My purchases' });
    const [first] = within(list).getAllByTestId('order-card');
    expect(first).toHaveTextContent('Logo design');
    expect(first).toHaveTextContent('From Sam Seller (Studio Sam) · $150.00 · Ordered Jan 5, 2026');
    expect(within(first).getByRole('button', { name: 'Cancel Order: Logo design' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('SEO audit')).toBeInTheDocument();
  });
});

const EARNINGS = {
  pendingCents: 81_000,
  availableCents: 123_450,
  paidOutCents: 0,
  heldOrders: 2,
  autoReleaseDays: 3,
  feePercent: 10,
};
const PAYOUTS = { mode: 'test', state: 'not_set_up', detailsSubmitted: false, payoutsEnabled: false };

describe('SellerOrders (incoming orders)', () => {
  beforeEach(() => {
    route('GET', '/api/orders/earnings', () => json(EARNINGS));
    route('GET', '/api/orders/payouts', () => json(PAYOUTS));
    route('GET', '/api/orders/statement', (request) =>
      json({
        month: request.url.searchParams.get('month'),
        sellerName: 'Seller',
        ordersSettled: 0,
        salesCents: 0,
        feesCents: 0,
        refundsCents: 0,
        netCents: 0,
        payoutsCents: 0,
        orders: [],
      }),
    );
  });

  it('shows the earnings: pending (held) and available', async () => {
    route('GET', ORDERS, () => page([]));
    renderWithProviders(<SellerOrders />);
    const earnings = await screen.findByRole('region', { name: 'Earnings' });
    expect(within(earnings).getByTestId('earnings-pending')).toHaveTextContent('$810.00');
    expect(within(earnings).getByTestId('earnings-available')).toHaveTextContent('$1,234.50');
    expect(within(earnings).getByTestId('earnings-paid-out')).toHaveTextContent('$0.00');
    expect(earnings).toHaveTextContent('2 orders held until the buyer accepts, or 3 days after delivery');
  });

  it('shows the seller’s empty state, and the purchases view asks for the buyer side', async () => {
    route('GET', ORDERS, () => page([]));
    const { user } = renderWithProviders(<SellerOrders />);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(sentRequests(ORDERS)[0].url.searchParams.get('role')).toBe('seller');
    await user.click(screen.getByRole('button', { name: 'My purchases' }));
    expect(await screen.findByText('Services you order from other professionals appear here.')).toBeInTheDocument();
    expect(sentRequests(ORDERS).at(-1)!.url.searchParams.get('role')).toBe('buyer');
  });

  it('lists incoming orders with the buyer and the seller’s next moves', async () => {
    route('GET', ORDERS, () =>
      page([order('o1', { viewerRole: 'seller', nextStatuses: ['accepted', 'declined'], pricingType: 'hourly' })]),
    );
    renderWithProviders(<SellerOrders />);
    const list = await screen.findByRole('list', { name: 'Incoming orders' });
    expect(list).toHaveTextContent('For Bea Buyer · $150.00/hour');
    expect(list).toHaveTextContent('Paid, held');
    expect(within(list).getByRole('button', { name: 'Accept: Logo design' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Decline: Logo design' })).toBeInTheDocument();
  });
});
