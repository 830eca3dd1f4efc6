import { type AnalysisData, type Benchmark, CHECK_GROUPS, checkGroupLabels, type Grade } from '@proclub/contracts/analysis';

/** What one competitor's analysis gave (or why it failed). */
export type CompetitorOutcome =
  | { website: string; data: Pick<AnalysisData, 'finalUrl' | 'title' | 'overallScore' | 'groups'> }
  | { website: string; error: string };

/**
 * The grade of a score against the competitors' average for the same group: A at least 10 points ahead,
 * B level or ahead, C up to 10 behind, D up to 20 behind, F further behind. Leading every competitor is
 * never below B; trailing every one is never above C.
 */
export function gradeAgainst(score: number, scores: number[]): Grade {
  const average = scores.reduce((sum, value) => sum + value, 0) / scores.length;
  const gap = score - average;
  let grade: Grade = gap >= 10 ? 'A' : gap >= 0 ? 'B' : gap >= -10 ? 'C' : gap >= -20 ? 'D' : 'F';
  if (score >= Math.max(...scores) && (grade === 'C' || grade === 'D' || grade === 'F')) grade = 'B';
  if (score < Math.min(...scores) && (grade === 'A' || grade === 'B')) grade = 'C';
  return grade;
}

export function buildBenchmark(
  prospect: Pick<AnalysisData, 'overallScore' | 'groups'>,
  outcomes: CompetitorOutcome[],
): Benchmark {
  const competitors: Benchmark['competitors'] = outcomes.map((outcome) =>
    'error' in outcome
      ? { website: outcome.website, finalUrl: null, title: null, overallScore: null, groups: [], error: outcome.error }
      : {
          website: outcome.website,
          finalUrl: outcome.data.finalUrl,
          title: outcome.data.title,
          overallScore: outcome.data.overallScore,
          groups: outcome.data.groups.map(({ group, score }) => ({ group, score })),
        },
  );
  const analysed = competitors.filter((competitor) => !competitor.error);
  const grades: Benchmark['grades'] = [];
  for (const group of CHECK_GROUPS) {
    const own = prospect.groups.find((item) => item.group === group);
    if (!own) continue;
    const scores = analysed.flatMap((competitor) =>
      competitor.groups.filter((item) => item.group === group).map((item) => item.score),
    );
    if (scores.length === 0) continue;
    grades.push({
      group,
      label: checkGroupLabels[group],
      score: own.score,
      competitorAverage: Math.round(scores.reduce((sum, value) => sum + value, 0) / scores.length),
      best: Math.max(...scores),
      grade: gradeAgainst(own.score, scores),
    });
  }
  const overallScores = analysed.map((competitor) => competitor.overallScore ?? 0);
  const overall =
    overallScores.length === 0
      ? null
      : {
          score: prospect.overallScore,
          competitorAverage: Math.round(overallScores.reduce((sum, value) => sum + value, 0) / overallScores.length),
          best: Math.max(...overallScores),
          grade: gradeAgainst(prospect.overallScore, overallScores),
        };
  return { competitors, grades, overall };
}
