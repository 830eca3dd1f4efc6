import type { Benchmark } from '@proclub/contracts/analysis';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BenchmarkResults } from './benchmark-results';

const benchmark: Benchmark = {
  competitors: [
    {
      website: 'https://rival.test/',
      finalUrl: 'https://www.rival.test/',
      title: 'Rival',
      overallScore: 60,
      groups: [
        { group: 'on_page', score: 60 },
        { group: 'speed', score: 70 },
      ],
    },
    {
      website: 'https://gone.test/',
      finalUrl: null,
      title: null,
      overallScore: null,
      groups: [],
      error: 'Could not find gone.test.',
    },
  ],
  grades: [
    { group: 'on_page', label: 'On-page SEO', score: 80, competitorAverage: 60, best: 60, grade: 'A' },
    { group: 'speed', label: 'Speed', score: 40, competitorAverage: 70, best: 70, grade: 'F' },
  ],
  overall: { score: 70, competitorAverage: 60, best: 60, grade: 'A' },
};

describe('BenchmarkResults', () => {
  it('grades each area against the competitors, with their scores side by side', () => {
    render(<BenchmarkResults benchmark={benchmark} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'rival.test' })).toBeInTheDocument();
    expect(screen.getByTestId('grade-on_page')).toHaveTextContent('On-page SEOAGrade A, well ahead of the competitors8060');
    expect(screen.getByTestId('grade-speed')).toHaveTextContent('Grade F, far behind the competitors');
    expect(screen.getByTestId('benchmark-overall')).toHaveTextContent('70 vs 60 on average');
    expect(screen.getByRole('list', { name: 'Competitors not analyzed' })).toHaveTextContent(
      'gone.test was not analyzed: Could not find gone.test.',
    );
  });

  it('says so when no competitor could be analyzed, and shows nothing without a benchmark', () => {
    const { rerender } = render(
      <BenchmarkResults benchmark={{ competitors: [benchmark.competitors[1]], grades: [], overall: null }} />,
    );
    expect(screen.getByTestId('benchmark-empty')).toBeInTheDocument();
    rerender(<BenchmarkResults benchmark={undefined} />);
    expect(screen.queryByRole('region', { name: 'Against competitors' })).toBeNull();
  });
});
