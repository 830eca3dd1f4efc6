import { cn } from '@/lib/utils';
import { scoreColor } from '../hub-colors';

/** An audit score: the number in its colour and a progress bar (green ≥ 80, yellow 60–79, red < 60). */
export function ScoreMeter({ score, label = 'Score', className }: { score: number | null; label?: string; className?: string }) {
  if (score === null) {
    return <p className={cn('text-sm text-muted-foreground', className)}>Not run yet</p>;
  }
  const colors = scoreColor(score);
  return (
    <div className={cn('space-y-1.5', className)}>
      <p className="flex items-baseline gap-1">
        <span className={cn('text-2xl font-bold tabular-nums', colors.text)} data-testid="audit-score">
          {score}
        </span>
        <span className="text-sm text-muted-foreground">/100</span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full', colors.bar)} style={{ width: `${score}%` }} />
      </div>
    </div>
  );
}
