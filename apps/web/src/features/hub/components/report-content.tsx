import { type AuditType, auditTypeLabels, type PublicReportContent } from '@proclub/contracts/hub';
import { CheckCircle2, Gauge, MessageSquare, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FigureList } from '@/components/ui/figure-list';
import { formatMoment } from '@/lib/format';
import { cn } from '@/lib/utils';
import { auditTypeColors, scoreColor } from '../hub-colors';
import { ReportChart } from './report-chart';
import { type Stat, StatCards } from './stat-cards';

const typeOf = (value: string) => value as AuditType;

/** Places moved: '+3' (up, green), '−2' (down, red), '—' (same) or 'New'. */
function RankChange({ change }: { change: number | null }) {
  if (change === null) return <span className="text-muted-foreground">New</span>;
  if (change === 0) return <span className="text-muted-foreground">—</span>;
  return change > 0 ? (
    <span className="font-semibold text-green-700 dark:text-green-400">+{change}</span>
  ) : (
    <span className="font-semibold text-red-700 dark:text-red-400">−{Math.abs(change)}</span>
  );
}

/** One card of the report: its heading, then the content or, when there is nothing in the period, why. */
function ReportSection({ title, empty, children }: { title: string; empty?: string | false; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold leading-tight">{title}</h2>
      </CardHeader>
      <CardContent>{empty ? <p className="text-sm text-muted-foreground">{empty}</p> : children}</CardContent>
    </Card>
  );
}

/** What happened for the client in the period: figures, a chart, then audits, rank changes, milestones and messages. */
export function ReportContentView({ content }: { content: PublicReportContent }) {
  const latestScore = content.audits.at(-1)?.score ?? null;
  const improved = content.rankChanges.filter((change) => (change.change ?? 0) > 0).length;
  const stats: Stat[] = [
    {
      label: 'Audits run',
      value: String(content.audits.length),
      detail: latestScore === null ? 'No audits' : `Latest score ${latestScore}`,
      icon: Gauge,
    },
    { label: 'Keywords improved', value: String(improved), detail: `${content.rankChanges.length} tracked`, icon: TrendingUp },
    { label: 'Milestones completed', value: String(content.milestones.length), detail: 'In this period', icon: CheckCircle2 },
    {
      label: 'Messages exchanged',
      value: String(content.messages.total),
      detail: `${content.messages.fromYou} sent · ${content.messages.fromClient} received`,
      icon: MessageSquare,
    },
  ];
  return (
    <div className="space-y-6">
      <StatCards stats={stats} label="Period figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4" />

      <ReportChart timeline={content.timeline} />

      <div className="grid gap-4 lg:grid-cols-2">
        <ReportSection title="Audits and scores" empty={content.audits.length === 0 && 'No audits were run in this period.'}>
          <ul className="divide-y divide-border" aria-label="Audits in the period">
            {content.audits.map((audit) => (
              <li
                key={`${audit.auditType}-${audit.websiteUrl}-${audit.ranAt}`}
                className="flex items-center justify-between gap-3 py-2"
              >
                <div className="min-w-0">
                  <Badge variant="plain" className={auditTypeColors[typeOf(audit.auditType)]}>
                    {auditTypeLabels[typeOf(audit.auditType)] ?? audit.auditType}
                  </Badge>
                  <p className="mt-1 truncate text-sm">{audit.websiteUrl}</p>
                  <p className="text-xs text-muted-foreground">{formatMoment(audit.ranAt)}</p>
                </div>
                <span className={cn('text-xl font-bold tabular-nums', scoreColor(audit.score).text)}>{audit.score}</span>
              </li>
            ))}
          </ul>
        </ReportSection>

        <ReportSection
          title="Rank changes"
          empty={content.rankChanges.length === 0 && 'No keyword positions were checked in this period.'}
        >
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-xs text-muted-foreground">
                  {/* Every column but the last keeps a gap on its right. */}
                  {['Keyword', 'Position', 'Change'].map((label, index, labels) => (
                    <th key={label} scope="col" className={cn('py-1 font-medium', index < labels.length - 1 && 'pr-2')}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {content.rankChanges.map((change) => (
                  <tr key={`${change.keyword}-${change.location}`}>
                    <td className="py-2 pr-2">
                      <span className="block">{change.keyword}</span>
                      <span className="text-xs text-muted-foreground">{change.location}</span>
                    </td>
                    <td className="py-2 pr-2 tabular-nums">
                      {change.startPosition} → {change.endPosition}
                    </td>
                    <td className="py-2 tabular-nums">
                      <RankChange change={change.change} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ReportSection>

        <ReportSection
          title="Milestones completed"
          empty={content.milestones.length === 0 && 'No milestones were completed in this period.'}
        >
          <ul className="space-y-2" aria-label="Milestones completed">
            {content.milestones.map((milestone) => (
              <li key={`${milestone.projectTitle}-${milestone.title}-${milestone.completedAt}`} className="flex gap-2 text-sm">
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="break-words font-medium">{milestone.title}</p>
                  <p className="text-xs text-muted-foreground">
                    {milestone.projectTitle} · {formatMoment(milestone.completedAt)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </ReportSection>

        <ReportSection title="Messages">
          <FigureList
            className="grid grid-cols-3 gap-2 text-sm"
            figures={[
              { label: 'Total', value: content.messages.total },
              { label: 'Sent by us', value: content.messages.fromYou },
              { label: 'Received', value: content.messages.fromClient },
            ]}
          />
        </ReportSection>
      </div>
    </div>
  );
}
