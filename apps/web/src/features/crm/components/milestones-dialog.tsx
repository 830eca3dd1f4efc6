import type { Project } from '@proclub/contracts/crm';
import { Flag } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { useMilestones } from '../api/use-milestones';
import { AddMilestoneForm } from './add-milestone-form';
import { MilestoneItem } from './milestone-item';

/** Project Milestones: the list by due date, a status dropdown and delete per milestone, and Add Milestone. */
export function MilestonesDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const milestones = useMilestones(project.id);
  const items = milestones.data ?? [];
  const completed = items.filter((item) => item.status === 'completed').length;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Project Milestones</DialogTitle>
          <DialogDescription>
            {project.title}
            {items.length > 0 && ` · ${completed} of ${items.length} completed`}
          </DialogDescription>
        </DialogHeader>
        {milestones.isPending ? (
          <LoadingBlocks label="Loading milestones" className="space-y-2" blockClassName="h-16" />
        ) : milestones.isError ? (
          <ErrorState message="Failed to load milestones" onRetry={() => milestones.refetch()} />
        ) : items.length === 0 ? (
          <p className="flex items-center gap-2 rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
            <Flag className="h-4 w-4" aria-hidden="true" />
            No milestones yet. Add the first one below.
          </p>
        ) : (
          <ul className="space-y-2" aria-label="Milestones">
            {items.map((milestone) => (
              <MilestoneItem key={milestone.id} milestone={milestone} />
            ))}
          </ul>
        )}
        <AddMilestoneForm projectId={project.id} />
      </DialogContent>
    </Dialog>
  );
}
