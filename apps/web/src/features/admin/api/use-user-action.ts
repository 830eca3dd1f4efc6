import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type UserAction = 'ban' | 'unban' | 'revoke-sessions' | 'role' | 'password-reset';

/** POST /api/admin/users/:id/<action>: each takes a reason; ban and role take more. */
export function useUserAction(userId: string, action: UserAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post(`/api/admin/users/${encodeURIComponent(userId)}/${action}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
