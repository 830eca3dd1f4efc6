import type { AuditRun } from '@proclub/contracts/hub';
import { format, parseISO } from 'date-fns';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { countOf } from '@/lib/format';
import { ChartFigure, chartTick } from './chart-figure';

/** The audit's score at each run, oldest first. */
export function AuditHistoryChart({ runs }: { runs: AuditRun[] }) {
  const points = [...runs].reverse().map((run) => ({ at: run.createdAt, score: run.score }));
  const label = (at: string) => format(parseISO(at), 'MMM d');
  return (
    <ChartFigure
      caption="Score over time"
      description={`Score at each of ${countOf(runs.length, 'run')}, from ${points[0]?.score} to ${points.at(-1)?.score}`}
      height="h-48"
    >
      <LineChart data={points} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="at" tickFormatter={label} tick={chartTick} minTickGap={16} />
        <YAxis domain={[0, 100]} tick={chartTick} />
        <Tooltip labelFormatter={(at) => format(parseISO(String(at)), 'PPp')} />
        <Line type="monotone" dataKey="score" name="Score" stroke="var(--primary)" strokeWidth={2} isAnimationActive={false} />
      </LineChart>
    </ChartFigure>
  );
}
