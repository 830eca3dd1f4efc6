import type { Project, ProjectStatus } from '@proclub/contracts/crm';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useProjectBoard } from '../api/use-project-board';
import { useSetProjectStatus } from '../api/use-set-project-status';
import { projectStatusLabels } from '../status-colors';
import { AddOnRequired, isAddOnRequired } from './add-on-required';
import { BoardColumn } from './board-column';
import type { ProjectActions } from './project-actions';

/**
 * The Board: one column per status with its count and budget total. Cards move by drag-and-drop (native
 * HTML5) or, from the keyboard, with each card's 'Move to' menu; both change the project's status.
 */
export function ProjectBoard({ actions, mine }: { actions: ProjectActions; mine: boolean }) {
  const board = useProjectBoard(mine);
  const setStatus = useSetProjectStatus();
  const [dragging, setDragging] = useState<Project | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = (project: Project, status: ProjectStatus) => {
    if (project.status === status) return;
    setAnnouncement(`Moved ${project.title} to ${projectStatusLabels[status]}`);
    setStatus.mutate(
      { project, status },
      {
        onSuccess: () => toastSuccess('Project updated successfully'),
        onError: (error) => toastFailure(error, 'Failed to update project'),
      },
    );
  };

  if (board.isPending) {
    return <LoadingBlocks label="Loading board" count={5} className="grid gap-3 md:grid-cols-5" blockClassName="h-64" />;
  }
  if (isAddOnRequired(board.error)) return <AddOnRequired feature="The project Board" />;
  if (board.isError) return <ErrorState message="Failed to load the board" onRetry={() => board.refetch()} />;

  return (
    <div className="relative -mx-4 overflow-x-auto px-4 pb-2">
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="grid min-w-[64rem] grid-cols-5 gap-3" data-testid="project-board">
        {board.data.columns.map((column) => (
          <BoardColumn
            key={column.status}
            column={column}
            actions={actions}
            dragging={dragging}
            onDragStart={setDragging}
            onDragEnd={() => setDragging(null)}
            onMove={move}
            mine={mine}
          />
        ))}
      </div>
    </div>
  );
}
