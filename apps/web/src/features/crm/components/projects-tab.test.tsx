import type { Board, Project } from '@proclub/contracts/crm';
import { PROJECT_STATUSES } from '@proclub/contracts/crm';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCurrentWorkspaceId } from '@/lib/current-workspace';
import { json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { ProjectsTab } from './projects-tab';

const BOARD = '/api/crm/projects/board';

const emptyBoard: Board = {
  columns: PROJECT_STATUSES.map((status) => ({ status, count: 0, budgetTotal: 0, items: [], nextCursor: null })),
};

describe('ProjectsTab (CRM): "Mine" on the Board', () => {
  beforeEach(() => {
    route('GET', '/api/crm/clients/options', () => json([]));
    route('GET', BOARD, () => json(emptyBoard));
  });

  it('offers "Mine" on the Board too and asks for my projects only', async () => {
    // useCrmParams patches the live URL (window.location), as the browser's router keeps it.
    window.history.replaceState(null, '', '/crm?tab=projects&view=board');
    const { user } = renderWithProviders(<ProjectsTab />, { url: '/crm?tab=projects&view=board' });
    expect(await screen.findByTestId('project-board')).toBeInTheDocument();
    expect(sentRequests(BOARD)[0].url.searchParams.get('assigned')).toBeNull();
    await user.click(screen.getByRole('button', { name: /mine/i }));
    await screen.findByTestId('project-board');
    await expect.poll(() => sentRequests(BOARD).at(-1)?.url.searchParams.get('assigned')).toBe('me');
  });
});

describe('ProjectsTab (CRM): bulk actions on the list', () => {
  const project = (id: string, title: string): Project => ({
    id,
    clientId: 'c1',
    serviceId: null,
    title,
    description: null,
    status: 'quoted',
    budget: 500,
    deadline: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    client: { name: 'Harbor Cafe', email: 'harbor@example.com' },
    service: null,
    milestones: { completed: 0, total: 0 },
    assignee: null,
  });

  beforeEach(() => {
    setCurrentWorkspaceId('w1');
    route('GET', '/api/crm/clients/options', () => json([]));
    route('GET', '/api/workspaces/w1/members', () =>
      json({ items: [{ userId: 'u2', name: 'Sam Rivera', email: 'sam@example.com', role: 'member', joinedAt: '2026-01-01' }] }),
    );
    route('GET', '/api/crm/projects', () =>
      json({ items: [project('p1', 'Menu photos'), project('p2', 'Harbor site')], nextCursor: null, total: 2 }),
    );
    route('POST', '/api/crm/projects/bulk', () => json({ count: 2 }));
  });
  afterEach(() => setCurrentWorkspaceId(null));

  it('selects projects, then sets their status, assigns them and deletes them after asking', async () => {
    window.history.replaceState(null, '', '/crm?tab=projects');
    const { user } = renderWithProviders(<ProjectsTab />, { url: '/crm?tab=projects' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Menu photos' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Harbor site' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByTestId('selected-projects-count')).toHaveTextContent('2 projects selected');

    await user.selectOptions(within(bar).getByLabelText('Set status'), 'In Progress');
    await expect.poll(() => sentRequests('/api/crm/projects/bulk').length).toBe(1);
    expect(sentRequests('/api/crm/projects/bulk')[0].body).toEqual({
      action: 'status',
      ids: ['p1', 'p2'],
      status: 'in_progress',
    });

    await expect.poll(() => within(bar).getByLabelText('Assign to').hasAttribute('disabled')).toBe(false);
    await user.selectOptions(within(bar).getByLabelText('Assign to'), 'Sam Rivera');
    await expect.poll(() => sentRequests('/api/crm/projects/bulk').length).toBe(2);
    expect(sentRequests('/api/crm/projects/bulk')[1].body).toEqual({ action: 'assign', ids: ['p1', 'p2'], userId: 'u2' });

    const exported = within(bar).getByRole('link', { name: 'Export Selected' });
    expect(exported.getAttribute('href')).toContain('/api/crm/projects/export?ids=p1%2Cp2');

    await user.click(within(bar).getByRole('button', { name: 'Delete Selected' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete 2 projects?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect.poll(() => sentRequests('/api/crm/projects/bulk').length).toBe(3);
    expect(sentRequests('/api/crm/projects/bulk')[2].body).toEqual({ action: 'delete', ids: ['p1', 'p2'] });
    await expect.poll(() => screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });
});
