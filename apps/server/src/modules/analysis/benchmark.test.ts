import { describe, expect, it } from 'vitest';
import { buildBenchmark, gradeAgainst } from './benchmark';

describe('competitor grades', () => {
  it('grades the gap to the competitors’ average, A to F', () => {
    expect(gradeAgainst(90, [70, 75])).toBe('A');
    expect(gradeAgainst(75, [70, 76])).toBe('B');
    expect(gradeAgainst(65, [70, 74])).toBe('C');
    expect(gradeAgainst(55, [70, 74])).toBe('D');
    expect(gradeAgainst(30, [70, 74])).toBe('F');
  });

  it('never grades the leader below B nor the last above C', () => {
    // Ahead of both but well below the average of one far-off outlier pair is impossible; check the clamps directly.
    expect(gradeAgainst(60, [60, 20, 100])).toBe('B');
    expect(gradeAgainst(59, [60, 61])).toBe('C');
  });

  it('leaves failed competitors out of the grades and keeps their error', () => {
    const prospect = {
      overallScore: 70,
      groups: [
        { group: 'on_page' as const, label: 'On-page SEO', score: 80, passed: 4, warned: 0, failed: 1 },
        { group: 'speed' as const, label: 'Speed', score: 40, passed: 1, warned: 1, failed: 2 },
      ],
    };
    const benchmark = buildBenchmark(prospect, [
      {
        website: 'https://rival.test/',
        data: {
          finalUrl: 'https://rival.test/',
          title: 'Rival',
          overallScore: 60,
          groups: [
            { group: 'on_page', label: 'On-page SEO', score: 60, passed: 3, warned: 1, failed: 1 },
            { group: 'speed', label: 'Speed', score: 70, passed: 3, warned: 0, failed: 1 },
          ],
        },
      },
      { website: 'https://gone.test/', error: 'Could not find gone.test: the domain name does not resolve.' },
    ]);
    expect(benchmark.competitors[1]).toMatchObject({ website: 'https://gone.test/', overallScore: null, groups: [] });
    expect(benchmark.grades).toEqual([
      { group: 'on_page', label: 'On-page SEO', score: 80, competitorAverage: 60, best: 60, grade: 'A' },
      { group: 'speed', label: 'Speed', score: 40, competitorAverage: 70, best: 70, grade: 'F' },
    ]);
    expect(benchmark.overall).toEqual({ score: 70, competitorAverage: 60, best: 60, grade: 'A' });
  });
});
