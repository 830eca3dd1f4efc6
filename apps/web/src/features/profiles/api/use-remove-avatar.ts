import type { Profile } from '@proclub/contracts/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setProfileInCache } from './set-profile-in-cache';

/** DELETE /api/profile/avatar: back to the initial-letter avatar. */
export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<Profile>('/api/profile/avatar'),
    onSuccess: (profile) => setProfileInCache(queryClient, profile),
  });
}
