import type { Me } from '@proclub/contracts/profiles';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tryDevBypassSignIn } from '@/lib/dev-bypass';

export const meQueryKey = ['me'] as const;

/** The signed-in user and profile, or null when nobody is signed in. */
export async function fetchMe(): Promise<Me | null> {
  const me = await api.get<Me | null>('/api/session');
  if (me) return me;
  if (await tryDevBypassSignIn()) return api.get<Me>('/api/me');
  return null;
}

export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    staleTime: 60_000,
    // Re-checking the session on focus both keeps it sliding and notices a sign-out in another tab.
    refetchOnWindowFocus: true,
  });
}
