import { Clock, Landmark, Wallet } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/utils';
import { useEarnings } from '../api/use-earnings';

/** The seller's money from orders: pending (held until the buyer accepts), available (released) and paid out (ADR 031). */
export function EarningsPanel() {
  const earnings = useEarnings();
  if (earnings.isPending) return <Skeleton className="h-24" role="status" aria-label="Loading earnings" />;
  if (earnings.isError) return null;
  const { pendingCents, availableCents, paidOutCents, heldOrders, autoReleaseDays, feePercent } = earnings.data;
  return (
    <section aria-label="Earnings" className="grid gap-3 sm:grid-cols-3">
      <div className="rounded-lg border border-border bg-card p-4">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Clock className="h-4 w-4" aria-hidden="true" /> Pending
        </p>
        <p className="text-2xl font-semibold" data-testid="earnings-pending">
          {formatMoney(pendingCents / 100)}
        </p>
        <p className="text-xs text-muted-foreground">
          {heldOrders} {heldOrders === 1 ? 'order' : 'orders'} held until the buyer accepts, or {autoReleaseDays} days after
          delivery without an answer.
        </p>
      </div>
      <div className="rounded-lg border border-border bg-card p-4">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Wallet className="h-4 w-4" aria-hidden="true" /> Available
        </p>
        <p className="text-2xl font-semibold" data-testid="earnings-available">
          {formatMoney(availableCents / 100)}
        </p>
        <p className="text-xs text-muted-foreground">
          Released to you, after the platform fee of {feePercent} %, not yet transferred.
        </p>
      </div>
      <div className="rounded-lg border border-border bg-card p-4">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Landmark className="h-4 w-4" aria-hidden="true" /> Paid out
        </p>
        <p className="text-2xl font-semibold" data-testid="earnings-paid-out">
          {formatMoney(paidOutCents / 100)}
        </p>
        <p className="text-xs text-muted-foreground">Transferred to your Stripe account.</p>
      </div>
    </section>
  );
}
