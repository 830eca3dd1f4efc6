import { CLIENT_STATUSES, type ClientStatus } from '@proclub/contracts/crm';
import { Tag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectOptions } from '@/components/ui/select-options';
import { countOf } from '@/lib/format';
import { toastAction } from '@/lib/toast-action';
import { useClientBulk } from '../api/use-client-bulk';
import { useClientTags } from '../api/use-client-tags';
import { clientStatusLabels } from '../status-colors';
import { BulkAssignSelect } from './bulk-assign-select';
import { SelectionActions } from './selection-actions';

/** What to do with the selected clients: add a tag, set a status, assign them, export them as CSV, delete them (asked first). */
export function ClientBulkBar({ ids, onDone }: { ids: string[]; onDone: (cleared: boolean) => void }) {
  const bulk = useClientBulk();
  const tags = useClientTags();
  const [tag, setTag] = useState('');
  const [status, setStatus] = useState<ClientStatus | ''>('');
  const count = ids.length;
  const clients = countOf(count, 'client');

  const addTag = async () => {
    const value = tag.trim().toLowerCase();
    if (!value) return;
    if (
      await toastAction(
        () => bulk.mutateAsync({ action: 'tag', ids, tag: value }),
        `Tagged ${clients} “${value}”`,
        'Failed to tag clients',
      )
    ) {
      setTag('');
      onDone(false);
    }
  };
  const setStatusOf = async (value: ClientStatus) => {
    setStatus(value);
    if (
      await toastAction(
        () => bulk.mutateAsync({ action: 'status', ids, status: value }),
        `${clients} set to ${clientStatusLabels[value]}`,
        'Failed to change status',
      )
    )
      onDone(false);
    setStatus('');
  };
  const assign = async (userId: string | null, name: string) => {
    if (
      await toastAction(
        () => bulk.mutateAsync({ action: 'assign', ids, userId }),
        userId ? `${clients} assigned to ${name}` : `${clients} unassigned`,
        'Failed to assign clients',
      )
    )
      onDone(false);
  };
  const remove = async () => {
    if (await toastAction(() => bulk.mutateAsync({ action: 'delete', ids }), `Deleted ${clients}`, 'Failed to delete clients'))
      onDone(true);
  };

  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3 lg:flex-row lg:items-end"
    >
      <p className="text-sm font-medium lg:self-center" aria-live="polite" data-testid="selected-count">
        {countOf(count, 'client')} selected
      </p>
      <div className="flex items-end gap-2">
        <div className="space-y-1">
          <Label htmlFor="bulk-tag">Tag</Label>
          <Input
            id="bulk-tag"
            list="bulk-tag-options"
            value={tag}
            maxLength={40}
            className="w-40"
            onChange={(event) => setTag(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') addTag();
            }}
          />
          <datalist id="bulk-tag-options">
            {(tags.data ?? []).map((value) => (
              <option key={value} value={value} />
            ))}
          </datalist>
        </div>
        <Button variant="outline" onClick={addTag} disabled={bulk.isPending || !tag.trim()}>
          <Tag className="h-4 w-4" aria-hidden="true" />
          Add Tag
        </Button>
      </div>
      <div className="space-y-1">
        <Label htmlFor="bulk-status">Set status</Label>
        <NativeSelect
          id="bulk-status"
          value={status}
          disabled={bulk.isPending}
          onChange={(event) => event.target.value && setStatusOf(event.target.value as ClientStatus)}
        >
          <option value="">Choose…</option>
          <SelectOptions values={CLIENT_STATUSES} label={(value) => clientStatusLabels[value]} />
        </NativeSelect>
      </div>
      <BulkAssignSelect id="bulk-assign" disabled={bulk.isPending} onAssign={assign} />
      <SelectionActions
        ids={ids}
        what={clients}
        exportPath="/api/crm/clients/export"
        deleteDescription="Their projects, notes and threads are deleted with them. This cannot be undone."
        busy={bulk.isPending}
        onDelete={remove}
        onClear={() => onDone(true)}
      />
    </section>
  );
}
