import type { Project } from '@proclub/contracts/crm';
import { ListChecks, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatBudget, formatDay, formatMoment } from '@/lib/format';
import { useDeleteProject } from '../api/use-delete-project';
import { useProject } from '../api/use-project';
import { AssigneePicker } from './assignee-picker';
import { MilestoneProgress } from './milestone-progress';
import { DELETE_PROJECT_QUESTION, deleteProject as runDelete } from './project-delete';
import { ProjectSharedFiles } from './project-shared-files';
import { ProjectStatusBadge } from './status-badge';

interface ProjectDetailsDialogProps {
  project: Project;
  onClose: () => void;
  onEdit: () => void;
  onMilestones: () => void;
}

/** The details view opened from a card: every field, milestone progress, and the project's actions. */
export function ProjectDetailsDialog({ project: initial, onClose, onEdit, onMilestones }: ProjectDetailsDialogProps) {
  const { data: project = initial } = useProject(initial.id, initial);
  const deleteProject = useDeleteProject();
  const rows: [string, string][] = [
    ['Client', `${project.client.name} (${project.client.email})`],
    ['Service', project.service?.title ?? 'None'],
    ['Budget', formatBudget(project.budget)],
    ['Deadline', project.deadline ? formatDay(project.deadline) : 'None'],
    ['Created', formatMoment(project.createdAt)],
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2 pr-6">
            <DialogTitle>{project.title}</DialogTitle>
            <ProjectStatusBadge status={project.status} />
          </div>
          <DialogDescription className="whitespace-pre-line">{project.description || 'No description.'}</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="break-words font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <AssigneePicker kind="project" id={project.id} assignee={project.assignee} />
        <MilestoneProgress {...project.milestones} />
        <ProjectSharedFiles clientId={project.clientId} projectId={project.id} />
        <DialogFooter className="gap-2 sm:justify-between">
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="text-destructive" disabled={deleteProject.isPending}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                Delete
              </Button>
            }
            title={DELETE_PROJECT_QUESTION}
            onConfirm={() => runDelete(deleteProject, project, onClose)}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={onMilestones}>
              <ListChecks className="h-4 w-4" aria-hidden="true" />
              Milestones
            </Button>
            <Button onClick={onEdit}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              Edit Project
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
