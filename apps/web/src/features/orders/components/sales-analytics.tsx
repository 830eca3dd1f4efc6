import { lazy, Suspense, useState } from 'react';
import { ColumnHeadings } from '@/components/ui/column-headings';
import { ErrorState } from '@/components/ui/error-state';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatRate } from '@/lib/format';
import { formatMoney } from '@/lib/utils';
import { useSalesAnalytics } from '../api/use-sales-analytics';

// recharts is heavy: it loads only when a member with Analytics Pro opens the tab.
const SalesCharts = lazy(() => import('./sales-charts'));

/** The seller's Analytics tab with real charts (the dashboard shows it behind the Analytics Pro add-on gate). */
export function SalesAnalyticsTab() {
  const [days, setDays] = useState(30);
  const report = useSalesAnalytics(days);

  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="analytics-heading" className="text-lg font-semibold">
          Views and orders of your services
        </h3>
        <div className="space-y-1">
          <Label htmlFor="analytics-range">Period</Label>
          <NativeSelect id="analytics-range" value={days} onChange={(event) => setDays(Number(event.target.value))}>
            <option value={7}>Last 7 days</option>
            <option value={30}>Last 30 days</option>
            <option value={90}>Last 90 days</option>
          </NativeSelect>
        </div>
      </div>
      {report.isPending ? (
        <Skeleton className="h-72" />
      ) : report.isError ? (
        <ErrorState message="Failed to load analytics" onRetry={() => report.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[
              ['Views', formatCount(report.data.totals.views)],
              ['Orders', formatCount(report.data.totals.orders)],
              ['Revenue', formatMoney(report.data.totals.revenue)],
              ['Conversion', formatRate(report.data.totals.conversionRate, report.data.totals.views)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg border border-border bg-card p-4">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-2xl font-bold" data-testid={`analytics-${label.toLowerCase()}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <Suspense fallback={<Skeleton className="h-72" />}>
            <SalesCharts report={report.data} />
          </Suspense>
          <div className="overflow-x-auto rounded-lg border border-border bg-card">
            <table className="w-full text-sm">
              <caption className="sr-only">Per service</caption>
              <thead className="text-left text-muted-foreground">
                <ColumnHeadings
                  labels={['Service', 'Views', 'Orders', 'Revenue']}
                  cellClassName={(column) => (column === 0 ? 'p-3 font-medium' : 'p-3 text-right font-medium')}
                />
              </thead>
              <tbody>
                {report.data.services.map((service) => (
                  <tr key={service.id} className="border-t border-border">
                    <td className="p-3">{service.title}</td>
                    <td className="p-3 text-right">{formatCount(service.views)}</td>
                    <td className="p-3 text-right">{formatCount(service.orders)}</td>
                    <td className="p-3 text-right">{formatMoney(service.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
