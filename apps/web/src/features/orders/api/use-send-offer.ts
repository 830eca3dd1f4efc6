import type { Offer, OfferInput } from '@proclub/contracts/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { upsertOffer } from './offer-keys';

/** POST /api/messaging/conversations/{id}/offers: the seller sends a custom offer. */
export function useSendOffer(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfferInput) =>
      api.post<Offer>(`/api/messaging/conversations/${encodeURIComponent(conversationId)}/offers`, input),
    onSuccess: (offer) => upsertOffer(queryClient, offer),
  });
}
