import { Clock, Landmark, type LucideIcon, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { countOf } from '@/lib/format';
import { formatMoney } from '@/lib/utils';
import { useEarnings } from '../api/use-earnings';

interface EarningsFigure {
  icon: LucideIcon;
  label: string;
  cents: number;
  testId: string;
  explanation: ReactNode;
}

/** The seller's money from orders: pending (held until the buyer accepts), available (released) and paid out (ADR 031). */
export function EarningsPanel() {
  const earnings = useEarnings();
  if (earnings.isPending) return <Skeleton className="h-24" role="status" aria-label="Loading earnings" />;
  if (earnings.isError) return null;
  const { pendingCents, availableCents, paidOutCents, heldOrders, autoReleaseDays, feePercent } = earnings.data;
  const figures: EarningsFigure[] = [
    {
      icon: Clock,
      label: 'Pending',
      cents: pendingCents,
      testId: 'earnings-pending',
      explanation: `${countOf(heldOrders, 'order')} held until the buyer accepts, or ${autoReleaseDays} days after delivery without an answer.`,
    },
    {
      icon: Wallet,
      label: 'Available',
      cents: availableCents,
      testId: 'earnings-available',
      explanation: `Released to you, after the platform fee of ${feePercent} %, not yet transferred.`,
    },
    {
      icon: Landmark,
      label: 'Paid out',
      cents: paidOutCents,
      testId: 'earnings-paid-out',
      explanation: 'Transferred to your Stripe account.',
    },
  ];
  return (
    <section aria-label="Earnings" className="grid gap-3 sm:grid-cols-3">
      {figures.map(({ icon: Icon, label, cents, testId, explanation }) => (
        <div key={label} className="rounded-lg border border-border bg-card p-4">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon className="h-4 w-4" aria-hidden="true" /> {label}
          </p>
          <p className="text-2xl font-semibold" data-testid={testId}>
            {formatMoney(cents / 100)}
          </p>
          <p className="text-xs text-muted-foreground">{explanation}</p>
        </div>
      ))}
    </section>
  );
}
