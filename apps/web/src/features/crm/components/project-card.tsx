import type { Project } from '@proclub/contracts/crm';
import { CalendarDays, ListChecks, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DeleteIconButton } from '@/components/ui/confirm-dialog';
import { RecordCard } from '@/components/ui/record-card';
import { formatBudget, formatDay } from '@/lib/format';
import { useDeleteProject } from '../api/use-delete-project';
import { MilestoneProgress } from './milestone-progress';
import type { ProjectActions } from './project-actions';
import { DELETE_PROJECT_QUESTION, deleteProject as runDelete } from './project-delete';
import { ProjectStatusBadge } from './status-badge';

/** A project card: status badge, client, budget ($x.xx), deadline, milestone progress and actions. */
export function ProjectCard({
  project,
  actions,
  selected = false,
  onSelect,
}: {
  project: Project;
  actions: ProjectActions;
  selected?: boolean;
  /** With it, the card has a checkbox for the list's bulk actions. */
  onSelect?: (selected: boolean) => void;
}) {
  const deleteProject = useDeleteProject();
  return (
    <RecordCard
      label={project.title}
      testId="project-card"
      heading={
        <span className="flex min-w-0 items-start gap-2">
          {onSelect && (
            <input
              type="checkbox"
              className="mt-1 shrink-0"
              aria-label={`Select ${project.title}`}
              checked={selected}
              onChange={(event) => onSelect(event.target.checked)}
            />
          )}
          <button type="button" className="text-left hover:text-primary hover:underline" onClick={() => actions.open(project)}>
            {project.title}
          </button>
        </span>
      }
      headingClassName="font-semibold leading-snug [overflow-wrap:anywhere]"
      subtitle={
        <p className="truncate text-sm text-muted-foreground">
          <Link to={`/crm/clients/${project.clientId}`} className="hover:underline">
            {project.client.name}
          </Link>
          {project.service && ` · ${project.service.title}`}
        </p>
      }
      badge={<ProjectStatusBadge status={project.status} />}
      gap="gap-3"
    >
      {project.description && <p className="line-clamp-2 text-sm text-muted-foreground">{project.description}</p>}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Budget</dt>
          <dd className="font-medium tabular-nums">{formatBudget(project.budget)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Deadline</dt>
          <dd className="flex items-center gap-1">
            <CalendarDays className="h-3.5 w-3.5 text-muted-foreground" aria-hidden="true" />
            {project.deadline ? formatDay(project.deadline) : 'None'}
          </dd>
        </div>
        {project.assignee && (
          <div className="col-span-2">
            <dt className="text-xs text-muted-foreground">Assigned to</dt>
            <dd className="truncate font-medium">{project.assignee.name}</dd>
          </div>
        )}
      </dl>
      <MilestoneProgress {...project.milestones} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <Button variant="outline" size="sm" onClick={() => actions.milestones(project)}>
          <ListChecks className="h-4 w-4" aria-hidden="true" />
          Milestones
        </Button>
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" onClick={() => actions.edit(project)} aria-label={`Edit ${project.title}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
          <DeleteIconButton
            label={`Delete ${project.title}`}
            question={DELETE_PROJECT_QUESTION}
            onConfirm={() => runDelete(deleteProject, project)}
            disabled={deleteProject.isPending}
          />
        </div>
      </div>
    </RecordCard>
  );
}
