import { MILESTONE_STATUSES, type Milestone, type MilestoneStatus } from '@proclub/contracts/crm';
import { CalendarDays, CheckCircle2 } from 'lucide-react';
import { DeleteIconButton } from '@/components/ui/confirm-dialog';
import { NativeSelect } from '@/components/ui/input';
import { SelectOptions } from '@/components/ui/select-options';
import { formatDay, formatMoment } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { cn } from '@/lib/utils';
import { useDeleteMilestone } from '../api/use-delete-milestone';
import { useUpdateMilestone } from '../api/use-update-milestone';
import { milestoneStatusLabels } from '../status-colors';
import { MilestoneStatusBadge } from './status-badge';

/** Milestone failures are titled toasts carrying the server's message (spec §8). */
const failed = (error: unknown, fallback: string) => toastFailure(error, { title: 'Error', fallback });

export function MilestoneItem({ milestone }: { milestone: Milestone }) {
  const updateMilestone = useUpdateMilestone(milestone.projectId);
  const deleteMilestone = useDeleteMilestone(milestone.projectId);
  const setStatus = (status: MilestoneStatus) =>
    updateMilestone.mutate({ id: milestone.id, status }, { onError: (error) => failed(error, 'Failed to update milestone') });
  const remove = () => {
    deleteMilestone.mutate(milestone.id, {
      onSuccess: () => toastSuccess('Milestone deleted successfully'),
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
        {milestone.clientReview && (
          <p className="text-sm" data-testid="milestone-client-review">
            {milestone.clientReview === 'approved' ? 'The client approved it' : 'The client asked for changes'}
            {milestone.clientReviewedAt ? ` ${formatMoment(milestone.clientReviewedAt)}` : ''}
            {milestone.clientReviewNote ? `: “${milestone.clientReviewNote}”` : ''}
          </p>
        )}
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
          <SelectOptions values={MILESTONE_STATUSES} label={(status) => milestoneStatusLabels[status]} />
        </NativeSelect>
        <DeleteIconButton
          label={`Delete milestone ${milestone.title}`}
          question="Are you sure you want to delete this milestone?"
          onConfirm={remove}
          disabled={deleteMilestone.isPending}
        />
      </div>
    </li>
  );
}
