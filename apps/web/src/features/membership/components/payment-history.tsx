import type { MembershipCharge } from '@proclub/contracts/membership';
import { format, parseISO } from 'date-fns';
import { FileDown, Receipt } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { countOf } from '@/lib/format';
import { formatMoney } from '@/lib/utils';
import { useMembershipCharges } from '../api/use-membership-charges';
import { cardText } from './card-text';

const day = (iso: string) => format(parseISO(iso), 'PP');

/** The billing centre's payment history: each membership charge with its receipt PDF, ten at a time. */
export function PaymentHistory() {
  const charges = useMembershipCharges();
  const items = charges.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Payment history</h2>
        {items.length > 0 && (
          <p className="text-sm text-muted-foreground" data-testid="charges-count">
            {countOf(items.length, 'payment')} shown
          </p>
        )}
      </CardHeader>
      <CardContent className="space-y-3">
        {charges.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading payment history">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : charges.isError ? (
          <ErrorState message="Failed to load your payment history" onRetry={() => charges.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={Receipt} message="No payments yet. Your receipts appear here after your first membership charge." />
        ) : (
          <>
            <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Payments">
              {items.map((charge) => (
                <ChargeRow key={charge.id} charge={charge} />
              ))}
            </ul>
            <LoadMore query={charges} label="Load more payments" />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ChargeRow({ charge }: { charge: MembershipCharge }) {
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="charge-row">
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-baseline gap-x-2 font-medium">
          <span>{day(charge.paidAt)}</span>
          <span className="tabular-nums">{formatMoney(charge.amountCents / 100)}</span>
        </p>
        <p className="text-sm break-words">{charge.description}</p>
        <p className="text-xs text-muted-foreground">
          {day(charge.periodStart)} – {day(charge.periodEnd)}
          {charge.card && ` · ${cardText(charge.card)}`}
        </p>
      </div>
      <a
        href={charge.receiptUrl}
        download
        className={buttonClasses('outline', 'sm')}
        aria-label={`Receipt PDF for ${day(charge.paidAt)}`}
      >
        <FileDown className="h-4 w-4" aria-hidden="true" />
        Receipt (PDF)
      </a>
    </li>
  );
}
