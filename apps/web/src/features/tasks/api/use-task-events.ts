import { useQueryClient } from '@tanstack/react-query';
import { useCurrentWorkspaceId } from '@/lib/current-workspace';
import type { RealtimeEvent } from '@/lib/realtime';
import { useRealtimeChannel } from '@/lib/use-realtime-channel';
import { taskKeys } from './task-keys';

/** A teammate made, changed or removed a task (workspace:{id}): the lists on screen refetch. */
export function useTaskEvents() {
  const queryClient = useQueryClient();
  const workspaceId = useCurrentWorkspaceId();
  useRealtimeChannel(workspaceId ? `workspace:${workspaceId}` : null, (event: RealtimeEvent) => {
    if (typeof event.type === 'string' && event.type.startsWith('task.'))
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
  });
}
