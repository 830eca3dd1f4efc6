import type { BillingOverview, MembershipCharge, MembershipChargesPage } from '@proclub/contracts/membership';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { BillingCentrePage } from './billing-centre-page';
import { TestCardUpdatePage } from './test-card-update-page';

const overview: BillingOverview = {
  provider: 'test',
  nextCharge: { date: '2026-12-28T10:00:00.000Z', amountCents: 199_900 },
  card: { brand: 'visa', last4: '4242' },
  canUpdateCard: true,
};

const charge = (index: number): MembershipCharge => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  paidAt: `2026-${String(11 - (index % 10)).padStart(2, '0')}-15T10:00:00.000Z`,
  amountCents: 9_700,
  currency: 'usd',
  description: 'Club Membership + Advanced CRM Tools + White Label Access',
  addOns: ['advanced_crm', 'white_label'],
  periodStart: '2026-10-15T10:00:00.000Z',
  periodEnd: '2026-11-15T10:00:00.000Z',
  card: { brand: 'mastercard', last4: '4444' },
  receiptUrl: `/api/membership/charges/00000000-0000-4000-8000-${String(index).padStart(12, '0')}/receipt.pdf`,
});

const page = (items: MembershipCharge[], nextCursor: string | null = null): MembershipChargesPage => ({ items, nextCursor });

afterEach(() => vi.restoreAllMocks());

describe('BillingCentrePage', () => {
  it('shows skeletons while loading', () => {
    route('GET', '/api/membership/billing', pending);
    route('GET', '/api/membership/charges', pending);
    renderWithProviders(<BillingCentrePage userId="u1" />, { url: '/membership/billing' });
    expect(screen.getByRole('status', { name: 'Loading billing details' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading payment history' })).toBeInTheDocument();
  });

  it('shows the next charge with thousands separators, the card, and each payment with its receipt PDF', async () => {
    route('GET', '/api/membership/billing', () => json(overview));
    route('GET', '/api/membership/charges', () => json(page([charge(1)])));
    renderWithProviders(<BillingCentrePage userId="u1" />, { url: '/membership/billing' });
    expect(await screen.findByTestId('next-charge')).toHaveTextContent('$1,999.00on December 28th, 2026');
    expect(screen.getByTestId('card-on-file')).toHaveTextContent('Visa ending in 4242');
    const list = await screen.findByRole('list', { name: 'Payments' });
    const [row] = within(list).getAllByRole('listitem');
    expect(row).toHaveTextContent('$97.00');
    expect(row).toHaveTextContent('Club Membership + Advanced CRM Tools + White Label Access');
    expect(row).toHaveTextContent('Mastercard ending in 4444');
    expect(within(row).getByRole('link', { name: /Receipt PDF for/ })).toHaveAttribute('href', charge(1).receiptUrl);
    expect(screen.getByTestId('charges-count')).toHaveTextContent('1 payment shown');
  });

  it('pages with Load more and counts with plural rules', async () => {
    route('GET', '/api/membership/billing', () => json(overview));
    route('GET', '/api/membership/charges', (request) =>
      json(
        request.url.searchParams.get('cursor') === 'next'
          ? page([charge(11)])
          : page(
              Array.from({ length: 10 }, (_, index) => charge(index + 1)),
              'next',
            ),
      ),
    );
    const { user } = renderWithProviders(<BillingCentrePage userId="u1" />, { url: '/membership/billing' });
    expect(await screen.findAllByTestId('charge-row')).toHaveLength(10);
    expect(screen.getByTestId('charges-count')).toHaveTextContent('10 payments shown');
    await user.click(screen.getByRole('button', { name: 'Load more payments' }));
    expect(await screen.findByText('11 payments shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more payments' })).not.toBeInTheDocument();
  });

  it('an empty history says so; no renewal says there is no upcoming charge; no customer has no Update Card', async () => {
    route('GET', '/api/membership/billing', () => json({ ...overview, nextCharge: null, card: null, canUpdateCard: false }));
    route('GET', '/api/membership/charges', () => json(page([])));
    renderWithProviders(<BillingCentrePage userId="u1" />, { url: '/membership/billing' });
    expect(await screen.findByText(/No payments yet/)).toBeInTheDocument();
    expect(screen.getByTestId('next-charge')).toHaveTextContent('No upcoming charge');
    expect(screen.getByTestId('card-on-file')).toHaveTextContent('No card on file yet');
    expect(screen.queryByRole('button', { name: 'Update Card' })).not.toBeInTheDocument();
  });

  it('a failed load shows the error with Try Again, which reloads', async () => {
    route('GET', '/api/membership/billing', () => apiError(500, 'internal_error', 'Something went wrong'));
    route('GET', '/api/membership/charges', () => apiError(500, 'internal_error', 'Something went wrong'));
    const { user } = renderWithProviders(<BillingCentrePage userId="u1" />, { url: '/membership/billing' });
    expect(await screen.findByText('Failed to load your payment history')).toBeInTheDocument();
    expect(screen.getByText('Failed to load your billing details')).toBeInTheDocument();
    route('GET', '/api/membership/charges', () => json(page([charge(1)])));
    const retry = screen.getAllByRole('button', { name: /try again/i });
    await user.click(retry[retry.length - 1]);
    expect(await screen.findByRole('list', { name: 'Payments' })).toBeInTheDocument();
  });

  it('Update Card goes where the server says (the billing portal or the test card page)', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    route('GET', '/api/membership/billing', () => json(overview));
    route('GET', '/api/membership/charges', () => json(page([])));
    route('POST', '/api/membership/card-update', () => json({ url: 'https://billing.stripe.test/p/session/bps_1' }));
    const { user } = renderWithProviders(<BillingCentrePage userId="u1" />, { url: '/membership/billing' });
    await user.click(await screen.findByRole('button', { name: 'Update Card' }));
    expect(sentRequests('/api/membership/card-update')).toHaveLength(1);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/session/bps_1'));
  });
});

describe('TestCardUpdatePage', () => {
  it('a declined card is said above the button; a good card is sent and saved', async () => {
    route('POST', '/api/membership/test-card', () =>
      apiError(402, 'card_declined', 'Your card was declined. Try a different card.'),
    );
    const { user } = renderWithProviders(<TestCardUpdatePage />, { url: '/membership/billing/card' });
    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1239');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Test Member');
    await user.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined. Try a different card.');

    route('POST', '/api/membership/test-card', () => json({ ...overview, card: { brand: 'mastercard', last4: '4444' } }));
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '5555555555554444');
    await user.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByText('Card updated: Mastercard ending in 4444')).toBeInTheDocument();
    expect(sentRequests('/api/membership/test-card').at(-1)?.body).toMatchObject({ cardNumber: '5555555555554444' });
  });
});
