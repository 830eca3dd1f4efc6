import type { ClientDashboard } from '@proclub/contracts/hub';
import { format, parseISO } from 'date-fns';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { rankAxis } from '../rank-axis';

const tick = { fontSize: 12, fill: 'var(--muted-foreground)' };
const label = (day: string) => format(parseISO(day), 'MMM d');

/** Audit score (left axis, 0–100) and average Google position (right axis, 1 at the top) by day. */
export function ClientDashboardChart({ series }: { series: ClientDashboard['series'] }) {
  const hasRanks = series.some((point) => point.averageRank !== null);
  return (
    <figure className="rounded-lg border border-border bg-card p-4">
      <figcaption className="mb-2 text-sm font-medium">Audit score and average rank over time</figcaption>
      <div className="h-72" role="img" aria-label={`Audit score${hasRanks ? ' and average rank' : ''} on ${series.length} days`}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={series} margin={{ top: 8, right: 0, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="date" tickFormatter={label} tick={tick} minTickGap={24} />
            <YAxis yAxisId="score" domain={[0, 100]} tick={tick} />
            {hasRanks && (
              <YAxis
                yAxisId="rank"
                orientation="right"
                reversed
                {...rankAxis(series.map((point) => point.averageRank))}
                allowDecimals={false}
                tick={tick}
                width={36}
              />
            )}
            <Tooltip labelFormatter={(day) => label(String(day))} />
            <Legend />
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
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
