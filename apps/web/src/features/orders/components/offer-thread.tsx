import type { Participant } from '@proclub/contracts/messaging';
import { isSellerRole, type Me } from '@proclub/contracts/profiles';
import { FileSignature } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useConversationOffers } from '../api/use-conversation-offers';
import { useOffersRealtime } from '../hooks/use-offers-realtime';
import { OfferCard } from './offer-card';
import { SendOfferDialog } from './send-offer-dialog';

/** The offers of a conversation as thread items (shown among the messages by time), kept live. */
export function useOfferThreadItems(conversationId: string, meId: string): { id: string; createdAt: string; node: ReactNode }[] {
  const offers = useConversationOffers(conversationId);
  useOffersRealtime(conversationId);
  return (offers.data?.items ?? []).map((offer) => ({
    id: `offer-${offer.id}`,
    createdAt: offer.createdAt,
    node: <OfferCard offer={offer} meId={meId} />,
  }));
}

/** "Send Offer" beside the message box, for a seller with someone to make an offer to. */
export function SendOfferAction({
  me,
  conversationId,
  participants,
}: {
  me: Me;
  conversationId: string;
  participants: Participant[];
}) {
  const [open, setOpen] = useState(false);
  const recipients = participants
    .filter((participant) => participant.userId !== me.user.id)
    .map((participant) => ({
      id: participant.userId,
      name: participant.person.fullName ?? participant.person.email ?? 'Participant',
    }));
  if (!isSellerRole(me.profile.role) || recipients.length === 0) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <FileSignature className="h-4 w-4" aria-hidden="true" />
        Send Offer
      </Button>
      {open && <SendOfferDialog conversationId={conversationId} recipients={recipients} open={open} onOpenChange={setOpen} />}
    </>
  );
}
