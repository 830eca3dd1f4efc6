import type { Project } from '@proclub/contracts/crm';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import type { useDeleteProject } from '../api/use-delete-project';
import { confirmDelete } from '../format';

/** Asks the spec's confirmation, deletes, and reports in the spec's words. */
export function deleteProjectWithConfirm(
  deleteProject: ReturnType<typeof useDeleteProject>,
  project: Project,
  onDeleted?: () => void,
): void {
  if (!confirmDelete('project')) return;
  deleteProject.mutate(project.id, {
    onSuccess: () => {
      toast.success('Project deleted successfully');
      onDeleted?.();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to delete project')),
  });
}
