import type { ReactElement } from 'react';
import { Line, ResponsiveContainer } from 'recharts';

/** The axes' tick labels, in the theme's muted colour. */
export const chartTick = { fontSize: 12, fill: 'var(--muted-foreground)' };

/**
 * The client's audit score over time, on the chart's `score` axis (0–100). A function, not a component: recharts
 * reads its children's element types, so the Line must be placed as it is.
 */
export function auditScoreLine() {
  return (
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
  );
}

interface ChartFigureProps {
  caption: string;
  /** What the chart shows, for screen readers (the chart itself is one image to them). */
  description: string;
  /** The chart's height class, e.g. "h-64". */
  height: string;
  /** A recharts chart, sized to the figure. */
  children: ReactElement;
}

/** A hub chart in its card: the caption above, the chart filling the given height. */
export function ChartFigure({ caption, description, height, children }: ChartFigureProps) {
  return (
    <figure className="rounded-lg border border-border bg-card p-4">
      <figcaption className="mb-2 text-sm font-medium">{caption}</figcaption>
      <div className={height} role="img" aria-label={description}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
