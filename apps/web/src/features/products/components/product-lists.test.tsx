import type { AdTemplate, AiAgent, RankKeyword } from '@proclub/contracts/products';
import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { AdTemplatesPage } from './ad-templates-page';
import { AiAgentsPage } from './ai-agents-page';
import { BacklinkReportsPage } from './backlink-reports-page';
import { CitationBuilderPage } from './citation-builder-page';
import { CompetitorAnalysisPage } from './competitor-analysis-page';
import { ContentDropsPage } from './content-drops-page';
import { MapBoostPage } from './map-boost/map-boost-page';
import { PostSchedulerPage } from './post-scheduler-page';
import { RankTrackerPage } from './rank-tracker/rank-tracker-page';
import { ReviewBoosterPage } from './review-booster-page';

interface ProductList {
  name: string;
  Page: ComponentType;
  path: string;
  loading: string;
  empty: string;
  /** What the page's other requests are answered with. */
  others?: Record<string, unknown>;
}

const products: ProductList[] = [
  {
    name: 'AI Agents',
    Page: AiAgentsPage,
    path: '/api/products/ai-agents',
    loading: 'Loading agents',
    empty: 'No agents to show right now.',
  },
  {
    name: 'Ad Templates',
    Page: AdTemplatesPage,
    path: '/api/products/ad-templates',
    loading: 'Loading templates',
    empty: 'No templates to show right now.',
  },
  {
    name: 'Backlink Reports',
    Page: BacklinkReportsPage,
    path: '/api/products/backlinks',
    loading: 'Loading backlinks',
    empty: 'No backlinks recorded yet. Add links you earned or found for a client’s site.',
  },
  {
    name: 'Citation Builder',
    Page: CitationBuilderPage,
    path: '/api/products/citations',
    loading: 'Loading citations',
    empty: 'No citations yet. Add the directories where a client is (or should be) listed.',
  },
  {
    name: 'Competitor Analysis',
    Page: CompetitorAnalysisPage,
    path: '/api/products/competitors',
    loading: 'Loading competitors',
    empty: 'No competitors yet. Add one for a client and compare both websites side by side.',
  },
  {
    name: 'Content Drops',
    Page: ContentDropsPage,
    path: '/api/products/content',
    loading: 'Loading content',
    empty: 'The library is empty. Add a blog post, email or script to reuse for clients.',
  },
  {
    name: 'Post Scheduler',
    Page: PostSchedulerPage,
    path: '/api/products/posts',
    loading: 'Loading posts',
    empty: 'No posts yet. Draft one or schedule it for a client’s channel.',
  },
  {
    name: 'Review Booster',
    Page: ReviewBoosterPage,
    path: '/api/products/review-booster/platforms',
    loading: 'Loading platforms',
    empty: 'No review platforms yet. Add where a client collects reviews (Google, Yelp, …).',
    others: { '/api/products/review-booster/requests': [] },
  },
  {
    name: 'Map Boost',
    Page: MapBoostPage,
    path: '/api/products/map-boost/pages',
    loading: 'Loading pages',
    empty: 'No directory pages yet.',
  },
  {
    name: 'Rank Tracker',
    Page: RankTrackerPage,
    path: '/api/products/rank-tracker/keywords',
    loading: 'Loading keywords',
    empty: 'No keywords tracked yet. Add a keyword for one of your clients to start.',
    others: rankTrackerOthers(),
  },
];

afterEach(() => vi.restoreAllMocks());

function rankTrackerOthers(): Record<string, unknown> {
  return { '/api/products/rank-tracker/checks': [], '/api/products/rank-tracker/provider': { configured: false, name: null } };
}

function serveOthers(others: Record<string, unknown> = {}) {
  for (const [path, body] of Object.entries(others)) route('GET', path, () => json(body));
}

describe.each(products)('$name (add-on product list)', ({ Page, path, loading, empty, others }) => {
  it('shows skeletons while loading', () => {
    serveOthers(others);
    route('GET', path, pending);
    renderWithProviders(<Page />);
    expect(screen.getByRole('status', { name: loading })).toBeInTheDocument();
    expect(screen.getByTestId('add-on-badge')).toHaveTextContent('Add-On Product');
  });

  it('shows its empty state', async () => {
    serveOthers(others);
    route('GET', path, () => json([]));
    renderWithProviders(<Page />);
    expect(await screen.findByText(empty, { exact: false })).toBeInTheDocument();
  });

  it('on a failed read only logs it and shows the empty list (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveOthers(others);
    route('GET', path, () => apiError(500, 'internal_error', 'Internal Server Error'));
    renderWithProviders(<Page />);
    expect(await screen.findByText(empty, { exact: false })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Failed to load /), expect.anything());
  });
});

describe('add-on product lists with data', () => {
  it('AI Agents lists each agent with its switch, status and trigger count', async () => {
    const agent: AiAgent = {
      key: 'review_request',
      name: 'Review Request',
      description: 'Asks for a review when the work is done, through the Review Booster.',
      trigger: 'A project is completed',
      action: 'Send a review request from the client’s active review platform',
      enabled: true,
      settings: {},
      triggerCount: 1,
      failedCount: 0,
      lastTriggeredAt: null,
      recentRuns: [],
    };
    route('GET', '/api/products/ai-agents', () => json([agent]));
    renderWithProviders(<AiAgentsPage />);
    const list = await screen.findByRole('list', { name: 'AI agents' });
    expect(within(list).getByRole('switch', { name: 'Review Request' })).toBeChecked();
    expect(list).toHaveTextContent('Status:On');
    expect(within(list).getByTestId('trigger-count')).toHaveTextContent('1 time');
  });

  it('AI Agents shows the rule (when → then), its run history, and saves lead follow-up days', async () => {
    const lead: AiAgent = {
      key: 'lead_follow_up',
      name: 'Lead Follow-up',
      description: 'Reminds a prospect who opened your proposal but has not accepted it yet.',
      trigger: 'A proposal was viewed and not accepted after 3 days',
      action: 'Email the client a reminder with the proposal link',
      enabled: true,
      settings: { days: 3 },
      triggerCount: 1,
      failedCount: 1,
      lastTriggeredAt: new Date().toISOString(),
      recentRuns: [
        {
          id: 'r1',
          subject: 'proposal:p1:v1',
          status: 'succeeded',
          detail: 'Reminder sent to a@b.test',
          createdAt: new Date().toISOString(),
        },
        { id: 'r2', subject: 'proposal:p2:v1', status: 'failed', detail: 'SMTP refused', createdAt: new Date().toISOString() },
      ],
    };
    route('GET', '/api/products/ai-agents', () => json([lead]));
    route('PATCH', '/api/products/ai-agents/lead_follow_up', () => json({ ...lead, settings: { days: 5 } }));
    const { user } = renderWithProviders(<AiAgentsPage />);
    const list = await screen.findByRole('list', { name: 'AI agents' });
    expect(list).toHaveTextContent('When: A proposal was viewed and not accepted after 3 days');
    expect(list).toHaveTextContent('Then: Email the client a reminder with the proposal link');
    expect(list).toHaveTextContent('Failed:1');
    const runs = within(list).getByRole('list', { name: 'Lead Follow-up runs' });
    expect(runs).toHaveTextContent('Reminder sent to a@b.test');
    expect(runs).toHaveTextContent('SMTP refused');
    const days = within(list).getByLabelText('Days to wait');
    await user.clear(days);
    await user.type(days, '5');
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentRequests('/api/products/ai-agents/lead_follow_up')[0]?.body).toEqual({ enabled: true, settings: { days: 5 } }),
    );
  });

  it('Ad Templates lists each template', async () => {
    route('GET', '/api/products/ad-templates', () => json([adTemplate()]));
    renderWithProviders(<AdTemplatesPage />);
    const list = await screen.findByRole('list', { name: 'Ad templates' });
    expect(list).toHaveTextContent('Local Service Search Ad');
    expect(list).toHaveTextContent('Google Ads');
  });

  it('Rank Tracker lists tracked keywords with position and change', async () => {
    const keyword: RankKeyword = {
      id: 'k1',
      clientId: 'c1',
      clientName: 'Acme Corp',
      keyword: 'plumber denver',
      location: 'Denver, CO',
      targetDomain: null,
      latestPosition: 3,
      previousPosition: 7,
      lastCheckedAt: null,
      checkCount: 2,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    serveOthers(rankTrackerOthers());
    route('GET', '/api/products/rank-tracker/keywords', () => json([keyword]));
    // The page charts the first keyword's history.
    route('GET', '/api/products/rank-tracker/keywords/k1/history', () => json({ keyword, points: [] }));
    renderWithProviders(<RankTrackerPage />);
    const list = await screen.findByRole('list', { name: 'Tracked keywords' });
    expect(list).toHaveTextContent('plumber denver');
    expect(list).toHaveTextContent('Denver, CO · Acme Corp');
    expect(list).toHaveTextContent('Position #3');
    expect(list).toHaveTextContent('2 checks');
  });
});

function adTemplate(): AdTemplate {
  return {
    id: 't1',
    key: 'local_service_google',
    name: 'Local Service Search Ad',
    platform: 'Google Ads',
    category: 'Lead generation',
    headline: 'Trusted {Service} in {City}',
    description: 'Call now for a free quote.',
    callToAction: 'Call Now',
  } as AdTemplate;
}
