import type { Client } from '@proclub/contracts/crm';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { ClientsTab } from './clients-tab';

const CLIENTS = '/api/crm/clients';

function client(id: string, patch: Partial<Client> = {}): Client {
  return {
    id,
    name: `Client ${id}`,
    email: `${id}@example.com`,
    phone: null,
    company: null,
    website: null,
    address: null,
    notes: null,
    status: 'active',
    tags: [],
    assignee: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...patch,
  };
}

describe('ClientsTab (CRM)', () => {
  beforeEach(() => {
    route('GET', '/api/crm/client-tags', () => json(['vip', 'newsletter']));
    route('GET', '/api/crm/saved-views', () => json([]));
  });

  it('shows skeletons while loading', () => {
    route('GET', CLIENTS, pending);
    renderWithProviders(<ClientsTab />, { url: '/crm' });
    expect(screen.getByRole('status', { name: 'Loading clients' })).toBeInTheDocument();
  });

  it("shows 'No clients yet. Add your first client to get started!' with Add Client", async () => {
    route('GET', CLIENTS, () => json({ items: [], nextCursor: null, total: 0 }));
    const { user } = renderWithProviders(<ClientsTab />, { url: '/crm' });
    const empty = await screen.findByText('No clients yet. Add your first client to get started!');
    await user.click(within(empty.parentElement!).getByRole('button', { name: 'Add Client' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says when a search matches nothing, and Clear filters asks again without them', async () => {
    route('GET', CLIENTS, () => json({ items: [], nextCursor: null, total: 0 }));
    const { user } = renderWithProviders(<ClientsTab />, { url: '/crm?q=zebra&status=inactive' });
    expect(await screen.findByText('No clients match your search.')).toBeInTheDocument();
    expect(sentRequests(CLIENTS)[0].url.search).toContain('q=zebra');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No clients yet. Add your first client to get started!')).toBeInTheDocument();
    const last = sentRequests(CLIENTS).at(-1)!.url.searchParams;
    expect([last.get('q'), last.get('status')]).toEqual([null, null]);
  });

  it("shows 'Failed to load clients' with Try Again, which refetches", async () => {
    route('GET', CLIENTS, () => apiError(500, 'internal_error', 'Internal Server Error'));
    const { user } = renderWithProviders(<ClientsTab />, { url: '/crm' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load clients');
    route('GET', CLIENTS, () => json({ items: [client('c1', { name: 'Acme Corp' })], nextCursor: null, total: 1 }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Acme Corp')).toBeInTheDocument();
    expect(screen.getByTestId('clients-count')).toHaveTextContent('1 client');
  });

  it('lists client cards with the total and loads more', async () => {
    route('GET', CLIENTS, (request) =>
      request.url.searchParams.get('cursor')
        ? json({ items: [client('c3', { name: 'Gamma Ltd' })], nextCursor: null, total: 3 })
        : json({
            items: [client('c1', { name: 'Acme Corp' }), client('c2', { name: 'Beta Studio' })],
            nextCursor: 'n',
            total: 3,
          }),
    );
    const { user } = renderWithProviders(<ClientsTab />, { url: '/crm' });
    const list = await screen.findByRole('list', { name: 'Clients' });
    expect(screen.getByTestId('clients-count')).toHaveTextContent('3 clients');
    expect(within(list).getByText('Acme Corp')).toBeInTheDocument();
    expect(within(list).getByText('c2@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /load more/i }));
    expect(await within(list).findByText('Gamma Ltd')).toBeInTheDocument();
  });

  it('"Mine" is a toggle button: pressing it asks for the clients assigned to me and says when there are none', async () => {
    route('GET', CLIENTS, () => json({ items: [], nextCursor: null, total: 0 }));
    const { user } = renderWithProviders(<ClientsTab />, { url: '/crm' });
    const mine = await screen.findByRole('button', { name: 'Mine' });
    expect(mine).toHaveAttribute('aria-pressed', 'false');
    mine.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('No clients assigned to you.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-pressed', 'true');
    expect(sentRequests(CLIENTS).at(-1)!.url.searchParams.get('assigned')).toBe('me');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No clients yet. Add your first client to get started!')).toBeInTheDocument();
    expect(sentRequests(CLIENTS).at(-1)!.url.searchParams.get('assigned')).toBeNull();
  });
});
