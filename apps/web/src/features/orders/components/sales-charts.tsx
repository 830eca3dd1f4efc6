import type { SalesAnalytics } from '@proclub/contracts/orders';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { countOf, formatShortDay } from '@/lib/format';
import { formatMoney, formatWholeMoney } from '@/lib/utils';

const tick = { fontSize: 12, fill: 'var(--muted-foreground)' };
const dayLabel = formatShortDay;

/** Daily views and orders (lines) and revenue (bars) of the seller's services. */
export default function SalesCharts({ report }: { report: SalesAnalytics }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <figure className="rounded-lg border border-border bg-card p-4">
        <figcaption className="mb-2 text-sm font-medium">Views and orders per day</figcaption>
        <div className="h-64" role="img" aria-label={`Views and orders per day over ${countOf(report.days.length, 'day')}`}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={report.days} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis dataKey="date" tickFormatter={dayLabel} tick={tick} minTickGap={24} />
              <YAxis allowDecimals={false} tick={tick} />
              <Tooltip labelFormatter={(day) => dayLabel(String(day))} />
              <Legend />
              <Line type="monotone" dataKey="views" name="Views" stroke="var(--primary)" strokeWidth={2} dot={false} />
              <Line type="monotone" dataKey="orders" name="Orders" stroke="var(--success)" strokeWidth={2} dot={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="rounded-lg border border-border bg-card p-4">
        <figcaption className="mb-2 text-sm font-medium">Revenue per day</figcaption>
        <div className="h-64" role="img" aria-label={`Revenue per day over ${countOf(report.days.length, 'day')}`}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={report.days} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis dataKey="date" tickFormatter={dayLabel} tick={tick} minTickGap={24} />
              <YAxis tick={tick} tickFormatter={(value) => formatWholeMoney(value)} />
              <Tooltip labelFormatter={(day) => dayLabel(String(day))} formatter={(value) => formatMoney(Number(value))} />
              <Bar dataKey="revenue" name="Revenue" fill="var(--primary)" radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
