import type { BillingOverview } from '@proclub/contracts/membership';
import { format, parseISO } from 'date-fns';
import { ArrowLeft, CalendarClock, CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toastFailure } from '@/lib/toast-action';
import { formatMoney } from '@/lib/utils';
import { useBillingOverview } from '../api/use-billing-overview';
import { useStartCardUpdate } from '../api/use-start-card-update';
import { useMayDo } from '../api/use-workspace-role';
import { useMembershipLive } from '../hooks/use-membership-live';
import { cardText } from './card-text';
import { OwnerOnly } from './owner-only';
import { PaymentHistory } from './payment-history';

/**
 * /membership/billing, reached from Manage Membership: the next charge and the card (with Update Card: Stripe's
 * billing portal, or the test card page in test mode), then the payment history with a receipt PDF per charge.
 */
export function BillingCentrePage({ userId }: { userId: string }) {
  useMembershipLive(userId);
  const mayBill = useMayDo('billing');
  if (mayBill === false) return <OwnerOnly title="Billing Centre" />;
  return (
    <>
      <title>Billing Centre · ProClub</title>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Billing Centre</h1>
          <Link to="/membership/manage" className={buttonClasses('outline', 'sm')}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Manage Membership
          </Link>
        </div>
        <NextCharge />
        <PaymentHistory />
      </main>
    </>
  );
}

function NextCharge() {
  const overview = useBillingOverview();
  if (overview.isPending)
    return (
      <div role="status" aria-label="Loading billing details">
        <Skeleton className="h-36" />
      </div>
    );
  if (overview.isError) return <ErrorState message="Failed to load your billing details" onRetry={() => overview.refetch()} />;
  return <NextChargeCard overview={overview.data} />;
}

function NextChargeCard({ overview }: { overview: BillingOverview }) {
  const start = useStartCardUpdate();
  const updateCard = async () => {
    try {
      const { url } = await start.mutateAsync();
      window.location.assign(url);
    } catch (error) {
      toastFailure(error, 'Could not open the card update. Please try again.');
    }
  };
  const { nextCharge, card } = overview;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Next charge</h2>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="flex items-start gap-3">
          <CalendarClock className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
          {nextCharge ? (
            <p data-testid="next-charge">
              <span className="block text-2xl font-bold tabular-nums">{formatMoney(nextCharge.amountCents / 100)}</span>
              <span className="text-sm text-muted-foreground">on {format(parseISO(nextCharge.date), 'PPP')}</span>
            </p>
          ) : (
            <p data-testid="next-charge" className="text-sm text-muted-foreground">
              No upcoming charge: your membership does not renew.{' '}
              <Link to="/membership" className="text-primary underline-offset-4 hover:underline">
                See Membership Options
              </Link>
            </p>
          )}
        </div>
        <div className="flex items-start gap-3">
          <CreditCard className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="space-y-2">
            <p data-testid="card-on-file">{card ? cardText(card) : 'No card on file yet'}</p>
            {overview.canUpdateCard && (
              <Button variant="outline" size="sm" onClick={updateCard} busy={start.isPending}>
                Update Card
              </Button>
            )}
            {overview.provider === 'test' && <p className="text-xs text-muted-foreground">Test mode: test cards only.</p>}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
