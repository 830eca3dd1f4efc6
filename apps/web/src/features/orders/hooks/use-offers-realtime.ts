import type { OfferChannelEvent } from '@proclub/contracts/offers';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeChannel } from '@/lib/use-realtime-channel';
import { offerKeys, upsertOffer } from '../api/offer-keys';
import { orderKeys } from '../api/order-keys';

/** The open conversation's channel: an offer sent, answered or paid updates its card at once for both sides. */
export function useOffersRealtime(conversationId: string) {
  const queryClient = useQueryClient();
  useRealtimeChannel(`conversation:${conversationId}`, (raw) => {
    if (raw.type !== 'offer.updated') return;
    if ((raw as { truncated?: boolean }).truncated) {
      queryClient.invalidateQueries({ queryKey: offerKeys.conversation(conversationId) });
      return;
    }
    const { offer } = raw as unknown as OfferChannelEvent;
    upsertOffer(queryClient, offer);
    if (offer.status === 'accepted') queryClient.invalidateQueries({ queryKey: orderKeys.lists });
  });
}
