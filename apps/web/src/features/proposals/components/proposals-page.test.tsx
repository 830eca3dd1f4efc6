import type { ProposalSummary } from '@proclub/contracts/proposals';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, pending, route } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { ProposalsPage } from './proposals-page';

const PROPOSALS = '/api/proposals';
const EMPTY = 'No proposals yet. Analyze a client’s website and turn its recommendations into a proposal.';

const proposal = (id: string, patch: Partial<ProposalSummary> = {}): ProposalSummary => ({
  id,
  title: 'Growth plan',
  status: 'draft',
  clientId: 'c1',
  clientName: 'Acme Corp',
  totalMonthlyCost: 499,
  totalSetupCost: 1200,
  estimatedROI: 240,
  analysisId: null,
  sentBy: null,
  sentAt: null,
  acceptedAt: null,
  version: 1,
  viewedAt: null,
  withdrawnAt: null,
  publicUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  paymentChoice: 'invoice_later',
  declinedAt: null,
  declineReason: null,
  signature: null,
  ...patch,
});

afterEach(() => vi.restoreAllMocks());

describe('ProposalsPage (hub)', () => {
  it('shows skeletons while loading', () => {
    route('GET', PROPOSALS, pending);
    renderWithProviders(<ProposalsPage />);
    expect(screen.getByRole('status', { name: 'Loading proposals' })).toBeInTheDocument();
  });

  it('shows the empty state with New Proposal (to the analyzer)', async () => {
    route('GET', PROPOSALS, () => json({ items: [], nextCursor: null }));
    renderWithProviders(<ProposalsPage />);
    const empty = await screen.findByText(EMPTY);
    expect(within(empty.parentElement!).getByRole('link', { name: 'New Proposal' })).toHaveAttribute('href', '/client-analysis');
  });

  it('on a failed read only logs it and shows the empty list (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    route('GET', PROPOSALS, () => apiError(500, 'internal_error', 'Internal Server Error'));
    renderWithProviders(<ProposalsPage />);
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load proposals', expect.anything());
  });

  it('lists proposals with monthly cost, ROI and setup cost; Send to Client only for drafts', async () => {
    route('GET', PROPOSALS, () =>
      json({
        items: [proposal('p1'), proposal('p2', { title: 'Local SEO', status: 'sent', sentAt: '2026-01-02T00:00:00.000Z' })],
        nextCursor: null,
      }),
    );
    renderWithProviders(<ProposalsPage />);
    const list = await screen.findByRole('list', { name: 'Proposals' });
    const [draft, sent] = within(list).getAllByTestId('proposal-card');
    for (const text of ['Growth plan', 'Acme Corp', 'Draft', '$499.00/month', '240%', '$1,200.00'])
      expect(draft).toHaveTextContent(text);
    expect(within(draft).getByRole('button', { name: /Send to Client/ })).toBeInTheDocument();
    expect(sent).toHaveTextContent('Local SEO');
    expect(within(sent).queryByRole('button', { name: /Send to Client/ })).not.toBeInTheDocument();
  });

  it('locks a sent proposal: Copy Link, View, Resend, New Version and Withdraw instead of Edit and Delete; shows when it was viewed', async () => {
    route('GET', PROPOSALS, () =>
      json({
        items: [
          proposal('p1', {
            title: 'Local SEO',
            status: 'sent',
            version: 2,
            sentAt: '2026-01-02T00:00:00.000Z',
            viewedAt: '2026-01-03T00:00:00.000Z',
            publicUrl: 'http://localhost:3000/proposal/abc',
          }),
          proposal('p2', { title: 'Old plan', status: 'withdrawn', withdrawnAt: '2026-01-04T00:00:00.000Z' }),
        ],
        nextCursor: null,
      }),
    );
    renderWithProviders(<ProposalsPage />);
    const list = await screen.findByRole('list', { name: 'Proposals' });
    const [sent, withdrawn] = within(list).getAllByTestId('proposal-card');
    expect(sent).toHaveTextContent('Version 2');
    expect(sent).toHaveTextContent('Viewed');
    for (const name of ['Copy link to Local SEO', 'Resend Local SEO', 'New version of Local SEO', 'Withdraw Local SEO'])
      expect(within(sent).getByRole('button', { name })).toBeInTheDocument();
    expect(within(sent).getByRole('link', { name: 'View Local SEO as the client sees it' })).toHaveAttribute(
      'href',
      'http://localhost:3000/proposal/abc',
    );
    expect(within(sent).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(withdrawn).toHaveTextContent('Withdrawn');
    expect(within(withdrawn).getByRole('button', { name: 'New version of Old plan' })).toBeInTheDocument();
    expect(within(withdrawn).queryByRole('button', { name: /Resend|Withdraw/ })).not.toBeInTheDocument();
  });

  it('offers Delete only for a draft that was never sent', async () => {
    route('GET', PROPOSALS, () =>
      json({ items: [proposal('p1'), proposal('p2', { title: 'Second take', version: 2 })], nextCursor: null }),
    );
    renderWithProviders(<ProposalsPage />);
    const list = await screen.findByRole('list', { name: 'Proposals' });
    const [fresh, redraft] = within(list).getAllByTestId('proposal-card');
    expect(within(fresh).getByRole('button', { name: 'Delete Growth plan' })).toBeInTheDocument();
    expect(within(redraft).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(redraft).toHaveTextContent('sending it replaces the version the client has');
  });
});
