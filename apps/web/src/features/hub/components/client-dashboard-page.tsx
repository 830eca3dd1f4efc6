import { Briefcase, CheckCircle2, Gauge, LayoutDashboard, MessageSquare, TrendingUp } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useClientOptions } from '@/components/pickers/client-options';
import { ClientPicker } from '@/components/pickers/client-picker';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { LoadingBlocks, Skeleton } from '@/components/ui/skeleton';
import { nounFor } from '@/lib/format';
import { useClientDashboard } from '../api/use-client-dashboard';
import { scoreColor } from '../hub-colors';
import { ClientDashboardChart } from './client-dashboard-chart';
import { HubShell } from './hub-shell';
import { type Stat, StatCards } from './stat-cards';

/** /hub/client-dashboard: real figures for the selected client and their audit score and rank over time. */
export function ClientDashboardPage() {
  const clients = useClientOptions();
  const [params, setParams] = useSearchParams();
  const selected = params.get('client') ?? clients.data?.[0]?.id ?? null;
  const dashboard = useClientDashboard(selected);
  const figures = dashboard.data;

  const stats: Stat[] = figures
    ? [
        {
          label: 'Open Projects',
          value: String(figures.openProjects),
          detail: 'Inquiry, quoted or in progress',
          icon: Briefcase,
        },
        {
          label: 'Milestones Done',
          value: String(figures.milestonesDone),
          detail: `of ${figures.milestonesTotal} ${nounFor(figures.milestonesTotal, 'milestone')}`,
          icon: CheckCircle2,
        },
        {
          label: 'Latest Audit Score',
          value: figures.latestAuditScore === null ? '—' : String(figures.latestAuditScore),
          detail: figures.latestAuditScore === null ? 'No audits yet' : 'out of 100',
          icon: Gauge,
          tone: figures.latestAuditScore === null ? undefined : scoreColor(figures.latestAuditScore).text,
        },
        {
          label: 'Average Rank',
          value: figures.averageRank === null ? '—' : `#${figures.averageRank}`,
          detail: figures.rankedKeywords
            ? `across ${figures.rankedKeywords} ${nounFor(figures.rankedKeywords, 'keyword')}`
            : 'No keywords tracked',
          icon: TrendingUp,
        },
        { label: 'Unread Messages', value: String(figures.unreadMessages), detail: 'In project threads', icon: MessageSquare },
      ]
    : [];

  return (
    <HubShell title="Client Dashboard" description="How one client is doing, from your CRM, audits and rank tracking.">
      {clients.isPending ? (
        <Skeleton className="h-10 w-72" />
      ) : !clients.data?.length ? (
        <EmptyState icon={LayoutDashboard} message="No active clients yet. Add a client in the CRM to see their dashboard.">
          <Link to="/crm" className={buttonClasses('default', 'sm')}>
            Go to CRM
          </Link>
        </EmptyState>
      ) : (
        <>
          <div className="max-w-sm">
            <FormField id="dashboard-client" label="Client">
              <ClientPicker
                id="dashboard-client"
                value={selected ?? ''}
                initial={selected && figures ? { id: selected, label: figures.clientName } : null}
                onChange={(id) => setParams(id ? { client: id } : {}, { replace: true })}
              />
            </FormField>
          </div>
          {dashboard.isPending ? (
            <LoadingBlocks
              label="Loading figures"
              className="grid grid-cols-2 gap-3 lg:grid-cols-5"
              count={5}
              blockClassName="h-24"
            />
          ) : !figures ? (
            <p className="text-sm text-muted-foreground">No figures to show for this client.</p>
          ) : (
            <>
              <StatCards
                stats={stats}
                label={`${figures.clientName} at a glance`}
                className="grid grid-cols-2 gap-3 lg:grid-cols-5"
              />
              {figures.series.length > 0 ? (
                <ClientDashboardChart series={figures.series} />
              ) : (
                <Card className="p-6 text-center text-sm text-muted-foreground">
                  No audit scores or rank checks yet.{' '}
                  <Link to="/hub/audits" className="text-primary underline">
                    Run an audit
                  </Link>{' '}
                  to start the chart.
                </Card>
              )}
            </>
          )}
        </>
      )}
    </HubShell>
  );
}
