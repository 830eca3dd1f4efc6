import { CLIENT_ACTIVITY_FILTERS, CLIENT_STATUSES, type ClientActivity } from '@proclub/contracts/crm';
import { Download, Plus, Search, Upload } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectOptions } from '@/components/ui/select-options';
import { useDebouncedText } from '@/lib/use-debounced-text';
import { clientsExportUrl } from '../api/clients-export-url';
import { useClientTags } from '../api/use-client-tags';
import { useCrmParams } from '../hooks/use-crm-params';
import { clientStatusLabels } from '../status-colors';
import { MineToggle } from './mine-toggle';

const activityLabels: Record<ClientActivity, string> = {
  '7d': 'In the last 7 days',
  '30d': 'In the last 30 days',
  '90d': 'In the last 90 days',
  stale: 'Not in 90 days',
};

/** Search, status, tag and last-activity filters (kept in the URL), CSV export of the filtered list, CSV import, Add Client. */
export function ClientsToolbar({ onAdd, onImport }: { onAdd: () => void; onImport: () => void }) {
  const { q, status, tag, activity, mine, clientFilters, update } = useCrmParams();
  const tags = useClientTags();
  const [search, setSearch] = useDebouncedText(q, (value) => update({ q: value }));

  return (
    <search aria-label="Filter clients" className="flex flex-col gap-3 xl:flex-row xl:items-end">
      <div className="grid flex-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <div className="space-y-2">
          <Label htmlFor="client-search">Search clients</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="client-search"
              type="search"
              placeholder="Name, email or company"
              value={search}
              maxLength={200}
              className="pl-9"
              onChange={(event) => setSearch(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') update({ q: search.trim() });
              }}
            />
          </div>
        </div>
        <div className="space-y-2">
          <Label htmlFor="client-status-filter">Status</Label>
          <NativeSelect
            id="client-status-filter"
            value={status ?? 'all'}
            onChange={(event) => update({ status: event.target.value === 'all' ? null : event.target.value })}
          >
            <option value="all">All statuses</option>
            <SelectOptions values={CLIENT_STATUSES} label={(value) => clientStatusLabels[value]} />
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor="client-tag-filter">Tag</Label>
          <NativeSelect
            id="client-tag-filter"
            value={tag ?? ''}
            onChange={(event) => update({ tag: event.target.value || null })}
          >
            <option value="">All tags</option>
            {[...new Set([...(tag ? [tag] : []), ...(tags.data ?? [])])].map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor="client-activity-filter">Last activity</Label>
          <NativeSelect
            id="client-activity-filter"
            value={activity ?? ''}
            onChange={(event) => update({ activity: event.target.value || null })}
          >
            <option value="">Any time</option>
            <SelectOptions values={CLIENT_ACTIVITY_FILTERS} label={(value) => activityLabels[value]} />
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <MineToggle pressed={mine} onToggle={() => update({ mine: mine ? null : '1' })} what="clients" />
        <a href={clientsExportUrl(clientFilters)} download className={buttonClasses('outline')}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Export CSV
        </a>
        <Button variant="outline" onClick={onImport}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          Import CSV
        </Button>
        <Button onClick={onAdd}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add Client
        </Button>
      </div>
    </search>
  );
}
