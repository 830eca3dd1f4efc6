import type { ReportContent } from '@proclub/contracts/hub';
import { format, parseISO } from 'date-fns';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { rankAxis } from '../rank-axis';
import { auditScoreLine, ChartFigure, chartTick } from './chart-figure';

/** Activity per week (or month) with the audit score, and the average rank when keywords were checked. */
export function ReportChart({ timeline }: { timeline: ReportContent['timeline'] }) {
  const label = (start: string) => format(parseISO(start), timeline.unit === 'week' ? 'MMM d' : 'MMM yyyy');
  const per = timeline.unit === 'week' ? 'week' : 'month';
  const hasRanks = timeline.points.some((point) => point.averageRank !== null);
  return (
    <div className={hasRanks ? 'grid gap-4 lg:grid-cols-2' : ''}>
      <ChartFigure
        caption={`Activity and audit score per ${per}`}
        description={`Milestones completed, messages and audit score per ${per} over ${timeline.points.length} ${per}s`}
        height="h-64"
      >
        <ComposedChart data={timeline.points} margin={{ top: 8, right: 0, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="start" tickFormatter={label} tick={chartTick} minTickGap={16} />
          <YAxis yAxisId="count" allowDecimals={false} tick={chartTick} />
          <YAxis yAxisId="score" orientation="right" domain={[0, 100]} tick={chartTick} width={36} />
          <Tooltip labelFormatter={(start) => `${per === 'week' ? 'Week of' : ''} ${label(String(start))}`} />
          <Legend />
          <Bar yAxisId="count" dataKey="messages" name="Messages" fill="var(--secondary-foreground)" radius={[4, 4, 0, 0]} />
          <Bar yAxisId="count" dataKey="milestones" name="Milestones" fill="var(--success)" radius={[4, 4, 0, 0]} />
          {auditScoreLine()}
        </ComposedChart>
      </ChartFigure>
      {hasRanks && (
        <ChartFigure
          caption={`Average Google position per ${per} (lower is better)`}
          description={`Average Google position per ${per}`}
          height="h-64"
        >
          <LineChart data={timeline.points} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="start" tickFormatter={label} tick={chartTick} minTickGap={16} />
            <YAxis
              reversed
              {...rankAxis(timeline.points.map((point) => point.averageRank))}
              allowDecimals={false}
              tick={chartTick}
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
        </ChartFigure>
      )}
    </div>
  );
}
