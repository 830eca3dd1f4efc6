import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MarketplaceShell } from '@/components/layout/marketplace-shell';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/use-me';
import { useCheckSubscription } from '../api/use-check-subscription';
import { useMembership } from '../api/use-membership';
import { useMembershipLive } from '../hooks/use-membership-live';
import { rememberReturnTo } from '../lib/return-to';
import { JoinClub } from './join-club';
import { MemberWelcome } from './member-welcome';

/** /membership: loading, member (renewal date), or the signup with add-ons and summary. */
export function MembershipPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const [awaitingPayment, setAwaitingPayment] = useState(params.get('checkout') === 'success');
  const signedIn = !!me.data;
  const status = useCheckSubscription({ pollUntilSubscribed: awaitingPayment && signedIn });
  const subscribed = !!status.data?.subscribed;
  const details = useMembership(signedIn && subscribed);
  useMembershipLive(me.data?.user.id);

  // Came from a service's Join Club to Order: a paid checkout goes back there.
  const returnTo = params.get('returnTo');
  useEffect(() => rememberReturnTo(returnTo), [returnTo]);

  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || params.get('checkout') !== 'cancelled') return;
    announced.current = true;
    toast('Checkout cancelled. You have not been charged.');
    setParams({}, { replace: true });
  }, [params, setParams]);

  return (
    <MarketplaceShell>
      <title>Membership · ProClub</title>
      {me.isPending || status.isPending ? (
        <Waiting text="Checking membership status..." />
      ) : subscribed ? (
        <MemberWelcome
          subscriptionEnd={status.data?.subscriptionEnd ?? null}
          endsThen={details.data?.cancelAtPeriodEnd ?? false}
        />
      ) : awaitingPayment && signedIn ? (
        <div className="space-y-4 text-center">
          <Waiting text="Waiting for your payment to be confirmed..." />
          <button type="button" className="text-sm text-primary underline" onClick={() => setAwaitingPayment(false)}>
            Back to the membership options
          </button>
        </div>
      ) : (
        <JoinClub signedIn={signedIn} role={me.data?.profile.role ?? null} onStripeOpened={() => setAwaitingPayment(true)} />
      )}
    </MarketplaceShell>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-24 text-muted-foreground">
      <Spinner className="h-6 w-6" />
      <p>{text}</p>
    </div>
  );
}
