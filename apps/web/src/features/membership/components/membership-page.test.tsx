import type { Membership, Plans } from '@proclub/contracts/membership';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { me } from '@/test/fixtures';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { MembershipPage } from './membership-page';

const STATUS = '/api/membership/check-subscription';

const plans: Plans = {
  provider: 'test',
  base: { priceId: 'price_base', name: 'Club Membership', monthlyPrice: 29, features: [] },
  addOns: [],
};
const membership: Membership = {
  subscribed: true,
  provider: 'test',
  status: 'active',
  subscriptionEnd: '2026-03-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  addOns: [],
  monthlyTotal: 29,
  features: { advancedCrm: false, prioritySupport: false, analyticsPro: false, whiteLabel: false },
};

function signedIn() {
  route('GET', '/api/session', () => json(me('client')));
}
function signedOut() {
  route('GET', '/api/session', () => json(null));
}

afterEach(() => vi.restoreAllMocks());

describe('MembershipPage', () => {
  it("says 'Checking membership status...' while it checks", () => {
    signedIn();
    route('GET', STATUS, pending);
    renderWithProviders(<MembershipPage />, { url: '/membership' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking membership status...');
  });

  it("welcomes a member with the renewal date and 'Go to Dashboard'", async () => {
    signedIn();
    route('GET', STATUS, () => json({ subscribed: true, subscriptionEnd: '2026-03-01T00:00:00.000Z' }));
    route('GET', '/api/membership', () => json(membership));
    renderWithProviders(<MembershipPage />, { url: '/membership' });
    expect(await screen.findByRole('heading', { name: "You're a Club Member!" })).toBeInTheDocument();
    expect(await screen.findByText('Your membership renews on March 1, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('offers the base features and the four add-ons, and the total follows the choice', async () => {
    signedOut();
    route('GET', STATUS, () => json({ subscribed: false, subscriptionEnd: null }));
    route('GET', '/api/membership/plans', () => json(plans));
    const { user } = renderWithProviders(<MembershipPage />, { url: '/membership' });
    const features = await screen.findByRole('list', { name: 'Included in the base membership' });
    expect(within(features).getAllByRole('listitem')).toHaveLength(3);
    expect(features).toHaveTextContent('Order services from every seller in the marketplace');
    const addOns = screen.getByRole('group', { name: 'Add-ons' });
    expect(within(addOns).getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByTestId('membership-total')).toHaveTextContent('$29.00/month');
    await user.click(screen.getByRole('checkbox', { name: /Advanced CRM Tools/ }));
    expect(screen.getByTestId('membership-total')).toHaveTextContent('$48.00/month');
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it('sells a client what a client gets: ordering, and only the add-on a client can use', async () => {
    signedIn();
    route('GET', STATUS, () => json({ subscribed: false, subscriptionEnd: null }));
    route('GET', '/api/membership/plans', () => json(plans));
    renderWithProviders(<MembershipPage />, { url: '/membership' });
    const features = await screen.findByRole('list', { name: 'Included in the base membership' });
    expect(features).not.toHaveTextContent(/CRM|analysis|List unlimited/);
    expect(screen.queryByRole('list', { name: 'Free with every seller account' })).not.toBeInTheDocument();
    const addOns = screen.getByRole('group', { name: 'Add-ons' });
    expect(
      within(addOns)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-describedby')),
    ).toEqual(['add-on-priority_support-description']);
  });

  it('tells a seller what is already free and offers the four add-ons', async () => {
    route('GET', '/api/session', () => json(me('freelancer')));
    route('GET', STATUS, () => json({ subscribed: false, subscriptionEnd: null }));
    route('GET', '/api/membership/plans', () => json(plans));
    renderWithProviders(<MembershipPage />, { url: '/membership' });
    const free = await screen.findByRole('list', { name: 'Free with every seller account' });
    expect(free).toHaveTextContent('CRM for clients, projects, milestones and threads');
    expect(within(screen.getByRole('group', { name: 'Add-ons' })).getAllByRole('checkbox')).toHaveLength(4);
  });

  it('shows the signup when the check fails, and logs the failure (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn();
    route('GET', STATUS, () => apiError(502, 'bad_gateway', 'Billing is unreachable'));
    route('GET', '/api/membership/plans', () => json(plans));
    renderWithProviders(<MembershipPage />, { url: '/membership' });
    expect(await screen.findByRole('heading', { name: 'Join the ProClub' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Subscription check failed', expect.anything());
    expect(sentRequests(STATUS)).toHaveLength(1);
  });
});
