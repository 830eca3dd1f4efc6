import type { AnalysisResult } from '@proclub/contracts/analysis';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { RoiPanel } from './roi-panel';

const ID = '6f1c2f0e-3a1b-4c2d-9e8f-0a1b2c3d4e5f';

const result = (pricing: Partial<NonNullable<AnalysisResult['analysisData']['pricing']>> = {}): AnalysisResult =>
  ({
    id: ID,
    summary: { totalRecommendations: 1, totalMonthlyRevenue: 149, firstYearRevenue: 2087, averageROI: 50 },
    recommendations: [],
    analysisData: {
      pricing: {
        industry: 'dental',
        averageSaleCents: 80_000,
        closeRatePercent: 30,
        businessSize: 'micro',
        monthlyBudget: 250,
        deferred: ['Content Drops', 'Review Booster'],
        deferredIds: ['content_drops', 'review_booster'],
        ...pricing,
      },
    },
  }) as unknown as AnalysisResult;

describe('RoiPanel: products left for later', () => {
  it('includes a product the budget cap left out, with the saved inputs', async () => {
    route('PUT', `/api/analysis/${ID}/pricing`, () =>
      json(result({ deferred: ['Content Drops'], deferredIds: ['content_drops'], included: ['review_booster'] })),
    );
    const onRepriced = vi.fn();
    const { user } = renderWithProviders(<RoiPanel result={result()} onRepriced={onRepriced} />);
    expect(
      screen.getByText(/Left for later \(over this business’s budget\): Content Drops, Review Booster\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Include Review Booster' }));
    await waitFor(() => expect(onRepriced).toHaveBeenCalled());
    expect(sentRequests(`/api/analysis/${ID}/pricing`).map((request) => request.body)).toEqual([
      { industry: 'dental', averageSaleCents: 80_000, closeRatePercent: 30, include: ['review_booster'] },
    ]);
    expect(await screen.findByText('Review Booster included')).toBeInTheDocument();
  });

  it('offers no Include button on an analysis made before the products were listed by key', () => {
    renderWithProviders(<RoiPanel result={result({ deferredIds: undefined })} onRepriced={() => {}} />);
    expect(screen.getByText(/Left for later/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Include / })).toBeNull();
  });
});

describe('RoiPanel: the business’s own numbers', () => {
  it('re-prices with the visitors range, close rate, average sale and margin typed in', async () => {
    route('PUT', `/api/analysis/${ID}/pricing`, () => json(result({ visitorsLow: 300, visitorsHigh: 1_200, marginPercent: 40 })));
    const onRepriced = vi.fn();
    const { user } = renderWithProviders(<RoiPanel result={result()} onRepriced={onRepriced} />);
    // Without saved values the range starts from the defaults for the business's size (micro: 100–500).
    expect(screen.getByLabelText('Visitors a month, from')).toHaveValue('100');
    expect(screen.getByLabelText('Visitors a month, to')).toHaveValue('500');
    expect(screen.getByLabelText('Margin (%)')).toHaveValue('60');
    await user.clear(screen.getByLabelText('Visitors a month, from'));
    await user.type(screen.getByLabelText('Visitors a month, from'), '300');
    await user.clear(screen.getByLabelText('Visitors a month, to'));
    await user.type(screen.getByLabelText('Visitors a month, to'), '1,200');
    await user.clear(screen.getByLabelText('Margin (%)'));
    await user.type(screen.getByLabelText('Margin (%)'), '40');
    await user.click(screen.getByRole('button', { name: 'Re-price' }));
    await waitFor(() => expect(onRepriced).toHaveBeenCalled());
    expect(sentRequests(`/api/analysis/${ID}/pricing`).map((request) => request.body)).toEqual([
      {
        industry: 'dental',
        averageSaleCents: 80_000,
        closeRatePercent: 30,
        marginPercent: 40,
        visitorsLow: 300,
        visitorsHigh: 1_200,
      },
    ]);
  });

  it('refuses a range whose high end is below its low end, and an empty margin, without a request', async () => {
    const { user } = renderWithProviders(
      <RoiPanel result={result({ visitorsLow: 800, visitorsHigh: 900 })} onRepriced={() => {}} />,
    );
    await user.clear(screen.getByLabelText('Visitors a month, to'));
    await user.type(screen.getByLabelText('Visitors a month, to'), '200');
    await user.clear(screen.getByLabelText('Margin (%)'));
    await user.click(screen.getByRole('button', { name: 'Re-price' }));
    expect(await screen.findByText('The high end must not be below the low end')).toBeInTheDocument();
    expect(screen.getByText('Margin must be a number')).toBeInTheDocument();
    expect(sentRequests(`/api/analysis/${ID}/pricing`)).toEqual([]);
  });

  it('shows the capped total as an estimate', () => {
    renderWithProviders(
      <RoiPanel result={result({ totalValueLowCents: 120_000, totalValueHighCents: 480_000 })} onRepriced={() => {}} />,
    );
    expect(screen.getByTestId('roi-total-estimate')).toHaveTextContent(
      'Estimated $1,200–$4,800 a year in gross profit from the fixes shown (an estimate, capped).',
    );
  });
});
