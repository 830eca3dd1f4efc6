import type { Client } from '@proclub/contracts/crm';
import { ArrowLeft, Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryStatus } from '@/components/ui/query-status';
import { useClient } from '../api/use-client';
import { AssigneePicker } from './assignee-picker';
import { ClientContacts } from './client-contacts';
import { ClientFilesSection } from './client-files-section';
import { ClientNotes } from './client-notes';
import { ActivitySection, BillingSection } from './client-record-sections';
import { ClientTimeline } from './client-timeline';
import { ClientStatusBadge } from './status-badge';

const externalUrl = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

/**
 * /crm/clients/:id: the client's header, its timeline, its sections and notes. One column at 390 px. `sections` are
 * other features' parts of the record (tasks, invoices), composed by the route: features do not import each other.
 */
export function ClientRecordPage({ id, sections }: { id: string; sections?: (client: Client) => ReactNode }) {
  const client = useClient(id);
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <title>{`${client.data?.name ?? 'Client'} · ProClub`}</title>
      <Link to="/crm" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Clients
      </Link>
      {!client.isSuccess ? (
        <QueryStatus query={client} what="client" placeholders={['h-24', 'h-64']} />
      ) : (
        <>
          <div className="space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="min-w-0 break-words text-2xl font-semibold">{client.data.name}</h1>
              <ClientStatusBadge status={client.data.status} />
            </div>
            {client.data.company && <p className="text-muted-foreground">{client.data.company}</p>}
            <AssigneePicker kind="client" id={client.data.id} assignee={client.data.assignee} />
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Client details">
              <li className="flex min-w-0 items-center gap-1.5">
                <Mail className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <a href={`mailto:${client.data.email}`} className="truncate hover:underline">
                  {client.data.email}
                </a>
              </li>
              {client.data.phone && (
                <li className="flex items-center gap-1.5">
                  <Phone className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
                  {client.data.phone}
                </li>
              )}
              {client.data.website && (
                <li className="flex min-w-0 items-center gap-1.5">
                  <Globe className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <a
                    href={externalUrl(client.data.website)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="truncate hover:underline"
                  >
                    {client.data.website}
                  </a>
                </li>
              )}
              {client.data.address && (
                <li className="flex min-w-0 items-center gap-1.5">
                  <MapPin className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="break-words">{client.data.address}</span>
                </li>
              )}
            </ul>
            {client.data.tags.length > 0 && (
              <ul className="flex flex-wrap gap-1" aria-label="Tags">
                {client.data.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/crm?tag=${encodeURIComponent(tag)}`}
                      className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground hover:underline"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="min-w-0 space-y-8">
              <ClientTimeline clientId={id} />
              <ClientNotes clientId={id} />
            </div>
            <aside className="min-w-0 space-y-4" aria-label="Client sections">
              <ClientContacts clientId={id} />
              {sections?.(client.data)}
              <BillingSection clientId={id} />
              <ActivitySection
                clientId={id}
                title="Projects"
                kind="milestone"
                empty="No completed milestones yet."
                all={{ to: '/crm?tab=projects', label: 'All projects' }}
              />
              <ActivitySection
                clientId={id}
                title="Proposals"
                kind="proposal"
                empty="No proposals sent yet."
                all={{ to: '/hub/proposals', label: 'All proposals' }}
              />
              <ActivitySection
                clientId={id}
                title="Audits"
                kind="audit"
                empty="No audits yet."
                all={{ to: '/hub/audits', label: 'All audits' }}
              />
              <ActivitySection
                clientId={id}
                title="Reports"
                kind="report"
                empty="No reports sent yet."
                all={{ to: '/hub/proof-reports', label: 'All reports' }}
              />
              <ActivitySection
                clientId={id}
                title="Campaigns"
                kind="campaign"
                empty="No campaign emails yet."
                all={{ to: '/crm?tab=campaigns', label: 'All campaigns' }}
              />
              <ActivitySection
                clientId={id}
                title="Orders"
                kind="order"
                empty="No orders yet."
                all={{ to: '/dashboard', label: 'All orders' }}
              />
              <ClientFilesSection clientId={id} clientName={client.data.name} />
            </aside>
          </div>
        </>
      )}
    </main>
  );
}
