import type { ProjectChannelEvent, ProjectThread } from '@proclub/contracts/crm';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { crmKeys } from '../api/crm-keys';
import { addMessage, markMessagesRead, updateUnread } from '../api/thread-cache';
import { useRealtimeChannels } from './use-realtime-channels';

/**
 * Live project threads: listens on `project:{id}` for every listed thread. A message from the other side
 * is added to its thread's messages (the open thread marks it read) or counted as unread on its list entry; read
 * receipts tick our own messages. Events too big for the bus arrive as a bare hint and trigger a refetch.
 */
export function useProjectThreadsLive(threads: ProjectThread[], openId: string | null, meId: string) {
  const queryClient = useQueryClient();
  const channels = useMemo(() => threads.map((thread) => `project:${thread.id}`), [threads]);

  useRealtimeChannels(
    channels,
    (channel, raw) => {
      const projectId = channel.slice('project:'.length);
      if (raw.truncated) {
        queryClient.invalidateQueries({ queryKey: crmKeys.messages(projectId) });
        queryClient.invalidateQueries({ queryKey: crmKeys.threadsAll });
        return;
      }
      const event = raw as unknown as ProjectChannelEvent;
      if (event.type === 'message.created') {
        addMessage(queryClient, event.message);
        // The open thread marks it read itself (ThreadView); a closed one counts it as unread.
        if (event.message.senderId !== meId && projectId !== openId) updateUnread(queryClient, projectId, (unread) => unread + 1);
      } else if (event.type === 'messages.read') {
        markMessagesRead(queryClient, projectId, event.ids);
      }
    },
    () => {
      queryClient.invalidateQueries({ queryKey: crmKeys.threadsAll });
      if (openId) queryClient.invalidateQueries({ queryKey: crmKeys.messages(openId) });
    },
  );
}
