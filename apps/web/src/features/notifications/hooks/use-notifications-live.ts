import type { NotificationChannelEvent, NotificationKind } from '@proclub/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { onReconnect } from '@/lib/realtime';
import { useRealtimeChannel } from '@/lib/use-realtime-channel';
import { notificationKeys } from '../api/notification-keys';

/**
 * Kinds whose own live event already toasts on every seller screen (the hub's news: proposal opened or accepted,
 * report opened, audit score dropped): their notification updates the bell silently, so one event is one toast.
 */
const TOASTED_BY_THEIR_EVENT = new Set<NotificationKind>([
  'proposal_viewed',
  'proposal_accepted',
  'report_viewed',
  'audit_score_dropped',
]);

/**
 * Keeps the bell live on the user's own channel: a new notification sets the count and refreshes the lists, and
 * shows a toast unless it is about the screen already open (the conversation being read).
 */
export function useNotificationsLive(userId: string | null) {
  const queryClient = useQueryClient();
  const location = useLocation();
  useRealtimeChannel(userId ? `user:${userId}` : null, (raw) => {
    const event = raw as unknown as NotificationChannelEvent;
    if (event.type !== 'notification.created' && event.type !== 'notification.read') return;
    queryClient.setQueryData(notificationKeys.unread, event.unread);
    void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
    if (event.type === 'notification.created') {
      const here = `${location.pathname}${location.search}`;
      if (event.notification.link && event.notification.link === here) return;
      if (TOASTED_BY_THEIR_EVENT.has(event.notification.kind)) return;
      toast(event.notification.title, { description: event.notification.body ?? undefined, id: event.notification.id });
    }
  });
  useEffect(
    () =>
      onReconnect(() => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      }),
    [queryClient],
  );
}
