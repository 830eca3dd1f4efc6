import type { Benchmark, Grade } from '@proclub/contracts/analysis';
import { Trophy } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { HeadCell, ScrollTable } from '@/components/ui/scroll-table';

const GRADE_TONES: Record<Grade, string> = {
  A: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  B: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  C: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100',
  D: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
  F: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};
const GRADE_WORDS: Record<Grade, string> = {
  A: 'well ahead of the competitors',
  B: 'level with or ahead of the competitors',
  C: 'a little behind the competitors',
  D: 'behind the competitors',
  F: 'far behind the competitors',
};

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

function GradeBadge({ grade }: { grade: Grade }) {
  return (
    <span
      className={`inline-flex h-7 w-7 items-center justify-center rounded-md text-sm font-bold ${GRADE_TONES[grade]}`}
      title={`Grade ${grade}: ${GRADE_WORDS[grade]}`}
    >
      <span aria-hidden="true">{grade}</span>
      <span className="sr-only">
        Grade {grade}, {GRADE_WORDS[grade]}
      </span>
    </span>
  );
}

/** The prospect against up to three competitors: a grade per area and everyone's scores side by side. */
export function BenchmarkResults({ benchmark }: { benchmark: Benchmark | undefined }) {
  if (!benchmark) return null;
  const rivals = benchmark.competitors.filter((competitor) => !competitor.error);
  const failed = benchmark.competitors.filter((competitor) => competitor.error);
  return (
    <Card className="space-y-4 p-4" role="region" aria-labelledby="benchmark-heading">
      <div className="flex flex-wrap items-center gap-2">
        <Trophy className="h-4 w-4 text-primary" aria-hidden="true" />
        <h3 id="benchmark-heading" className="font-semibold">
          Against competitors
        </h3>
        {benchmark.overall && (
          <span className="flex items-center gap-2 text-sm" data-testid="benchmark-overall">
            Overall <GradeBadge grade={benchmark.overall.grade} />
            <span className="text-xs text-muted-foreground">
              {benchmark.overall.score} vs {benchmark.overall.competitorAverage} on average
            </span>
          </span>
        )}
      </div>
      {failed.length > 0 && (
        <ul className="space-y-1 text-sm text-destructive" aria-label="Competitors not analyzed">
          {failed.map((competitor) => (
            <li key={competitor.website}>
              {hostOf(competitor.website)} was not analyzed: {competitor.error}
            </li>
          ))}
        </ul>
      )}
      {rivals.length === 0 ? (
        <p
          className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground"
          data-testid="benchmark-empty"
        >
          No competitor could be analyzed, so there are no grades. Check their addresses and try again.
        </p>
      ) : (
        <ScrollTable
          label="Scores against competitors"
          caption="Grade and score per area, this site and each competitor"
          minWidth="min-w-[32rem]"
          head={
            <>
              <HeadCell>Area</HeadCell>
              <HeadCell>Grade</HeadCell>
              <HeadCell numeric>This site</HeadCell>
              {rivals.map((competitor) => (
                <HeadCell key={competitor.website} numeric>
                  <span className="break-all">{hostOf(competitor.finalUrl ?? competitor.website)}</span>
                </HeadCell>
              ))}
            </>
          }
        >
          {benchmark.grades.map((grade) => (
            <tr key={grade.group} className="border-t border-border" data-testid={`grade-${grade.group}`}>
              <th scope="row" className="px-3 py-2 font-normal">
                {grade.label}
              </th>
              <td className="px-3 py-2">
                <GradeBadge grade={grade.grade} />
              </td>
              <td className="px-3 py-2 text-right font-medium tabular-nums">{grade.score}</td>
              {rivals.map((competitor) => (
                <td key={competitor.website} className="px-3 py-2 text-right tabular-nums text-muted-foreground">
                  {competitor.groups.find((group) => group.group === grade.group)?.score ?? '—'}
                </td>
              ))}
            </tr>
          ))}
        </ScrollTable>
      )}
    </Card>
  );
}
