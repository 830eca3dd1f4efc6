import type { AdminReport, AdminUserRow } from '@proclub/contracts/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { ReportsQueue } from './reports-queue';
import { UsersTable } from './users-table';

const USERS = '/api/admin/users';
const REPORTS = '/api/admin/reports';

function userRow(id: string, patch: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id,
    name: `User ${id}`,
    email: `${id}@example.com`,
    role: 'vendor',
    createdAt: '2026-01-05T12:00:00.000Z',
    lastSeenAt: null,
    member: true,
    addOns: ['analytics_pro'],
    banned: false,
    serviceCount: 2,
    orderCount: 5,
    ...patch,
  };
}

function report(id: string, patch: Partial<AdminReport> = {}): AdminReport {
  return {
    id,
    targetType: 'service',
    targetId: 's1',
    targetSummary: 'Lantern repair',
    targetOwner: { id: 'u-seller', name: 'Sam Seller' },
    reason: 'Never delivers',
    status: 'open',
    reporter: { id: 'u-client', name: 'Clara Client' },
    resolution: null,
    createdAt: '2026-01-05T12:00:00.000Z',
    resolvedAt: null,
    ...patch,
  };
}

describe('UsersTable', () => {
  it('shows a skeleton while loading, then rows with their figures and a link to each user', async () => {
    route('GET', USERS, pending);
    const first = renderWithProviders(<UsersTable />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    first.unmount();
    route('GET', USERS, () => json({ items: [userRow('u1', { banned: true })], nextCursor: 'next' }));
    renderWithProviders(<UsersTable />);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByRole('link', { name: 'User u1' })).toHaveAttribute('href', '/admin/users/u1');
    expect(within(table).getByText('Banned')).toBeInTheDocument();
    expect(within(table).getByText('Member + Analytics Pro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('sends the filters and shows the empty state', async () => {
    route('GET', USERS, () => json({ items: [], nextCursor: null }));
    const { user } = renderWithProviders(<UsersTable />);
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'banned');
    await screen.findByText('No users match these filters.');
    expect(sentRequests(USERS).at(-1)?.url.searchParams.get('banned')).toBe('banned');
  });

  it('shows the error with Try Again', async () => {
    route('GET', USERS, () => apiError(500, 'internal_error', 'Internal Server Error'));
    renderWithProviders(<UsersTable />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users');
  });
});

describe('ReportsQueue', () => {
  it('lists open reports with the action that fits each target, and the empty state per status', async () => {
    route('GET', REPORTS, () =>
      json({ items: [report('r1'), report('r2', { targetType: 'review', targetSummary: '1★ spam' })], nextCursor: null }),
    );
    const { user } = renderWithProviders(<ReportsQueue />);
    const list = await screen.findByRole('list', { name: 'Open reports' });
    const [service, review] = within(list).getAllByRole('listitem');
    expect(within(service).getByRole('button', { name: 'Hide service' })).toBeInTheDocument();
    expect(within(service).getByRole('button', { name: 'Restore service' })).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Remove review' })).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();

    route('GET', REPORTS, () => json({ items: [], nextCursor: null }));
    await user.click(screen.getByRole('button', { name: 'Dismissed' }));
    expect(await screen.findByText('No dismissed reports.')).toBeInTheDocument();
    expect(sentRequests(REPORTS).at(-1)?.url.searchParams.get('status')).toBe('dismissed');
  });
});
