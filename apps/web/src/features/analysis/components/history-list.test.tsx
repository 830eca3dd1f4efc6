import type { AnalysisListItem } from '@proclub/contracts/analysis';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, pending, route } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { HistoryList } from './history-list';

const HISTORY = '/api/analysis';

const item = (id: string, patch: Partial<AnalysisListItem> = {}): AnalysisListItem => ({
  id,
  website: `https://${id}.example.com`,
  googleBusinessProfile: null,
  overallScore: 72,
  totalRecommendations: 3,
  totalMonthlyRevenue: 897,
  createdBy: null,
  createdAt: new Date().toISOString(),
  ...patch,
});

describe('HistoryList (client analysis)', () => {
  it('shows skeletons while loading', () => {
    route('GET', HISTORY, pending);
    renderWithProviders(<HistoryList activeId={null} onOpen={() => {}} />);
    expect(screen.getByRole('status', { name: 'Loading history' })).toBeInTheDocument();
  });

  it('says where analyses will appear when there are none', async () => {
    route('GET', HISTORY, () => json({ items: [], nextCursor: null }));
    renderWithProviders(<HistoryList activeId={null} onOpen={() => {}} />);
    expect(await screen.findByText('Your analyses will be listed here.')).toBeInTheDocument();
  });

  it('says the history is unavailable when it fails to load (the analyzer itself still works)', async () => {
    route('GET', HISTORY, () => apiError(500, 'internal_error', 'Internal Server Error'));
    renderWithProviders(<HistoryList activeId={null} onOpen={() => {}} />);
    expect(await screen.findByText('History is unavailable right now.')).toBeInTheDocument();
  });

  it('lists past analyses, marks the open one, reopens one on click and loads more', async () => {
    route('GET', HISTORY, (request) =>
      request.url.searchParams.get('cursor')
        ? json({ items: [item('old')], nextCursor: null })
        : json({ items: [item('shop', { overallScore: 91 }), item('blog')], nextCursor: 'n' }),
    );
    const onOpen = vi.fn();
    const { user } = renderWithProviders(<HistoryList activeId="blog" onOpen={onOpen} />);
    const list = await screen.findByRole('list', { name: 'Past analyses' });
    const [shop, blog] = within(list).getAllByRole('button');
    expect(shop).toHaveTextContent('91');
    expect(shop).toHaveTextContent('shop.example.com');
    expect(shop).toHaveTextContent('3 opportunities · $897.00/month');
    expect(blog).toHaveAttribute('aria-current', 'true');
    await user.click(shop);
    expect(onOpen).toHaveBeenCalledWith('shop');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('old.example.com')).toBeInTheDocument();
  });
});
