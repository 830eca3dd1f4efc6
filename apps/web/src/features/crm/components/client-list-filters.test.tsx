import type { Client, SavedView } from '@proclub/contracts/crm';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { ClientsTab } from './clients-tab';

const CLIENTS = '/api/crm/clients';
const VIEWS = '/api/crm/saved-views';

const client = (id: string, name: string): Client => ({
  id,
  name,
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
});

describe('client list: filters, saved views, bulk actions', () => {
  let views: SavedView[];
  beforeEach(() => {
    views = [];
    route('GET', '/api/crm/client-tags', () => json(['vip', 'newsletter']));
    route('GET', VIEWS, () => json(views));
    route('GET', CLIENTS, () =>
      json({
        items: [client('c1', 'Acme Corp'), client('c2', 'Beta Studio'), client('c3', 'Gamma Ltd')],
        nextCursor: null,
        total: 3,
      }),
    );
  });

  it.each([
    ['Tag', 'vip', 'tag'],
    ['Status', 'inactive', 'status'],
    ['Last activity', '30d', 'activity'],
  ])('filters by %s (%s), sent to the server as %s', async (label, value, param) => {
    const { user } = renderWithProviders(<ClientsTab />, { url: '/crm' });
    await screen.findByText('Acme Corp');
    if (label === 'Tag')
      expect(within(screen.getByLabelText('Tag')).getByRole('option', { name: 'newsletter' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(label), value);
    await waitFor(() => expect(sentRequests(CLIENTS).at(-1)!.url.searchParams.get(param)).toBe(value));
    expect(screen.getByTestId('clients-count')).toHaveTextContent('3 clients match your filters');
  });

  it('saves the current filters as a named view and applies a saved view', async () => {
    route('POST', VIEWS, (request) => {
      const view = { id: 'v1', createdAt: '2026-01-01T00:00:00.000Z', ...(request.body as Omit<SavedView, 'id' | 'createdAt'>) };
      views = [view];
      return json(view, 201);
    });
    const { user } = renderWithProviders(<ClientsTab />, { url: '/crm?status=active&tag=vip' });
    await screen.findByText('Acme Corp');
    await user.click(screen.getByRole('button', { name: 'Save View' }));
    await user.type(screen.getByLabelText('View name'), 'My active clients');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests(VIEWS).find((request) => request.method === 'POST')).toBeTruthy());
    expect(sentRequests(VIEWS).find((request) => request.method === 'POST')!.body).toEqual({
      name: 'My active clients',
      filters: { status: 'active', tag: 'vip' },
    });
    const picker = screen.getByLabelText('Saved views');
    await within(picker).findByRole('option', { name: 'My active clients' });
    await user.selectOptions(screen.getByLabelText('Tag'), '');
    await user.selectOptions(picker, 'v1');
    await waitFor(() => expect(sentRequests(CLIENTS).at(-1)!.url.searchParams.get('tag')).toBe('vip'));
  });

  it('acts on a selection: tags it, and asks "Delete 2 clients?" before deleting', async () => {
    route('POST', '/api/crm/clients/bulk', (request) => json({ count: (request.body as { ids: string[] }).ids.length }));
    const { user } = renderWithProviders(<ClientsTab />, { url: '/crm' });
    await screen.findByText('Acme Corp');
    await user.click(screen.getByRole('checkbox', { name: 'Select Acme Corp' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Gamma Ltd' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('2 clients selected');
    await user.type(screen.getByLabelText('Tag', { selector: '#bulk-tag' }), 'VIP');
    await user.click(screen.getByRole('button', { name: 'Add Tag' }));
    await waitFor(() => expect(sentRequests('/api/crm/clients/bulk')).toHaveLength(1));
    expect(sentRequests('/api/crm/clients/bulk')[0].body).toEqual({ action: 'tag', ids: ['c1', 'c3'], tag: 'vip' });
    expect(screen.getByRole('link', { name: 'Export Selected' }).getAttribute('href')).toBe(
      '/api/crm/clients/export?ids=c1%2Cc3',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 clients?' });
    expect(sentRequests('/api/crm/clients/bulk')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sentRequests('/api/crm/clients/bulk')).toHaveLength(2));
    expect(sentRequests('/api/crm/clients/bulk')[1].body).toEqual({ action: 'delete', ids: ['c1', 'c3'] });
    await waitFor(() => expect(screen.queryByTestId('selected-count')).not.toBeInTheDocument());
  });

  it('links each client name to its record page', async () => {
    renderWithProviders(<ClientsTab />, { url: '/crm' });
    expect(await screen.findByRole('link', { name: 'Acme Corp' })).toHaveAttribute('href', '/crm/clients/c1');
  });
});
