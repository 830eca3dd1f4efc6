import type { Me, Profile } from '@proclub/contracts/profiles';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/lib/use-me';

/** Every profile endpoint answers with the saved profile: put it in /api/me's cache, then re-check with the server. */
export async function setProfileInCache(queryClient: QueryClient, profile: Profile): Promise<void> {
  queryClient.setQueryData<Me | null>(meQueryKey, (current) => (current ? { ...current, profile } : current));
  await queryClient.invalidateQueries({ queryKey: meQueryKey });
}
