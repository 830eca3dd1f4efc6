import type { ClientContact } from '@proclub/contracts/client-contacts';
import type { Client, ClientNote, TimelineEvent } from '@proclub/contracts/crm';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { ClientRecordPage } from './client-record-page';

const BASE = '/api/crm/clients/c1';
const rosa: Client = {
  id: 'c1',
  name: 'Rosa Bakery',
  email: 'rosa@bakery.test',
  phone: '+1 555 0100',
  company: 'Rosa Ltd',
  website: 'rosa.test',
  address: '4 Quay Road, Portsmouth',
  notes: null,
  status: 'active',
  tags: ['vip'],
  assignee: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const event = (id: string, kind: TimelineEvent['kind'], action: string, title: string, link: string): TimelineEvent => ({
  id,
  kind,
  action,
  at: '2026-03-01T10:00:00.000000Z',
  title,
  detail: null,
  link,
});
const accepted = event('proposal-accepted:p1', 'proposal', 'accepted', 'Growth plan for Rosa', '/hub/proposals?open=p1');
const audit = event('audit-run:r1', 'audit', 'ran', 'SEO audit: 72', '/hub/audits/a1');
const note = (patch: Partial<ClientNote>): ClientNote => ({
  id: 'n1',
  body: 'Plain',
  pinned: false,
  author: { id: 'u1', name: 'Avery Parker' },
  mine: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...patch,
});

function routes(notes: ClientNote[] = []) {
  route('GET', BASE, () => json(rosa));
  route('GET', `${BASE}/timeline`, (request) => {
    const kind = request.url.searchParams.get('kind');
    const items = [accepted, audit].filter((item) => !kind || item.kind === kind);
    return json({ items, nextCursor: null });
  });
  route('GET', `${BASE}/notes`, () => json(notes));
  route('GET', `${BASE}/billing`, () =>
    json({
      totals: [{ currency: 'USD', lifetimeValue: 45_000, outstanding: 12_000 }],
      invoiceCount: 2,
      invoices: [
        { id: 'i2', number: 'INV-0002', status: 'open', currency: 'USD', total: 12_000, dueDate: '2026-12-01' },
        { id: 'i1', number: 'INV-0001', status: 'paid', currency: 'USD', total: 50_000, dueDate: '2026-11-01' },
      ],
    }),
  );
  route('GET', `${BASE}/contacts`, () => json({ items: contacts }));
  route('GET', '/api/portal-access/clients/c1', () => json({ invitations: [], access }));
  route('GET', '/api/portal-access/clients/c1/files', () => json({ items: [], nextCursor: null }));
}

const contact = (patch: Partial<ClientContact>): ClientContact => ({
  id: 'k1',
  clientId: 'c1',
  firstName: 'Maria',
  lastName: 'Lopez',
  role: 'Owner',
  email: 'maria@bakery.test',
  phone: null,
  isPrimary: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...patch,
});
let contacts: ClientContact[] = [];
let access: { id: string; contactId: string; name: string; email: string; createdAt: string; lastSeenAt: string | null }[] = [];

describe('ClientRecordPage', () => {
  it('shows a skeleton while the client loads, and the error with Try Again', async () => {
    route('GET', BASE, pending);
    renderWithProviders(<ClientRecordPage id="c1" />);
    expect(screen.getByRole('status', { name: 'Loading client' })).toBeInTheDocument();
  });

  it('says when the client cannot be loaded', async () => {
    route('GET', BASE, () => apiError(404, 'not_found', 'Client not found'));
    renderWithProviders(<ClientRecordPage id="c1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load client');
  });

  it('shows the header, the timeline linking to each record, and the sections', async () => {
    routes();
    const { user } = renderWithProviders(<ClientRecordPage id="c1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Bakery' })).toBeInTheDocument();
    const details = screen.getByRole('list', { name: 'Client details' });
    for (const text of ['rosa@bakery.test', '+1 555 0100', 'rosa.test', '4 Quay Road, Portsmouth'])
      expect(within(details).getByText(text)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByRole('link', { name: 'vip' })).toHaveAttribute(
      'href',
      '/crm?tag=vip',
    );
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByRole('link', { name: 'Growth plan for Rosa' })).toHaveAttribute(
      'href',
      '/hub/proposals?open=p1',
    );
    expect(within(timeline).getByText(/Proposal accepted/)).toBeInTheDocument();
    expect(within(timeline).getByRole('link', { name: 'SEO audit: 72' })).toHaveAttribute('href', '/hub/audits/a1');
    const sections = screen.getByRole('complementary', { name: 'Client sections' });
    expect(within(sections).getByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    await within(sections).findByText('No campaign emails yet.');
    expect(within(sections).getByRole('heading', { name: 'Files' })).toBeInTheDocument();
    await within(sections).findByText('No files yet.');
    expect(within(sections).getByRole('link', { name: 'All proposals' })).toHaveAttribute('href', '/hub/proposals');
    const totals = await within(sections).findByRole('list', { name: 'Latest invoices' });
    expect(within(totals).getByRole('link', { name: 'INV-0002' })).toHaveAttribute('href', '/invoices/i2');
    const figures = within(sections);
    expect(figures.getByText('Lifetime value').nextSibling).toHaveTextContent('$450.00');
    expect(figures.getByText('Outstanding').nextSibling).toHaveTextContent('$120.00');
    await user.selectOptions(screen.getByLabelText('Show'), 'audit');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Timeline' })).queryByText('Growth plan for Rosa')).toBeNull(),
    );
    expect(sentRequests(`${BASE}/timeline`).some((request) => request.url.searchParams.get('kind') === 'audit')).toBe(true);
  });

  it('renders notes as safe markdown (no raw HTML, no javascript: links), pinned first, with author', async () => {
    routes([
      note({ id: 'n2', body: 'Pinned **bold** note', pinned: true }),
      note({ body: 'Hi <img src=x onerror="alert(1)"> [bad](javascript:alert(1)) [good](https://rosa.test)' }),
    ]);
    const { container } = renderWithProviders(<ClientRecordPage id="c1" />);
    const notes = await screen.findAllByTestId('client-note');
    expect(notes[0]).toHaveAttribute('data-pinned', 'true');
    expect(within(notes[0]).getByText('bold').tagName).toBe('STRONG');
    expect(within(notes[0]).getByText(/Avery Parker/)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(notes[1]).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(within(notes[1]).queryByRole('link', { name: 'bad' })).toBeNull();
    expect(within(notes[1]).getByRole('link', { name: 'good' })).toHaveAttribute('href', 'https://rosa.test');
  });

  it('adds a note and shows the empty state before', async () => {
    routes();
    route('POST', `${BASE}/notes`, (request) => json(note({ body: (request.body as { body: string }).body }), 201));
    const { user } = renderWithProviders(<ClientRecordPage id="c1" />);
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Add a note'), 'Call on *Fridays*');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(sentRequests(`${BASE}/notes`).find((request) => request.method === 'POST')).toBeTruthy());
    expect(sentRequests(`${BASE}/notes`).find((request) => request.method === 'POST')!.body).toEqual({
      body: 'Call on *Fridays*',
      pinned: false,
    });
  });

  it('lists the contacts (primary first), invites one to the portal and shows who has access', async () => {
    contacts = [
      contact({}),
      contact({ id: 'k2', firstName: 'Ben', lastName: 'Ode', email: 'ben@bakery.test', isPrimary: false }),
    ];
    access = [
      {
        id: 'a1',
        contactId: 'k1',
        name: 'Maria Lopez',
        email: 'maria@bakery.test',
        createdAt: '2026-03-01T10:00:00.000Z',
        lastSeenAt: new Date().toISOString(),
      },
    ];
    routes();
    route('POST', '/api/portal-access/clients/c1/contacts/k2/invitations', () =>
      json(
        {
          id: 'i1',
          contactId: 'k2',
          email: 'ben@bakery.test',
          sentAt: new Date().toISOString(),
          expiresAt: new Date().toISOString(),
        },
        201,
      ),
    );
    const { user } = renderWithProviders(<ClientRecordPage id="c1" />);
    const list = await screen.findByRole('list', { name: 'Contacts' });
    const [maria, ben] = within(list).getAllByRole('listitem');
    expect(within(maria).getByText('Primary')).toBeInTheDocument();
    expect(maria).toHaveTextContent(/Portal access · last came less than a minute ago/);
    expect(within(maria).queryByRole('button', { name: /Invite .* to portal/ })).toBeNull();
    await user.click(within(ben).getByRole('button', { name: 'Invite Ben Ode to portal' }));
    await waitFor(() => expect(sentRequests('/api/portal-access/clients/c1/contacts/k2/invitations')).toHaveLength(1));
    contacts = [];
    access = [];
  });
});
