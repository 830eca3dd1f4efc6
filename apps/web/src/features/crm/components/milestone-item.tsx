import { MILESTONE_STATUSES, type Milestone, type MilestoneStatus } from '@proclub/contracts/crm';
import { CalendarDays, CheckCircle2, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useDeleteMilestone } from '../api/use-delete-milestone';
import { useUpdateMilestone } from '../api/use-update-milestone';
import { confirmDelete, formatDay, formatMoment } from '../format';
import { milestoneStatusLabels } from '../status-colors';
import { MilestoneStatusBadge } from './status-badge';

/** Milestone failures are titled toasts carrying the server's message (spec §8). */
const failed = (error: unknown, fallback: string) => toast.error('Error', { description: errorMessage(error, fallback) });

export function MilestoneItem({ milestone }: { milestone: Milestone }) {
  const updateMilestone = useUpdateMilestone(milestone.projectId);
  const deleteMilestone = useDeleteMilestone(milestone.projectId);
  const setStatus = (status: MilestoneStatus) =>
    updateMilestone.mutate({ id: milestone.id, status }, { onError: (error) => failed(error, 'Failed to update milestone') });
  const remove = () => {
    if (!confirmDelete('milestone')) return;
    deleteMilestone.mutate(milestone.id, {
      onSuccess: () => toast.success('Milestone deleted successfully'),
      onError: (error) => failed(error, 'Failed to delete milestone'),
    });
  };
  const done = milestone.status === 'completed';
  const selectId = `milestone-status-${milestone.id}`;

  return (
    <li className="flex flex-col gap-3 rounded-md border border-border p-3 sm:flex-row sm:items-start" data-testid="milestone">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={cn('font-medium', done && 'text-muted-foreground line-through')}>{milestone.title}</h3>
          <MilestoneStatusBadge status={milestone.status} />
        </div>
        {milestone.description && <p className="text-sm text-muted-foreground">{milestone.description}</p>}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="h-3.5 w-3.5" aria-hidden="true" />
            {milestone.dueDate ? `Due ${formatDay(milestone.dueDate)}` : 'No due date'}
          </span>
          {milestone.completedAt && (
            <span className="inline-flex items-center gap-1" data-testid="milestone-completed-at">
              <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
              Completed {formatMoment(milestone.completedAt)}
            </span>
          )}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          Status of {milestone.title}
        </label>
        <NativeSelect
          id={selectId}
          className="h-9 w-36"
          value={milestone.status}
          disabled={updateMilestone.isPending}
          onChange={(event) => setStatus(event.target.value as MilestoneStatus)}
        >
          {MILESTONE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {milestoneStatusLabels[status]}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive"
          onClick={remove}
          disabled={deleteMilestone.isPending}
          aria-label={`Delete milestone ${milestone.title}`}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
