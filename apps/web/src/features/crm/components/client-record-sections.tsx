import type { TimelineKind } from '@proclub/contracts/crm';
import { formatMoney, statusLabels } from '@proclub/contracts/invoices';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format';
import { useClientBilling } from '../api/use-client-billing';
import { useClientTimeline } from '../api/use-client-timeline';
import { eventHeadline } from './client-timeline';

const SECTION_SIZE = 3;

function SectionFrame({
  title,
  all,
  children,
}: {
  title: string;
  all?: { to: string; label: string };
  children: React.ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card className="space-y-2 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-sm font-semibold">
          {title}
        </h2>
        {all && (
          <Link to={all.to} className="text-xs text-primary hover:underline">
            {all.label}
          </Link>
        )}
      </div>
      <section aria-labelledby={id}>{children}</section>
    </Card>
  );
}

/** A short list of the client's latest events of some kinds, with a link to the full list. */
export function ActivitySection({
  clientId,
  title,
  kind,
  empty,
  all,
}: {
  clientId: string;
  title: string;
  kind: TimelineKind;
  empty: string;
  all: { to: string; label: string };
}) {
  const events = useClientTimeline(clientId, kind, SECTION_SIZE);
  const items = events.data?.pages[0]?.items ?? [];
  return (
    <SectionFrame title={title} all={all}>
      {events.isPending ? (
        <Skeleton className="h-10" role="status" aria-label={`Loading ${title.toLowerCase()}`} />
      ) : events.isError ? (
        <p className="text-sm text-destructive" role="alert">
          Failed to load {title.toLowerCase()}.{' '}
          <button type="button" className="underline" onClick={() => events.refetch()}>
            Try Again
          </button>
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="space-y-1.5 text-sm">
          {items.map((event) => (
            <li key={event.id} className="flex min-w-0 flex-col">
              <Link to={event.link} className="truncate hover:underline">
                {event.title}
              </Link>
              <span className="text-xs text-muted-foreground">
                {eventHeadline(event)} · {formatDay(event.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionFrame>
  );
}

/** The client's invoices (issue 34): lifetime value (collected less refunds), what is owed, the latest invoices. */
export function BillingSection({ clientId }: { clientId: string }) {
  const billing = useClientBilling(clientId);
  return (
    <SectionFrame title="Invoices" all={{ to: '/invoices', label: 'All invoices' }}>
      {billing.isPending ? (
        <Skeleton className="h-16" role="status" aria-label="Loading invoices" />
      ) : billing.isError ? (
        <p className="text-sm text-destructive" role="alert">
          Failed to load invoices.{' '}
          <button type="button" className="underline" onClick={() => billing.refetch()}>
            Try Again
          </button>
        </p>
      ) : billing.data.invoiceCount === 0 ? (
        <p className="text-sm text-muted-foreground">
          No invoices yet.{' '}
          <Link to="/invoices/new" className="text-primary underline underline-offset-2">
            New invoice
          </Link>
        </p>
      ) : (
        <div className="space-y-3 text-sm">
          <dl className="grid grid-cols-2 gap-2" aria-label="Billing totals">
            {billing.data.totals.map((total) => (
              <div key={total.currency} className="contents">
                <div>
                  <dt className="text-xs text-muted-foreground">Lifetime value</dt>
                  <dd className="font-semibold tabular-nums">{formatMoney(total.lifetimeValue, total.currency)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">Outstanding</dt>
                  <dd className="font-semibold tabular-nums">{formatMoney(total.outstanding, total.currency)}</dd>
                </div>
              </div>
            ))}
          </dl>
          <ul className="space-y-1.5" aria-label="Latest invoices">
            {billing.data.invoices.map((invoice) => (
              <li key={invoice.id} className="flex min-w-0 items-center justify-between gap-2">
                <Link to={`/invoices/${invoice.id}`} className="truncate hover:underline">
                  {invoice.number ?? 'Draft'}
                </Link>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {statusLabels[invoice.status]} ·{' '}
                  <span className="tabular-nums">{formatMoney(invoice.total, invoice.currency)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </SectionFrame>
  );
}
