import type { ProjectMessage } from '@proclub/contracts/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addMessage } from './thread-cache';

/** POST /api/project-threads/:id/messages (trimmed, non-empty); the message shows at once. */
export function useSendProjectMessage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.post<ProjectMessage>(`/api/project-threads/${encodeURIComponent(projectId)}/messages`, { message }),
    onSuccess: (message) => addMessage(queryClient, message),
  });
}
