import type { OfferList } from '@proclub/contracts/offers';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { offerKeys } from './offer-keys';

/** GET /api/messaging/conversations/{id}/offers: the custom offers in one conversation (participants only). */
export function useConversationOffers(conversationId: string) {
  return useQuery({
    queryKey: offerKeys.conversation(conversationId),
    queryFn: () => api.get<OfferList>(`/api/messaging/conversations/${encodeURIComponent(conversationId)}/offers`),
  });
}
