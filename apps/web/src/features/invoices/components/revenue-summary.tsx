import { formatMoney, type RevenueSummary } from '@proclub/contracts/invoices';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FigureList } from '@/components/ui/figure-list';
import { Skeleton } from '@/components/ui/skeleton';
import { useRevenue } from '../api/use-revenue';

function revenueCsv(summary: RevenueSummary): string {
  const rows = [
    ['month', `collected (${summary.currency})`],
    ...summary.months.map((m) => [m.month, (m.collected / 100).toFixed(2)]),
  ];
  return rows.map((row) => row.join(',')).join('\n');
}

/** Collected this month, outstanding and overdue, with the last 12 months as a chart (and a CSV of it). */
export function RevenueSummaryCard() {
  const revenue = useRevenue();
  if (revenue.isPending)
    return (
      <div role="status" aria-label="Loading revenue">
        <Skeleton className="h-48" />
      </div>
    );
  if (revenue.isError) return <ErrorState message="Failed to load revenue" onRetry={() => revenue.refetch()} />;
  const data = revenue.data;
  const money = (minor: number) => formatMoney(minor, data.currency);
  const download = () => {
    const url = URL.createObjectURL(new Blob([revenueCsv(data)], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'revenue.csv';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Card className="space-y-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Revenue</h2>
        <Button size="sm" variant="outline" onClick={download}>
          Export CSV
        </Button>
      </div>
      <FigureList
        className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-5"
        figures={[
          { label: 'MRR', value: money(data.mrr) },
          { label: 'Churn (30 days)', value: `${(data.churnRate / 100).toFixed(1)}%` },
          { label: 'Collected this month', value: money(data.collectedThisMonth) },
          { label: 'Outstanding', value: money(data.outstanding) },
          {
            label: 'Overdue',
            value: money(data.overdue),
            valueClassName: data.overdue > 0 ? 'text-red-700 dark:text-red-400' : undefined,
          },
        ]}
      />
      <figure aria-label="Collected per month, last 12 months" className="h-40">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data.months.map((m) => ({ month: m.month.slice(2), collected: m.collected / 100 }))}>
            <XAxis dataKey="month" fontSize={11} />
            <YAxis fontSize={11} width={48} />
            <Tooltip formatter={(value) => money(Number(value) * 100)} />
            <Bar dataKey="collected" fill="var(--color-primary)" />
          </BarChart>
        </ResponsiveContainer>
      </figure>
      {data.clients.length > 0 && (
        <section aria-labelledby="revenue-clients" className="space-y-1">
          <h3 id="revenue-clients" className="text-sm font-semibold">
            Revenue per client
          </h3>
          <ul className="divide-y divide-border text-sm">
            {data.clients.map((client) => (
              <li key={client.clientId ?? client.clientName} className="flex justify-between py-1">
                <span className="truncate">{client.clientName}</span>
                <span className="tabular-nums">{money(client.collected)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}
