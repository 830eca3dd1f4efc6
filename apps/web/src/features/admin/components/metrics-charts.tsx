import type { Metrics } from '@proclub/contracts/admin';
import { categoryLabel } from '@proclub/contracts/services';
import { format, parseISO } from 'date-fns';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatWholeMoney } from '@/lib/utils';

const tick = { fontSize: 12, fill: 'var(--muted-foreground)' };
const dayLabel = (day: string) => format(parseISO(day), 'MMM d');

/** Sign-ups per day, orders and GMV per week, top categories. */
export default function MetricsCharts({ metrics }: { metrics: Metrics }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <figure className="rounded-lg border border-border bg-card p-4">
        <figcaption className="mb-2 text-sm font-medium">Sign-ups per day</figcaption>
        <div className="h-64" role="img" aria-label={`Sign-ups per day over ${metrics.days} days`}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={metrics.signUpsPerDay} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis dataKey="day" tickFormatter={dayLabel} tick={tick} minTickGap={24} />
              <YAxis allowDecimals={false} tick={tick} />
              <Tooltip labelFormatter={(day) => dayLabel(String(day))} />
              <Line type="monotone" dataKey="count" name="Sign-ups" stroke="var(--primary)" strokeWidth={2} dot={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="rounded-lg border border-border bg-card p-4">
        <figcaption className="mb-2 text-sm font-medium">Orders and GMV per week</figcaption>
        <div className="h-64" role="img" aria-label={`Orders and GMV per week over ${metrics.days} days`}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={metrics.ordersPerWeek} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis dataKey="week" tickFormatter={dayLabel} tick={tick} />
              <YAxis yAxisId="gmv" tick={tick} tickFormatter={(value) => formatWholeMoney(value)} />
              <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={tick} />
              <Tooltip
                labelFormatter={(week) => `Week of ${dayLabel(String(week))}`}
                formatter={(value, name) => (name === 'GMV' ? formatMoney(Number(value)) : value)}
              />
              <Bar yAxisId="gmv" dataKey="gmv" name="GMV" fill="var(--primary)" radius={[4, 4, 0, 0]} />
              <Bar yAxisId="orders" dataKey="orders" name="Orders" fill="var(--success)" radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="rounded-lg border border-border bg-card p-4 lg:col-span-2">
        <figcaption className="mb-2 text-sm font-medium">Top categories by orders</figcaption>
        {metrics.topCategories.length === 0 ? (
          <p className="text-sm text-muted-foreground">No orders in this period.</p>
        ) : (
          <table className="w-full text-sm">
            <thead className="text-left text-xs uppercase text-muted-foreground">
              <tr>
                <th className="py-1">Category</th>
                <th className="py-1 text-right">Orders</th>
                <th className="py-1 text-right">GMV</th>
              </tr>
            </thead>
            <tbody>
              {metrics.topCategories.map((row) => (
                <tr key={row.category} className="border-t border-border">
                  <td className="py-1">{categoryLabel(row.category)}</td>
                  <td className="py-1 text-right tabular-nums">{row.orders}</td>
                  <td className="py-1 text-right tabular-nums">{formatMoney(row.gmv)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </figure>
    </div>
  );
}
