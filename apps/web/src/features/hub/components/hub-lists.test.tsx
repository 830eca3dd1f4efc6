import type { AuditSummary, ReportSummary } from '@proclub/contracts/hub';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, pending, route } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { AuditsPage } from './audits-page';
import { ReportsPage } from './reports-page';

const audit = (id: string, patch: Partial<AuditSummary> = {}): AuditSummary => ({
  id,
  clientId: 'c1',
  clientName: 'Acme Corp',
  auditType: 'seo',
  websiteUrl: 'https://acme.example.com',
  score: 84,
  previousScore: 80,
  lastRunAt: new Date().toISOString(),
  createdAt: '2026-01-01T00:00:00.000Z',
  ...patch,
});
const report = (id: string, patch: Partial<ReportSummary> = {}): ReportSummary => ({
  id,
  title: 'January results',
  status: 'sent',
  clientId: 'c1',
  clientName: 'Acme Corp',
  periodStart: '2026-01-01',
  periodEnd: '2026-01-31',
  summary: null,
  sentAt: '2026-02-01T00:00:00.000Z',
  viewedAt: null,
  createdAt: '2026-02-01T00:00:00.000Z',
  ...patch,
});
interface HubList {
  name: string;
  path: string;
  page: () => ReactElement;
  loading: string;
  empty: string;
  list: string;
  item: () => unknown;
  shows: string[];
}

const lists: HubList[] = [
  {
    name: 'Client Audits',
    path: '/api/hub/audits',
    page: () => <AuditsPage />,
    loading: 'Loading audits',
    empty: 'No audits yet. Run your first audit on a client’s website.',
    list: 'Audits',
    item: () => audit('a1'),
    shows: ['Acme Corp', 'https://acme.example.com', '84', '+4'],
  },
  {
    name: 'Proof Reports',
    path: '/api/hub/reports',
    page: () => <ReportsPage />,
    loading: 'Loading reports',
    empty: 'No Reports Yet. Create your first proof report to show a client their results.',
    list: 'Proof reports',
    item: () => report('r1'),
    shows: ['January results', 'Sent', 'Acme Corp'],
  },
];

afterEach(() => vi.restoreAllMocks());

describe.each(lists)('$name (hub list)', ({ path, page, loading, empty, list, item, shows }) => {
  it('shows skeletons while loading', async () => {
    route('GET', path, pending);
    renderWithProviders(page());
    expect(screen.getByRole('status', { name: loading })).toBeInTheDocument();
  });

  it('shows its empty state', async () => {
    route('GET', path, () => json({ items: [], nextCursor: null }));
    renderWithProviders(page());
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });

  it('on a failed read only logs it and shows the empty list (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    route('GET', path, () => apiError(500, 'internal_error', 'Internal Server Error'));
    renderWithProviders(page());
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Failed to load /), expect.anything());
  });

  it('lists its items', async () => {
    route('GET', path, () => json({ items: [item()], nextCursor: null }));
    renderWithProviders(page());
    const items = await screen.findByRole('list', { name: list });
    for (const text of shows) expect(items).toHaveTextContent(text);
    expect(within(items).getAllByRole('listitem')).toHaveLength(1);
  });
});
