import { lazy, Suspense, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/utils';
import { useMetrics } from '../api/use-metrics';
import { SegmentedFilter } from './segmented-filter';

// recharts is large: load it only when the metrics tab opens.
const MetricsCharts = lazy(() => import('./metrics-charts'));

/** Platform metrics over 30 or 90 days, all computed from real rows. */
export function MetricsPanel() {
  const [days, setDays] = useState<30 | 90>(30);
  const metrics = useMetrics(days);
  return (
    <div className="space-y-4">
      <SegmentedFilter
        label="Period"
        value={String(days) as '30' | '90'}
        onChange={(value) => setDays(Number(value) as 30 | 90)}
        options={[
          { value: '30', label: '30 days' },
          { value: '90', label: '90 days' },
        ]}
      />
      {metrics.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : metrics.isError ? (
        <ErrorState message="Failed to load metrics" onRetry={() => metrics.refetch()} />
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Stat label="Total users" value={metrics.data.totalUsers.toLocaleString()} />
            <Stat label={`Active sellers (${days} days)`} value={metrics.data.activeSellers.toLocaleString()} />
            <Stat label="Paying members" value={metrics.data.payingMembers.toLocaleString()} />
            <Stat label="MRR" value={formatMoney(metrics.data.mrr)} />
          </dl>
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <MetricsCharts metrics={metrics.data} />
          </Suspense>
        </>
      )}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
