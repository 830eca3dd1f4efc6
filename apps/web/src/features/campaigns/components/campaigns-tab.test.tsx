import type { CampaignList, CampaignSummary } from '@proclub/contracts/campaigns';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, json, pending, route } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { CampaignsTab } from './campaigns-tab';

const CAMPAIGNS = '/api/crm/campaigns';

function campaign(id: string, patch: Partial<CampaignSummary> = {}): CampaignSummary {
  return {
    id,
    name: `Campaign ${id}`,
    subject: 'Hello',
    status: 'completed',
    recipients: 0,
    sent: 0,
    delivered: 0,
    opened: 0,
    clicked: 0,
    bounced: 0,
    unsubscribed: 0,
    budget: 0,
    scheduledAt: null,
    startedAt: '2026-11-02T10:00:00.000Z',
    completedAt: '2026-11-02T11:00:00.000Z',
    sentBy: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...patch,
  };
}

const list = (items: CampaignSummary[], patch: Partial<CampaignList> = {}): CampaignList => ({
  items,
  summary: { totalReach: 0, engagementRate: 0, totalBudget: 0 },
  delivers: true,
  ...patch,
});

describe('CampaignsTab (CRM)', () => {
  beforeEach(() => {
    route('GET', '/api/crm/campaign-postal-address', () =>
      json({
        address: { street: '1 Main St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'United States' },
      }),
    );
  });

  it('shows skeletons while loading', () => {
    route('GET', CAMPAIGNS, pending);
    renderWithProviders(<CampaignsTab />, { url: '/crm?tab=campaigns' });
    expect(screen.getByRole('status', { name: 'Loading campaigns' })).toBeInTheDocument();
  });

  it("shows 'No campaigns yet.' with zeroed summary cards and Create Campaign (a link to the editor page)", async () => {
    route('GET', CAMPAIGNS, () => json(list([])));
    renderWithProviders(<CampaignsTab />, { url: '/crm?tab=campaigns' });
    expect(await screen.findByText('No campaigns yet.')).toBeInTheDocument();
    expect(screen.getByTestId('summary-total-reach')).toHaveTextContent('0');
    expect(screen.getByTestId('summary-engagement-rate')).toHaveTextContent('0.0%');
    expect(screen.getByRole('link', { name: 'Create Campaign' })).toHaveAttribute('href', '/crm/campaigns/new');
  });

  it("shows 'Failed to load campaigns' with Try Again, which refetches", async () => {
    route('GET', CAMPAIGNS, () => apiError(500, 'internal_error', 'Internal Server Error'));
    const { user } = renderWithProviders(<CampaignsTab />, { url: '/crm?tab=campaigns' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load campaigns');
    route('GET', CAMPAIGNS, () => json(list([campaign('c1', { name: 'Spring offer' })])));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Spring offer')).toBeInTheDocument();
  });

  it('shows the summary figures and a card per campaign, with the actions its status allows', async () => {
    route('GET', CAMPAIGNS, () =>
      json(
        list(
          [
            campaign('c1', { name: 'Spring offer', sent: 200, opened: 50, clicked: 10, budget: 120 }),
            campaign('c2', { name: 'Winter news', status: 'draft', startedAt: null, completedAt: null }),
            campaign('c3', { name: 'Black Friday', status: 'sending', sent: 40, opened: 4 }),
          ],
          { summary: { totalReach: 1240, engagementRate: 25, totalBudget: 120 }, delivers: false },
        ),
      ),
    );
    renderWithProviders(<CampaignsTab />, { url: '/crm?tab=campaigns' });
    const cards = await screen.findByRole('list', { name: 'Campaigns' });
    expect(screen.getByTestId('summary-total-reach')).toHaveTextContent('1,240');
    expect(screen.getByTestId('summary-engagement-rate')).toHaveTextContent('25.0%');
    expect(screen.getByTestId('summary-total-budget')).toHaveTextContent('$120');

    const [completed, draft, sending] = within(cards).getAllByRole('listitem');
    // Engagement is opened ÷ sent: 50 of 200.
    expect(within(completed).getByTestId('campaign-engagement')).toHaveTextContent('25.0%');
    expect(within(completed).queryByRole('button', { name: 'Manage Campaign' })).toBeNull();
    expect(within(draft).getByRole('button', { name: 'Edit Draft' })).toBeInTheDocument();
    expect(within(sending).getByRole('button', { name: 'Manage Campaign' })).toBeInTheDocument();
    // The mailing address every campaign footer prints, from the tab's small settings section.
    expect(await screen.findByTestId('mailing-address')).toHaveTextContent('1 Main St, Springfield, IL 62701, United States');
    // Without SMTP the page never claims mail was sent.
    expect(screen.getByText(/captured in the development mailbox, not sent/)).toBeInTheDocument();
  });
});
