import type { Profile, UpdateProfileInput } from '@proclub/contracts/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setProfileInCache } from './set-profile-in-cache';

/** PATCH /api/profile: name and public details. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.patch<Profile>('/api/profile', input),
    onSuccess: (profile) => setProfileInCache(queryClient, profile),
  });
}
