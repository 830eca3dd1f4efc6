import type { Offer, OfferAccept } from '@proclub/contracts/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { upsertOffer } from './offer-keys';

const offerUrl = (id: string, action: string) => `/api/offers/${encodeURIComponent(id)}/${action}`;

/** POST /api/offers/{id}/decline (the buyer) or /withdraw (the seller). */
export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'decline' | 'withdraw' }) => api.post<Offer>(offerUrl(id, action)),
    onSuccess: (offer) => upsertOffer(queryClient, offer),
  });
}

/** POST /api/offers/{id}/accept: the checkout for exactly this offer, priced by the server. */
export function useAcceptOffer() {
  return useMutation({ mutationFn: (id: string) => api.post<OfferAccept>(offerUrl(id, 'accept')) });
}
