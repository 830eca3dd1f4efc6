import type { Profile } from '@proclub/contracts/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setProfileInCache } from './set-profile-in-cache';

/** PUT /api/profile/avatar (multipart field 'avatar'); the server re-encodes the image. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (sent: number) => void }) => {
      const formData = new FormData();
      formData.append('avatar', file);
      return api.upload<Profile>('PUT', '/api/profile/avatar', formData, onProgress);
    },
    onSuccess: (profile) => setProfileInCache(queryClient, profile),
  });
}
