import type { Board, Project, ProjectStatus } from '@proclub/contracts/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';
import { invalidateProjects } from './invalidate-projects';

const cents = (value: number) => Math.round(value * 100) / 100;

/** Moves a card between board columns in the cache, keeping each column's count and budget total right. */
export function moveOnBoard(board: Board, project: Project, status: ProjectStatus): Board {
  const budget = project.budget ?? 0;
  return {
    columns: board.columns.map((column) => {
      if (column.status === project.status && column.status !== status) {
        return {
          ...column,
          count: Math.max(0, column.count - 1),
          budgetTotal: cents(column.budgetTotal - budget),
          items: column.items.filter((item) => item.id !== project.id),
        };
      }
      if (column.status === status && project.status !== status) {
        return {
          ...column,
          count: column.count + 1,
          budgetTotal: cents(column.budgetTotal + budget),
          items: [{ ...project, status }, ...column.items],
        };
      }
      return column;
    }),
  };
}

/** PATCH /api/crm/projects/:id/status (board drag-and-drop): the card moves at once and rolls back on failure. */
export function useSetProjectStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ project, status }: { project: Project; status: ProjectStatus }) =>
      api.patch<Project>(`/api/crm/projects/${encodeURIComponent(project.id)}/status`, { status }),
    onMutate: async ({ project, status }) => {
      await queryClient.cancelQueries({ queryKey: crmKeys.board });
      // Both boards (everyone's and "Mine") move the card at once.
      const previous = queryClient.getQueriesData<Board>({ queryKey: crmKeys.board });
      for (const [key, board] of previous) if (board) queryClient.setQueryData(key, moveOnBoard(board, project, status));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, board] of context?.previous ?? []) queryClient.setQueryData(key, board);
    },
    onSettled: () => invalidateProjects(queryClient),
  });
}
