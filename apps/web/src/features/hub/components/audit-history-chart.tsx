import type { AuditRun } from '@proclub/contracts/hub';
import { format, parseISO } from 'date-fns';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const tick = { fontSize: 12, fill: 'var(--muted-foreground)' };

/** The audit's score at each run, oldest first. */
export function AuditHistoryChart({ runs }: { runs: AuditRun[] }) {
  const points = [...runs].reverse().map((run) => ({ at: run.createdAt, score: run.score }));
  const label = (at: string) => format(parseISO(at), 'MMM d');
  return (
    <figure className="rounded-lg border border-border bg-card p-4">
      <figcaption className="mb-2 text-sm font-medium">Score over time</figcaption>
      <div
        className="h-48"
        role="img"
        aria-label={`Score at each of ${runs.length} runs, from ${points[0]?.score} to ${points.at(-1)?.score}`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="at" tickFormatter={label} tick={tick} minTickGap={16} />
            <YAxis domain={[0, 100]} tick={tick} />
            <Tooltip labelFormatter={(at) => format(parseISO(String(at)), 'PPp')} />
            <Line
              type="monotone"
              dataKey="score"
              name="Score"
              stroke="var(--primary)"
              strokeWidth={2}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
