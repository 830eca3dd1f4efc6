import type { Profile, SetupProfileInput } from '@proclub/contracts/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setProfileInCache } from './set-profile-in-cache';

export const setupProfileMutationKey = ['profile', 'setup'] as const;

/** POST /api/profile/setup: chooses the role (once) and the first profile details. */
export function useSetupProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: setupProfileMutationKey,
    mutationFn: (input: SetupProfileInput) => api.post<Profile>('/api/profile/setup', input),
    onSuccess: (profile) => setProfileInCache(queryClient, profile),
  });
}
