import type { ClientDashboard } from '@proclub/contracts/hub';
import { format, parseISO } from 'date-fns';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { countOf } from '@/lib/format';
import { rankAxis } from '../rank-axis';
import { auditScoreLine, ChartFigure, chartTick } from './chart-figure';

const label = (day: string) => format(parseISO(day), 'MMM d');

/** Audit score (left axis, 0–100) and average Google position (right axis, 1 at the top) by day. */
export function ClientDashboardChart({ series }: { series: ClientDashboard['series'] }) {
  const hasRanks = series.some((point) => point.averageRank !== null);
  return (
    <ChartFigure
      caption="Audit score and average rank over time"
      description={`Audit score${hasRanks ? ' and average rank' : ''} on ${countOf(series.length, 'day')}`}
      height="h-72"
    >
      <LineChart data={series} margin={{ top: 8, right: 0, left: -16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="date" tickFormatter={label} tick={chartTick} minTickGap={24} />
        <YAxis yAxisId="score" domain={[0, 100]} tick={chartTick} />
        {hasRanks && (
          <YAxis
            yAxisId="rank"
            orientation="right"
            reversed
            {...rankAxis(series.map((point) => point.averageRank))}
            allowDecimals={false}
            tick={chartTick}
            width={36}
          />
        )}
        <Tooltip labelFormatter={(day) => label(String(day))} />
        <Legend />
        {auditScoreLine()}
        {hasRanks && (
          <Line
            yAxisId="rank"
            type="monotone"
            dataKey="averageRank"
            name="Average rank"
            stroke="var(--warning)"
            strokeWidth={2}
            connectNulls
            isAnimationActive={false}
          />
        )}
      </LineChart>
    </ChartFigure>
  );
}
