import type { NotificationPreference, NotificationPreferences } from '@proclub/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications/preferences: every kind with the user's choice or its default. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: async ({ signal }) => (await api.get<NotificationPreferences>('/api/notifications/preferences', signal)).items,
  });
}

/** PUT /api/notifications/preferences */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: NotificationPreference[]) =>
      (await api.put<NotificationPreferences>('/api/notifications/preferences', { items })).items,
    onSuccess: (items) => queryClient.setQueryData(notificationKeys.preferences, items),
  });
}
