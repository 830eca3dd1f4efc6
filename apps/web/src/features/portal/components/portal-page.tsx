import { PORTAL_EVENT, type PortalHome } from '@proclub/contracts/portal';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format';
import { useMe } from '@/lib/use-me';
import { useRealtimeChannel } from '@/lib/use-realtime-channel';
import { useSignOut } from '@/lib/use-sign-out';
import {
  portalKeys,
  usePortalHomes,
  usePortalInvoices,
  usePortalOverview,
  usePortalProposals,
  usePortalReports,
} from '../api/use-portal';
import { PortalProjects } from './portal-projects';
import { AccessEnded, PortalQuery } from './portal-query';

const TABS = ['overview', 'projects', 'proposals', 'reports', 'invoices'] as const;
type Tab = (typeof TABS)[number];
const tabLabels: Record<Tab, string> = {
  overview: 'Overview',
  projects: 'Projects',
  proposals: 'Proposals',
  reports: 'Reports',
  invoices: 'Invoices',
};
const money = (cents: number, currency: string | null) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: currency ?? 'USD' }).format(cents / 100);

/** /portal: the agency's client sees their own records; a switcher when they are a client of several agencies. */
export function PortalPage() {
  const homes = usePortalHomes();
  const [params, setParams] = useSearchParams();
  const signOut = useSignOut();
  const items = homes.data?.items ?? [];
  const current: PortalHome | undefined = items.find((home) => home.clientId === params.get('client')) ?? items[0];
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'overview';
  const go = (next: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...next });
  const me = useMe();
  const queryClient = useQueryClient();
  // The agency withdrew this person's access: every portal query asks again (and answers that the access ended).
  useRealtimeChannel(me.data?.user ? `user:${me.data.user.id}` : null, (event) => {
    if (event.type === PORTAL_EVENT) void queryClient.invalidateQueries({ queryKey: portalKeys.all });
  });

  return (
    <div className="min-h-screen bg-background">
      <header className="border-b" style={current?.brand.color ? { borderTop: `4px solid ${current.brand.color}` } : undefined}>
        <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <p className="flex min-w-0 items-center gap-2 font-semibold" data-testid="portal-agency">
            {current?.brand.logoUrl && (
              <img src={current.brand.logoUrl} alt="" className="h-8 w-auto max-w-[10rem] object-contain" />
            )}
            <span className="truncate">{current ? current.agencyName : 'Client portal'}</span>
          </p>
          <div className="flex min-w-0 items-center gap-2">
            {items.length > 1 && (
              <div className="min-w-0">
                <label htmlFor="portal-switcher" className="sr-only">
                  Switch portal
                </label>
                <NativeSelect
                  id="portal-switcher"
                  value={current?.clientId}
                  onChange={(event) => go({ client: event.target.value, tab: 'overview' })}
                >
                  {items.map((home) => (
                    <option key={home.clientId} value={home.clientId}>
                      {home.agencyName} — {home.clientName}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
            <button type="button" className="text-sm underline" onClick={() => signOut.mutate()}>
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl space-y-4 px-4 py-6">
        <title>{current ? `${current.agencyName} · Client portal` : 'Client portal'}</title>
        {homes.isPending ? (
          <Skeleton className="h-32 w-full" aria-label="Loading your portal" />
        ) : !current ? (
          <AccessEnded />
        ) : (
          <>
            <h1 className="text-2xl font-semibold">{current.clientName}</h1>
            <nav aria-label="Portal sections" className="-mx-4 overflow-x-auto px-4">
              <ul className="flex gap-1 border-b">
                {TABS.map((name) => (
                  <li key={name}>
                    <button
                      type="button"
                      aria-current={tab === name ? 'page' : undefined}
                      onClick={() => go({ client: current.clientId, tab: name })}
                      className={`whitespace-nowrap px-3 py-2 text-sm ${tab === name ? 'border-b-2 border-primary font-medium' : 'text-muted-foreground'}`}
                    >
                      {tabLabels[name]}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            {tab === 'overview' && <Overview clientId={current.clientId} />}
            {tab === 'projects' && <PortalProjects clientId={current.clientId} />}
            {tab === 'proposals' && <Proposals clientId={current.clientId} />}
            {tab === 'reports' && <Reports clientId={current.clientId} />}
            {tab === 'invoices' && <Invoices clientId={current.clientId} />}
          </>
        )}
      </main>
      {current && (
        <footer className="mx-auto w-full max-w-5xl px-4 pb-8 text-sm text-muted-foreground" data-testid="portal-footer">
          {current.brand.supportEmail && (
            <p>
              Questions? Write to{' '}
              <a className="underline" href={`mailto:${current.brand.supportEmail}`}>
                {current.brand.supportEmail}
              </a>
              .
            </p>
          )}
          {/* White Label: the agency's portal carries no ProClub mark (issue 33). */}
          {!current.brand.whiteLabel && <p className="mt-1 text-xs">Client portal by ProClub</p>}
        </footer>
      )}
    </div>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card className="min-w-0 p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold">{value}</p>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}
    </Card>
  );
}

function Overview({ clientId }: { clientId: string }) {
  const overview = usePortalOverview(clientId);
  return (
    <PortalQuery query={overview} what="overview">
      {(data) => (
        <div className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <Figure
              label="Latest audit score"
              value={data.audit.latest === null ? '—' : String(data.audit.latest)}
              note={
                data.audit.change === null
                  ? undefined
                  : `${data.audit.change >= 0 ? '+' : ''}${data.audit.change} since the last audit`
              }
            />
            <Figure
              label="Keyword rankings (30 days)"
              value={data.ranks.keywords === 0 ? '—' : `${data.ranks.improved} up · ${data.ranks.declined} down`}
              note={data.ranks.averageRank === null ? undefined : `Average position ${data.ranks.averageRank}`}
            />
            <Figure
              label="Open invoices"
              value={String(data.openInvoices.count)}
              note={
                data.openInvoices.count > 0 ? `${money(data.openInvoices.dueCents, data.openInvoices.currency)} due` : undefined
              }
            />
            <Figure label="Unread messages" value={String(data.unreadMessages)} />
            <Figure label="Milestones awaiting your review" value={String(data.awaitingReview)} />
          </div>
          <Card className="p-4">
            <h2 className="font-semibold">Upcoming milestones</h2>
            {data.upcomingMilestones.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing scheduled.</p>
            ) : (
              <ul className="mt-2 space-y-1 text-sm">
                {data.upcomingMilestones.map((milestone) => (
                  <li key={milestone.id}>
                    {milestone.title} <span className="text-muted-foreground">· {milestone.projectTitle}</span>
                    {milestone.dueDate && <span className="text-muted-foreground"> · due {formatDay(milestone.dueDate)}</span>}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </PortalQuery>
  );
}

function Proposals({ clientId }: { clientId: string }) {
  const proposals = usePortalProposals(clientId);
  return (
    <PortalQuery query={proposals} what="proposals">
      {(data) =>
        data.items.length === 0 ? (
          <p className="text-muted-foreground">No proposals yet.</p>
        ) : (
          <ul className="space-y-2">
            {data.items.map((proposal) => (
              <li key={proposal.id}>
                <Card className="flex flex-wrap items-center justify-between gap-2 p-4">
                  <span className="min-w-0">
                    <a href={proposal.url} className="font-medium underline">
                      {proposal.title}
                    </a>{' '}
                    <span className="text-sm text-muted-foreground">
                      v{proposal.version} · sent {formatDay(proposal.sentAt.slice(0, 10))}
                    </span>
                  </span>
                  <Badge variant="secondary">{proposal.status}</Badge>
                </Card>
              </li>
            ))}
          </ul>
        )
      }
    </PortalQuery>
  );
}

function Reports({ clientId }: { clientId: string }) {
  const reports = usePortalReports(clientId);
  return (
    <PortalQuery query={reports} what="reports">
      {(data) => (
        <div className="space-y-4">
          <section aria-label="Reports" className="space-y-2">
            <h2 className="font-semibold">Reports</h2>
            {data.reports.length === 0 && <p className="text-sm text-muted-foreground">No reports sent yet.</p>}
            <ul className="space-y-2">
              {data.reports.map((report) => (
                <li key={report.id} className="flex flex-wrap items-center gap-2 text-sm">
                  <a href={report.url} className="font-medium underline">
                    {report.title}
                  </a>
                  <span className="text-muted-foreground">
                    {formatDay(report.periodStart)} – {formatDay(report.periodEnd)}
                  </span>
                  <a href={report.pdfUrl} className="underline">
                    PDF
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-label="Audits" className="space-y-2">
            <h2 className="font-semibold">Audits</h2>
            {data.audits.length === 0 && <p className="text-sm text-muted-foreground">No audits yet.</p>}
            <ul className="space-y-1 text-sm">
              {data.audits.map((audit) => (
                <li key={audit.id} className="break-words">
                  {audit.auditType.toUpperCase()} · {audit.websiteUrl} · score {audit.score ?? '—'}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </PortalQuery>
  );
}

function Invoices({ clientId }: { clientId: string }) {
  const invoices = usePortalInvoices(clientId);
  return (
    <PortalQuery query={invoices} what="invoices">
      {(data) =>
        data.items.length === 0 ? (
          <p className="text-muted-foreground">No invoices yet.</p>
        ) : (
          <ul className="space-y-2">
            {data.items.map((invoice) => (
              <li key={invoice.id}>
                <Card className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
                  <span>
                    Invoice {invoice.number ?? ''} · {money(invoice.totalCents, invoice.currency)} · due{' '}
                    {formatDay(invoice.dueDate)}
                  </span>
                  <span className="flex items-center gap-2">
                    <Badge variant="secondary">{invoice.status}</Badge>
                    {invoice.payUrl && (invoice.status === 'open' || invoice.status === 'overdue') && (
                      <a href={invoice.payUrl} className="font-medium underline">
                        Pay
                      </a>
                    )}
                    {invoice.pdfUrl && (
                      <a href={invoice.pdfUrl} className="underline">
                        PDF
                      </a>
                    )}
                  </span>
                </Card>
              </li>
            ))}
          </ul>
        )
      }
    </PortalQuery>
  );
}
