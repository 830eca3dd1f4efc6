import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export interface Stat {
  label: string;
  value: string;
  detail: string;
  icon: LucideIcon;
  /** The value's colour, e.g. a score's. */
  tone?: string;
}

/** Headline figures as a grid of cards, each with its icon, label, value and a line of detail. */
export function StatCards({ stats, label, className }: { stats: Stat[]; label: string; className: string }) {
  return (
    <ul className={className} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <Card className="h-full p-4">
            <div className="flex items-center gap-2 text-sm text-muted-foreground">
              <stat.icon className="h-4 w-4" aria-hidden="true" />
              {stat.label}
            </div>
            <p className={cn('mt-1 text-2xl font-bold tabular-nums', stat.tone)} data-testid={`stat-${stat.label}`}>
              {stat.value}
            </p>
            <p className="text-xs text-muted-foreground">{stat.detail}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
