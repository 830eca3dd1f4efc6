import { PROJECT_STATUSES, type Project, type ProjectStatus } from '@proclub/contracts/crm';
import { GripVertical } from 'lucide-react';
import { NativeSelect } from '@/components/ui/input';
import { SelectOptions } from '@/components/ui/select-options';
import { formatBudget } from '@/lib/format';
import { projectStatusLabels } from '../status-colors';
import { MilestoneProgress } from './milestone-progress';
import type { ProjectActions } from './project-actions';

interface BoardCardProps {
  project: Project;
  actions: ProjectActions;
  onDragStart: () => void;
  onDragEnd: () => void;
  onMove: (status: ProjectStatus) => void;
}

/** A draggable board card; its 'Move to' menu is the keyboard (and touch) way to change the status. */
export function BoardCard({ project, actions, onDragStart, onDragEnd, onMove }: BoardCardProps) {
  const moveId = `move-${project.id}`;
  return (
    <article
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', project.id);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      aria-label={project.title}
      data-testid="board-card"
      className="relative cursor-grab space-y-2 rounded-md border border-border bg-card p-3 text-sm shadow-sm active:cursor-grabbing"
    >
      <div className="flex items-start gap-1.5">
        <GripVertical className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <button
            type="button"
            className="block w-full truncate text-left font-medium hover:text-primary hover:underline"
            onClick={() => actions.open(project)}
          >
            {project.title}
          </button>
          <p className="truncate text-xs text-muted-foreground">{project.client.name}</p>
        </div>
      </div>
      <p className="text-xs font-medium tabular-nums">{formatBudget(project.budget)}</p>
      {project.milestones.total > 0 && <MilestoneProgress {...project.milestones} />}
      <div>
        <label htmlFor={moveId} className="sr-only">
          Move {project.title} to
        </label>
        <NativeSelect
          id={moveId}
          className="h-8 py-1 text-xs"
          value={project.status}
          onChange={(event) => onMove(event.target.value as ProjectStatus)}
        >
          <SelectOptions
            values={PROJECT_STATUSES}
            label={(status) =>
              status === project.status ? projectStatusLabels[status] : `Move to ${projectStatusLabels[status]}`
            }
          />
        </NativeSelect>
      </div>
    </article>
  );
}
