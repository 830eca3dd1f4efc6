import { format } from 'date-fns';
import { FileDown, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { workspaceLink } from '@/lib/current-workspace';
import { countOf } from '@/lib/format';
import { formatMoney } from '@/lib/utils';
import { useEarningsStatement } from '../api/use-earnings-statement';

/** The last twelve months as YYYY-MM, newest first (this month included: its statement so far). */
function recentMonths(now = new Date()): { value: string; label: string }[] {
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(now.getFullYear(), now.getMonth() - index, 1);
    return { value: format(date, 'yyyy-MM'), label: format(date, 'MMMM yyyy') };
  });
}

/** A monthly earnings statement to download (CSV and PDF) for a chosen month, with its figures in one line. */
export function StatementPanel() {
  const months = recentMonths();
  const [month, setMonth] = useState(months[1].value);
  const statement = useEarningsStatement(month);
  return (
    <section aria-labelledby="statement-heading" className="space-y-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id="statement-heading" className="font-medium">
            Monthly statement
          </h2>
          <label htmlFor="statement-month" className="sr-only">
            Statement month
          </label>
          <select
            id="statement-month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            className="h-9 rounded-md border border-border bg-background px-2 text-sm"
          >
            {months.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={workspaceLink(`/api/orders/statement.csv?month=${month}`)} download className={buttonClasses('outline', 'sm')}>
            <FileSpreadsheet className="h-4 w-4" aria-hidden="true" />
            Download CSV
          </a>
          <a href={workspaceLink(`/api/orders/statement.pdf?month=${month}`)} download className={buttonClasses('outline', 'sm')}>
            <FileDown className="h-4 w-4" aria-hidden="true" />
            Download PDF
          </a>
        </div>
      </div>
      {statement.isPending ? (
        <Skeleton className="h-5 w-2/3" role="status" aria-label="Loading statement" />
      ) : statement.isError ? (
        <p className="text-sm text-destructive" role="alert">
          Failed to load the statement.{' '}
          <button type="button" className="underline" onClick={() => statement.refetch()}>
            Try Again
          </button>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="statement-summary">
          {countOf(statement.data.ordersSettled, 'order')} settled · sales {formatMoney(statement.data.salesCents / 100)} · fees{' '}
          {formatMoney(statement.data.feesCents / 100)} · refunds {formatMoney(statement.data.refundsCents / 100)} · net{' '}
          <strong className="text-foreground">{formatMoney(statement.data.netCents / 100)}</strong> · paid out{' '}
          {formatMoney(statement.data.payoutsCents / 100)}
        </p>
      )}
    </section>
  );
}
