import type { RankKeyword } from '@proclub/contracts/products';
import { format, parseISO } from 'date-fns';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useRankHistory } from '../../api/use-rank-history';

/** The position axis: 1 at the top down to a round number past the worst position (at most 100). */
export function axisFor(worst: number): { bottom: number; ticks: number[] } {
  const bottom = Math.min(100, Math.max(10, Math.ceil((worst + 1) / 10) * 10));
  const step = bottom <= 20 ? 5 : bottom <= 50 ? 10 : 20;
  const ticks = [1];
  for (let tick = step; tick <= bottom; tick += step) ticks.push(tick);
  return { bottom, ticks };
}

interface RankChartProps {
  keywords: RankKeyword[];
  keywordId: string | null;
  onKeywordChange: (id: string) => void;
}

/**
 * Position over time for one keyword (recharts). Position 1 is best, so the axis runs 1 at the top. The
 * same points are listed for screen readers.
 */
export function RankChart({ keywords, keywordId, onKeywordChange }: RankChartProps) {
  const history = useRankHistory(keywordId);
  const points = (history.data?.points ?? []).map((point) => ({
    ...point,
    label: format(parseISO(point.checkedAt), 'MMM d'),
  }));
  const { bottom, ticks } = axisFor(Math.max(...points.map((point) => point.position), 1));
  return (
    <Card>
      <CardHeader className="flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle id="rank-chart-title">Position over time</CardTitle>
        <div className="flex min-w-0 items-center gap-2 text-sm">
          <label htmlFor="rank-chart-keyword" className="text-muted-foreground">
            Keyword
          </label>
          <NativeSelect
            className="w-full min-w-0 sm:w-72"
            value={keywordId ?? ''}
            onChange={(event) => onKeywordChange(event.target.value)}
            id="rank-chart-keyword"
          >
            {keywords.map((keyword) => (
              <option key={keyword.id} value={keyword.id}>
                {keyword.keyword} — {keyword.location} ({keyword.clientName})
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent>
        {history.isPending && keywordId ? (
          <Skeleton className="h-64" />
        ) : points.length === 0 ? (
          <p className="py-12 text-center text-sm text-muted-foreground">No checks for this keyword yet.</p>
        ) : (
          <figure aria-labelledby="rank-chart-title" data-testid="rank-chart">
            <div className="h-64 min-w-0 overflow-hidden" aria-hidden="true">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={points} accessibilityLayer={false} margin={{ left: 0, right: 16, top: 8, bottom: 4 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                  <YAxis reversed domain={[1, bottom]} ticks={ticks} interval={0} width={36} tick={{ fontSize: 12 }} />
                  <Tooltip formatter={(value) => [`#${value}`, 'Position']} />
                  <Line
                    type="monotone"
                    dataKey="position"
                    stroke="var(--primary)"
                    strokeWidth={2}
                    dot={{ r: 3 }}
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </div>
            <figcaption className="sr-only">
              <ol>
                {points.map((point) => (
                  <li key={point.checkedAt}>
                    {format(parseISO(point.checkedAt), 'PP')}: position {point.position}
                  </li>
                ))}
              </ol>
            </figcaption>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
