import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markMessagesRead, updateUnread } from './thread-cache';

/** POST /api/project-threads/:id/messages/read: the other side's unread messages become read. */
export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      api.post<{ ids: string[] }>(`/api/project-threads/${encodeURIComponent(projectId)}/messages/read`),
    onSuccess: ({ ids }, projectId) => {
      markMessagesRead(queryClient, projectId, ids);
      updateUnread(queryClient, projectId, () => 0);
    },
  });
}
