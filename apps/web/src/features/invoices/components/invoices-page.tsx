import { formatMoney, INVOICE_STATUSES, statusLabels } from '@proclub/contracts/invoices';
import { FileText, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { INVOICE_PAGE_SIZE, useInvoices } from '../api/use-invoices';
import { InvoiceSettingsCard } from './invoice-settings-card';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { RevenueSummaryCard } from './revenue-summary';

const FILTERS = ['all', ...INVOICE_STATUSES] as const;

/** /invoices: the revenue figures, then the workspace's invoices, filtered by state, 20 a page. */
export function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const status = FILTERS.find((filter) => filter === params.get('status')) ?? 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const invoices = useInvoices(status, page);
  const go = (next: { status?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'all') search.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const pages = invoices.data ? Math.max(1, Math.ceil(invoices.data.total / INVOICE_PAGE_SIZE)) : 1;

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <title>Invoices · ProClub</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Invoices</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/invoices/subscriptions">Subscriptions</Link>
          </Button>
          <Button asChild>
            <Link to="/invoices/new">
              <Plus className="h-4 w-4" aria-hidden="true" /> New invoice
            </Link>
          </Button>
        </div>
      </div>

      <RevenueSummaryCard />
      <InvoiceSettingsCard />

      <nav aria-label="Filter invoices by state" className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Button
            key={filter}
            size="sm"
            variant={filter === status ? 'default' : 'outline'}
            aria-pressed={filter === status}
            onClick={() => go({ status: filter })}
          >
            {filter === 'all' ? 'All' : statusLabels[filter]}
          </Button>
        ))}
      </nav>

      {invoices.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading invoices">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : invoices.isError ? (
        <ErrorState message="Failed to load invoices" onRetry={() => invoices.refetch()} />
      ) : invoices.data.items.length === 0 ? (
        <EmptyState
          icon={FileText}
          message={
            status === 'all'
              ? 'No invoices yet. Bill a client in a minute.'
              : `No ${statusLabels[status].toLowerCase()} invoices.`
          }
        >
          {status === 'all' && (
            <Button asChild>
              <Link to="/invoices/new">New invoice</Link>
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-border rounded-lg border border-border bg-card" aria-label="Invoices">
            {invoices.data.items.map((invoice) => (
              <li key={invoice.id}>
                <Link
                  to={`/invoices/${invoice.id}`}
                  className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 p-4 hover:bg-accent focus-visible:outline-2 focus-visible:outline-primary sm:grid-cols-[8rem_1fr_8rem_7rem_7rem]"
                >
                  <span className="font-medium">{invoice.number ?? 'Draft'}</span>
                  <span className="order-3 col-span-2 truncate text-sm text-muted-foreground sm:order-none sm:col-span-1">
                    {invoice.clientName}
                  </span>
                  <span className="text-right tabular-nums">{formatMoney(invoice.total, invoice.currency)}</span>
                  <span className="hidden text-sm text-muted-foreground sm:block">Due {invoice.dueDate}</span>
                  <span className={cn('order-2 justify-self-end sm:order-none')}>
                    <InvoiceStatusBadge status={invoice.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                Previous
              </Button>
              <p className="text-sm text-muted-foreground">
                Page {page} of {pages}
              </p>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </main>
  );
}
