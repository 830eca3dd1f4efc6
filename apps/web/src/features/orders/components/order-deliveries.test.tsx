import type { OrderDeliveries as Deliveries } from '@proclub/contracts/order-deliveries';
import type { Order } from '@proclub/contracts/orders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { OrderDeliveries } from './order-deliveries';

const ID = 'o1';
const DELIVERIES = `/api/orders/${ID}/deliveries`;

const order = (patch: Partial<Order> = {}): Order => ({
  id: ID,
  serviceId: 's1',
  serviceTitle: 'Logo design',
  priceOption: null,
  package: { tier: 'standard', deliveryDays: 4, revisions: 2 },
  extras: [],
  price: 300,
  pricingType: 'fixed',
  requirements: 'A fox, in orange.',
  status: 'delivered',
  projectId: 'p1',
  createdAt: '2026-01-05T12:00:00.000Z',
  updatedAt: '2026-01-05T12:00:00.000Z',
  acceptedAt: '2026-01-05T13:00:00.000Z',
  deliveredAt: '2026-01-06T12:00:00.000Z',
  completedAt: null,
  buyer: { id: 'u-buyer', fullName: 'Bea Buyer', email: 'bea@example.com' },
  seller: { id: 'u-seller', fullName: 'Sam Seller', companyName: 'Studio Sam' },
  viewerRole: 'buyer',
  nextStatuses: ['completed'],
  actions: ['complete', 'request_revision', 'request_cancellation', 'open_dispute'],
  dueAt: null,
  late: false,
  cancellationRequest: null,
  extensionRequest: null,
  payment: { status: 'held', amountCents: 30_000, feeCents: 3_000 },
  ...patch,
});

const history = (left: number): Deliveries => ({
  deliveries: [
    {
      id: 'd1',
      message: 'First logo draft.',
      createdAt: '2026-01-06T12:00:00.000Z',
      files: [{ id: 'f1', name: 'logo.pdf', contentType: 'application/pdf', size: 2048, url: `/api/orders/${ID}/files/f1` }],
      revision: null,
    },
  ],
  revisions: { included: 2, used: 2 - left, left },
});

describe('OrderDeliveries', () => {
  it('shows a skeleton while loading, then the seller’s empty state with Deliver', async () => {
    route('GET', DELIVERIES, pending);
    const first = renderWithProviders(
      <OrderDeliveries
        order={order({
          viewerRole: 'seller',
          status: 'in_progress',
          nextStatuses: [],
          actions: ['deliver', 'request_cancellation'],
        })}
      />,
    );
    expect(screen.getByRole('status', { name: 'Loading deliveries' })).toBeInTheDocument();
    first.unmount();
    route('GET', DELIVERIES, () => json({ deliveries: [], revisions: { included: 2, used: 0, left: 2 } }));
    renderWithProviders(
      <OrderDeliveries
        order={order({
          viewerRole: 'seller',
          status: 'in_progress',
          nextStatuses: [],
          actions: ['deliver', 'request_cancellation'],
        })}
      />,
    );
    expect(await screen.findByText(/Nothing delivered yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deliver' })).toBeEnabled();
  });

  it('shows an error with Try Again', async () => {
    route('GET', DELIVERIES, () => apiError(500, 'internal_error', 'Internal Server Error'));
    const { user } = renderWithProviders(<OrderDeliveries order={order()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The deliveries could not be loaded.');
    route('GET', DELIVERIES, () => json(history(2)));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('First logo draft.')).toBeInTheDocument();
  });

  it('lists deliveries with download links; the buyer asks for a revision, seeing what is left', async () => {
    route('GET', DELIVERIES, () => json(history(2)));
    const { user } = renderWithProviders(<OrderDeliveries order={order()} />);
    const list = await screen.findByRole('list', { name: 'Delivery history' });
    expect(within(list).getByRole('link', { name: 'logo.pdf' })).toHaveAttribute('href', `/api/orders/${ID}/files/f1`);
    expect(screen.getByTestId('revisions-left')).toHaveTextContent('Revisions left: 2 of 2');
    expect(screen.getByRole('button', { name: 'Accept Delivery' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Request Revision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a revision' });
    expect(dialog).toHaveTextContent('2 revisions left on this order.');
    await user.click(within(dialog).getByRole('button', { name: 'Request Revision' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say what should change in at least 10 characters');
    route('POST', `/api/orders/${ID}/revisions`, () => json(history(1), 201));
    await user.type(within(dialog).getByLabelText('What should change?'), 'Make the fox larger, please.');
    await user.click(within(dialog).getByRole('button', { name: 'Request Revision' }));
    expect(await screen.findByText('Revisions left: 1 of 2')).toBeInTheDocument();
    expect(sentRequests(`/api/orders/${ID}/revisions`)[0].body).toEqual({ message: 'Make the fox larger, please.' });
  });

  it('refuses a revision when none are left', async () => {
    route('GET', DELIVERIES, () => json(history(0)));
    renderWithProviders(<OrderDeliveries order={order()} />);
    expect(await screen.findByText('No revisions are left on this order.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Revision' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Request Revision' })).toHaveAccessibleDescription(
      'No revisions are left on this order.',
    );
  });
});
