import type { AnalysisSummary } from '@proclub/contracts/analysis';
import { CalendarDays, DollarSign, Lightbulb, TrendingUp } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/utils';

/** Opportunities Found, Monthly Revenue, First Year Revenue, Average ROI (whole percent). */
export function SummaryCards({ summary }: { summary: AnalysisSummary }) {
  const cards = [
    { label: 'Opportunities Found', value: String(summary.totalRecommendations), icon: Lightbulb },
    { label: 'Monthly Revenue', value: formatMoney(summary.totalMonthlyRevenue), icon: DollarSign },
    { label: 'First Year Revenue', value: formatMoney(summary.firstYearRevenue), icon: CalendarDays },
    { label: 'Average ROI', value: `${Math.round(summary.averageROI)}%`, icon: TrendingUp },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Summary">
      {cards.map(({ label, value, icon: Icon }) => (
        <li key={label}>
          <Card className="flex h-full items-start justify-between gap-2 p-3 sm:p-4">
            <div className="min-w-0">
              <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
              <p
                className="mt-1 break-words text-base font-bold tabular-nums min-[400px]:text-lg sm:text-2xl"
                data-testid={`summary-${label}`}
              >
                {value}
              </p>
            </div>
            <Icon className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
