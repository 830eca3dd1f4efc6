import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/** The axes' tick labels, in the theme's muted colour. */
export const chartTick = { fontSize: 12, fill: 'var(--muted-foreground)' };

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
