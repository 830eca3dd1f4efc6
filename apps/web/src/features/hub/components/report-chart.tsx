import type { ReportContent } from '@proclub/contracts/hub';
import { format, parseISO } from 'date-fns';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { rankAxis } from '../rank-axis';

const tick = { fontSize: 12, fill: 'var(--muted-foreground)' };

/** Activity per week (or month) with the audit score, and the average rank when keywords were checked. */
export function ReportChart({ timeline }: { timeline: ReportContent['timeline'] }) {
  const label = (start: string) => format(parseISO(start), timeline.unit === 'week' ? 'MMM d' : 'MMM yyyy');
  const per = timeline.unit === 'week' ? 'week' : 'month';
  const hasRanks = timeline.points.some((point) => point.averageRank !== null);
  return (
    <div className={hasRanks ? 'grid gap-4 lg:grid-cols-2' : ''}>
      <figure className="rounded-lg border border-border bg-card p-4">
        <figcaption className="mb-2 text-sm font-medium">Activity and audit score per {per}</figcaption>
        <div
          className="h-64"
          role="img"
          aria-label={`Milestones completed, messages and audit score per ${per} over ${timeline.points.length} ${per}s`}
        >
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={timeline.points} margin={{ top: 8, right: 0, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis dataKey="start" tickFormatter={label} tick={tick} minTickGap={16} />
              <YAxis yAxisId="count" allowDecimals={false} tick={tick} />
              <YAxis yAxisId="score" orientation="right" domain={[0, 100]} tick={tick} width={36} />
              <Tooltip labelFormatter={(start) => `${per === 'week' ? 'Week of' : ''} ${label(String(start))}`} />
              <Legend />
              <Bar yAxisId="count" dataKey="messages" name="Messages" fill="var(--secondary-foreground)" radius={[4, 4, 0, 0]} />
              <Bar yAxisId="count" dataKey="milestones" name="Milestones" fill="var(--success)" radius={[4, 4, 0, 0]} />
              <Line
                yAxisId="score"
                type="monotone"
                dataKey="auditScore"
                name="Audit score"
                stroke="var(--primary)"
                strokeWidth={2}
                connectNulls
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      </figure>
      {hasRanks && (
        <figure className="rounded-lg border border-border bg-card p-4">
          <figcaption className="mb-2 text-sm font-medium">Average Google position per {per} (lower is better)</figcaption>
          <div className="h-64" role="img" aria-label={`Average Google position per ${per}`}>
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={timeline.points} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                <XAxis dataKey="start" tickFormatter={label} tick={tick} minTickGap={16} />
                <YAxis
                  reversed
                  {...rankAxis(timeline.points.map((point) => point.averageRank))}
                  allowDecimals={false}
                  tick={tick}
                />
                <Tooltip labelFormatter={(start) => label(String(start))} />
                <Line
                  type="monotone"
                  dataKey="averageRank"
                  name="Average position"
                  stroke="var(--warning)"
                  strokeWidth={2}
                  connectNulls
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        </figure>
      )}
    </div>
  );
}
