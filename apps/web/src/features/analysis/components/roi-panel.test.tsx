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
