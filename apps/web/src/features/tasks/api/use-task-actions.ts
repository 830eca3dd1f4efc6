import type { Task, TaskData, TaskUpdate } from '@proclub/contracts/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { taskKeys } from './task-keys';

/** Every task list refetches, and the CRM (a client's timeline shows tasks made and done). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.crm });
  };
}

/** POST /api/tasks. */
export function useCreateTask() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TaskData) => api.post<Task>('/api/tasks', input),
    onSuccess: refresh,
  });
}

/** PATCH /api/tasks/:id (an edit, or done: true/false). */
export function useUpdateTask() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TaskUpdate }) =>
      api.patch<Task>(`/api/tasks/${encodeURIComponent(id)}`, input),
    onSuccess: refresh,
  });
}

/** DELETE /api/tasks/:id. */
export function useDeleteTask() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/tasks/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
