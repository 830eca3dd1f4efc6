/** 'n of m completed' with a bar; nothing when the project has no milestones yet. */
export function MilestoneProgress({ completed, total }: { completed: number; total: number }) {
  if (total === 0) return <p className="text-xs text-muted-foreground">No milestones yet</p>;
  const percent = Math.round((completed / total) * 100);
  return (
    <div className="space-y-1">
      <p className="text-xs text-muted-foreground" data-testid="milestone-progress">
        {completed} of {total} completed
      </p>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Milestones completed"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
        aria-valuetext={`${completed} of ${total} completed`}
      >
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
