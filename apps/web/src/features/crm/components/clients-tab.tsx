import type { Client } from '@proclub/contracts/crm';
import { SearchX, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { TabSection } from '@/components/ui/tab-section';
import { countOf } from '@/lib/format';
import { useClients } from '../api/use-clients';
import { useCrmParams } from '../hooks/use-crm-params';
import { ClientBulkBar } from './client-bulk-bar';
import { ClientCard } from './client-card';
import { ClientFormDialog } from './client-form-dialog';
import { ClientImportDialog } from './client-import-dialog';
import { ClientsToolbar } from './clients-toolbar';
import { SavedViewsMenu } from './saved-views-menu';

/** Clients: search, status, tag and activity filters, saved views, selection with bulk actions, CSV export/import, a card grid paged with 'Load more', add/edit/delete. */
export function ClientsTab() {
  const { clientFilters, update } = useCrmParams();
  const clients = useClients(clientFilters);
  const [editing, setEditing] = useState<Client | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const filtered = !!(
    clientFilters.q ||
    clientFilters.status ||
    clientFilters.tag ||
    clientFilters.activity ||
    clientFilters.assigned
  );
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const items = clients.data?.pages.flatMap((page) => page.items) ?? [];
  const total = clients.data?.pages[0]?.total ?? 0;

  return (
    <TabSection headingId="clients-heading" title="Clients" hideTitle>
      <ClientsToolbar onAdd={() => setEditing('new')} onImport={() => setImporting(true)} />
      <SavedViewsMenu
        filters={clientFilters}
        onApply={(view) =>
          update({ q: view.q ?? null, status: view.status ?? null, tag: view.tag ?? null, activity: view.activity ?? null })
        }
      />
      {selected.size > 0 && <ClientBulkBar ids={[...selected]} onDone={(cleared) => cleared && setSelected(new Set())} />}
      {clients.isPending ? (
        <LoadingBlocks
          label="Loading clients"
          count={3}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          blockClassName="h-44"
        />
      ) : clients.isError ? (
        <ErrorState message="Failed to load clients" onRetry={() => clients.refetch()} />
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            message={
              clientFilters.assigned && !clientFilters.q && !clientFilters.status && !clientFilters.tag && !clientFilters.activity
                ? 'No clients assigned to you.'
                : 'No clients match your search.'
            }
          >
            <Button
              variant="outline"
              size="sm"
              onClick={() => update({ q: null, status: null, tag: null, activity: null, mine: null })}
            >
              Clear filters
            </Button>
          </EmptyState>
        ) : (
          <EmptyState icon={Users} message="No clients yet. Add your first client to get started!">
            <Button onClick={() => setEditing('new')}>Add Client</Button>
          </EmptyState>
        )
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="clients-count">
              {countOf(total, 'client')}
              {filtered && (total === 1 ? ' matches your filters' : ' match your filters')}
            </p>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={items.length > 0 && items.every((client) => selected.has(client.id))}
                onChange={(event) => setSelected(event.target.checked ? new Set(items.map((client) => client.id)) : new Set())}
              />
              Select all shown
            </label>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Clients">
            {items.map((client) => (
              <li key={client.id} className="flex min-w-0">
                <ClientCard
                  client={client}
                  onEdit={() => setEditing(client)}
                  selected={selected.has(client.id)}
                  onSelect={(on) =>
                    setSelected((current) => {
                      const next = new Set(current);
                      if (on) next.add(client.id);
                      else next.delete(client.id);
                      return next;
                    })
                  }
                />
              </li>
            ))}
          </ul>
          <LoadMore query={clients} />
        </>
      )}
      {editing && <ClientFormDialog client={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {importing && <ClientImportDialog onClose={() => setImporting(false)} />}
    </TabSection>
  );
}
