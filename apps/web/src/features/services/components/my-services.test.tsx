import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { service } from '../test/fixtures';
import { MyServices } from './my-services';

const MINE = '/api/services/mine';

describe('MyServices (dashboard)', () => {
  it('shows skeletons while loading', () => {
    route('GET', MINE, pending);
    renderWithProviders(<MyServices />);
    expect(screen.getByRole('status', { name: 'Loading services' })).toBeInTheDocument();
  });

  it('shows the empty state with Add Your First Service', async () => {
    route('GET', MINE, () => json({ items: [], nextCursor: null, total: 0 }));
    renderWithProviders(<MyServices />);
    expect(await screen.findByRole('heading', { name: 'No services yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your First Service' })).toHaveAttribute('href', '/services/new');
  });

  it("shows 'Failed to load services' with Try Again, which refetches", async () => {
    route('GET', MINE, () => apiError(500, 'internal_error', 'Internal Server Error'));
    const { user } = renderWithProviders(<MyServices />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load services');
    route('GET', MINE, () => json({ items: [service('s1', { title: 'Logo design' })], nextCursor: null, total: 1 }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Logo design')).toBeInTheDocument();
    expect(sentRequests(MINE)).toHaveLength(2);
  });

  it("lists the seller's services with 'N service(s) listed' and the card details", async () => {
    route('GET', MINE, () =>
      json({
        items: [service('s1', { title: 'Logo design' }), service('s2', { title: 'SEO audit', isActive: false, priceTo: null })],
        nextCursor: null,
        total: 2,
      }),
    );
    renderWithProviders(<MyServices />);
    const list = await screen.findByRole('list', { name: 'My services' });
    expect(screen.getByText('2 service(s) listed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Service' })).toBeInTheDocument();
    // The cards are the list's own items (each card also has a list of tags).
    const [first, second] = Array.from(list.children) as HTMLElement[];
    expect(first).toHaveTextContent('Logo design');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('+1 more');
    expect(second).toHaveTextContent('Inactive');
    expect(second).toHaveTextContent('From $100');
  });
});
