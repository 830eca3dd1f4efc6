import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';

/** The change since the last run: '+12 since last run' (green), '−4 …' (red) or 'No change'. */
export function ScoreChange({ delta }: { delta: number }) {
  if (delta === 0) {
    return (
      <span className="inline-flex items-center gap-1 text-muted-foreground" data-testid="score-change">
        <Minus className="h-3 w-3" aria-hidden="true" />
        No change since last run
      </span>
    );
  }
  const up = delta > 0;
  const Icon = up ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={`inline-flex items-center gap-1 font-medium ${up ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}
      data-testid="score-change"
    >
      <Icon className="h-3 w-3" aria-hidden="true" />
      {up ? `+${delta}` : `−${Math.abs(delta)}`} since last run
    </span>
  );
}
