import type { CardUpdateSession } from '@proclub/contracts/membership';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/membership/card-update: where to update the card (Stripe's billing portal, or the test card page). */
export function useStartCardUpdate() {
  return useMutation({ mutationFn: () => api.post<CardUpdateSession>('/api/membership/card-update') });
}
