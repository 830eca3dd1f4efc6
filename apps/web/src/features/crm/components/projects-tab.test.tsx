import type { Board } from '@proclub/contracts/crm';
import { PROJECT_STATUSES } from '@proclub/contracts/crm';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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
