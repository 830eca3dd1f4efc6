import type { Offer, OfferList } from '@proclub/contracts/offers';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of custom offers: one list per conversation. */
export const offerKeys = {
  conversation: (conversationId: string) => ['offers', 'conversation', conversationId] as const,
};

/** Puts an offer (new or changed) into its conversation's list, in time order. */
export function upsertOffer(queryClient: QueryClient, offer: Offer) {
  queryClient.setQueryData<OfferList>(offerKeys.conversation(offer.conversationId), (list) => {
    if (!list) return list;
    const others = list.items.filter((item) => item.id !== offer.id);
    return { items: [...others, offer].sort((a, b) => a.createdAt.localeCompare(b.createdAt)) };
  });
}
