import type { PayoutAccount } from '@proclub/contracts/orders';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { PayoutsPanel } from './payouts-panel';

const account = (fields: Partial<PayoutAccount> = {}): PayoutAccount => ({
  mode: 'stripe',
  state: 'not_set_up',
  detailsSubmitted: false,
  payoutsEnabled: false,
  ...fields,
});

describe('PayoutsPanel (Stripe Connect, ADR 031)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('not set up: "Set Up Payouts" asks the server for an onboarding link and goes to Stripe', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    route('GET', '/api/orders/payouts', () => json(account()));
    route('POST', '/api/orders/payouts/onboarding', () => json({ url: 'https://connect.stripe.test/setup/e/acct_1/x' }));
    const { user } = renderWithProviders(<PayoutsPanel />);
    const panel = await screen.findByRole('region', { name: 'Payouts' });
    expect(panel).toHaveTextContent('Payouts not set up');
    await user.click(screen.getByRole('button', { name: 'Set Up Payouts' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.test/setup/e/acct_1/x'));
    expect(sentRequests('/api/orders/payouts/onboarding')).toHaveLength(1);
  });

  it('pending verification: says so and offers to continue the setup', async () => {
    route('GET', '/api/orders/payouts', () => json(account({ state: 'pending', detailsSubmitted: true })));
    renderWithProviders(<PayoutsPanel />);
    expect(await screen.findByTestId('payouts-state')).toHaveTextContent('Pending verification');
    expect(screen.getByRole('button', { name: 'Continue Setup' })).toBeInTheDocument();
  });

  it('payouts on: no action, the transfers go to Stripe', async () => {
    route('GET', '/api/orders/payouts', () => json(account({ state: 'enabled', payoutsEnabled: true, detailsSubmitted: true })));
    renderWithProviders(<PayoutsPanel />);
    expect(await screen.findByTestId('payouts-state')).toHaveTextContent('Payouts on');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('test mode: payouts are simulated in the ledger, nothing to set up', async () => {
    route('GET', '/api/orders/payouts', () => json(account({ mode: 'test' })));
    renderWithProviders(<PayoutsPanel />);
    const panel = await screen.findByRole('region', { name: 'Payouts' });
    expect(panel).toHaveTextContent('Payouts are simulated');
    expect(panel).toHaveTextContent('recorded in the ledger only');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a failed onboarding shows the server’s message and stays on the page', async () => {
    route('GET', '/api/orders/payouts', () => json(account()));
    route('POST', '/api/orders/payouts/onboarding', () =>
      apiError(502, 'payment_provider_error', 'The payment provider could not complete the request. Please try again.'),
    );
    const { user } = renderWithProviders(<PayoutsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Set Up Payouts' }));
    expect(await screen.findByText('The payment provider could not complete the request. Please try again.')).toBeInTheDocument();
  });
});
