import type { ReadResult } from '@proclub/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchConversation, setParticipantRead, setUnreadTotal } from './messaging-cache';
import { conversationPath } from './messaging-keys';

/** POST /api/messaging/conversations/:id/read: moves my last_read_at; the answer carries my new unread total. */
export function useMarkRead(conversationId: string, meId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ReadResult>(conversationPath(conversationId, '/read')),
    onSuccess: (result) => {
      setUnreadTotal(queryClient, result.total);
      patchConversation(queryClient, conversationId, { unread: 0 });
      setParticipantRead(queryClient, conversationId, meId, result.lastReadAt);
    },
  });
}
