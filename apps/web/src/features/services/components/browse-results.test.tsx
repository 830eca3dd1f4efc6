import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { service } from '../test/fixtures';
import { BrowseResults } from './browse-results';

const BROWSE = '/api/services';

describe('BrowseResults (marketplace grid)', () => {
  it("shows 'Loading services...' while loading", () => {
    route('GET', BROWSE, pending);
    renderWithProviders(<BrowseResults />, { url: '/browse' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading services...');
  });

  it("shows 'No services found matching your criteria.'", async () => {
    route('GET', BROWSE, () => json({ items: [], nextCursor: null }));
    renderWithProviders(<BrowseResults />, { url: '/browse?q=zebra' });
    expect(await screen.findByText('No services found matching your criteria.')).toBeInTheDocument();
    // The URL's filters are what the server is asked for.
    expect(sentRequests(BROWSE)[0].url.searchParams.get('q')).toBe('zebra');
  });

  it("shows 'Error loading services: {message}' with Try Again, which refetches", async () => {
    route('GET', BROWSE, () => apiError(503, 'unavailable', 'Search is warming up'));
    const { user } = renderWithProviders(<BrowseResults />, { url: '/browse' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading services: Search is warming up');
    route('GET', BROWSE, () => json({ items: [service('s1', { title: 'Logo design' })], nextCursor: null }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Logo design')).toBeInTheDocument();
    // One card: the count reads by plural rules (issue 37).
    expect(screen.getByRole('status')).toHaveTextContent(/^1 service shown$/);
  });

  it('shows the grid of service cards and loads more', async () => {
    route('GET', BROWSE, (request) =>
      request.url.searchParams.get('cursor')
        ? json({ items: [service('s3', { title: 'Copywriting' })], nextCursor: null })
        : json({ items: [service('s1', { title: 'Logo design' }), service('s2', { title: 'SEO audit' })], nextCursor: 'n1' }),
    );
    const { user } = renderWithProviders(<BrowseResults />, { url: '/browse' });
    const grid = await screen.findByRole('list', { name: 'Services' });
    expect(grid.children).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2+ services shown');
    expect(within(grid).getAllByText('Sam Seller')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /load more/i }));
    expect(await within(grid).findByText('Copywriting')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 services shown');
  });

  it('says how many services a search matched, and when a typo was tolerated', async () => {
    route('GET', BROWSE, () =>
      json({
        items: [service('s1', { title: 'Logo design' })],
        nextCursor: 'n1',
        matches: { count: 1000, atLeast: true, similar: false },
      }),
    );
    const first = renderWithProviders(<BrowseResults />, { url: '/browse?q=logo' });
    expect(await screen.findByTestId('search-summary')).toHaveTextContent('1,000+ results for “logo”');
    first.unmount();

    route('GET', BROWSE, () =>
      json({
        items: [service('s1', { title: 'Logo design' })],
        nextCursor: null,
        matches: { count: 1, atLeast: false, similar: true },
      }),
    );
    renderWithProviders(<BrowseResults />, { url: '/browse?q=logo%20desgin' });
    expect(await screen.findByTestId('search-summary')).toHaveTextContent(
      'No exact matches for “logo desgin”. Showing 1 service with similar titles.',
    );
  });
});

describe('the one price line on cards (ADR 040)', () => {
  it('a package card reads "From $<lowest package>" with thousands separators; hourly only for hourly pricing', async () => {
    route('GET', BROWSE, () =>
      json({
        items: [
          {
            ...service('p1', { title: 'Packaged site', pricingType: 'hourly', priceFrom: 10, priceTo: 20 }),
            lowestPackagePrice: 1999,
          },
          {
            ...service('h1', { title: 'Hourly help', pricingType: 'hourly', priceFrom: 50, priceTo: 80 }),
            lowestPackagePrice: null,
          },
          {
            ...service('f1', { title: 'Fixed audit', pricingType: 'fixed', priceFrom: 1999, priceTo: null }),
            lowestPackagePrice: null,
          },
        ],
        nextCursor: null,
      }),
    );
    renderWithProviders(<BrowseResults />, { url: '/browse' });
    const grid = await screen.findByRole('list', { name: 'Services' });
    const price = (title: string) =>
      within(within(grid).getByText(title).closest('article') as HTMLElement).getByTestId('card-price').textContent;
    expect(price('Packaged site')).toBe('From $1,999.00');
    expect(price('Hourly help')).toBe('$50.00 - $80.00/hour');
    expect(price('Fixed audit')).toBe('From $1,999.00');
  });
});
