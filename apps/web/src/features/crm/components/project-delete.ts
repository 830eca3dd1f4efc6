import type { Project } from '@proclub/contracts/crm';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import type { useDeleteProject } from '../api/use-delete-project';

/** The question asked before a project is deleted (the spec's words). */
export const DELETE_PROJECT_QUESTION = 'Are you sure you want to delete this project?';

/** Deletes (after DELETE_PROJECT_QUESTION was confirmed) and reports in the spec's words. */
export function deleteProject(
  deleteProject: ReturnType<typeof useDeleteProject>,
  project: Project,
  onDeleted?: () => void,
): void {
  deleteProject.mutate(project.id, {
    onSuccess: () => {
      toastSuccess('Project deleted successfully');
      onDeleted?.();
    },
    onError: (error) => toastFailure(error, 'Failed to delete project'),
  });
}
