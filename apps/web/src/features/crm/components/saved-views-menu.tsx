import type { ClientViewFilters } from '@proclub/contracts/crm';
import { Bookmark } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toastAction } from '@/lib/toast-action';
import type { ClientFilters } from '../api/crm-keys';
import { useSavedViewMutations, useSavedViews } from '../api/use-saved-views';

/** Saved views of the client list: pick one to apply its filters, or name the current filters ("My active clients"). */
export function SavedViewsMenu({ filters, onApply }: { filters: ClientFilters; onApply: (filters: ClientViewFilters) => void }) {
  const views = useSavedViews();
  const { save } = useSavedViewMutations();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    if (await toastAction(() => save.mutateAsync({ name, filters }), `View “${name.trim()}” saved`, 'Failed to save view')) {
      setName('');
      setNaming(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="space-y-2">
        <Label htmlFor="saved-view">Saved views</Label>
        <NativeSelect
          id="saved-view"
          value=""
          onChange={(event) => {
            const view = views.data?.find((item) => item.id === event.target.value);
            if (view) onApply(view.filters);
          }}
        >
          <option value="">{views.data?.length ? 'Choose a view…' : 'No saved views'}</option>
          {(views.data ?? []).map((view) => (
            <option key={view.id} value={view.id}>
              {view.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {naming ? (
        <form onSubmit={submit} className="flex items-end gap-2">
          <div className="space-y-2">
            <Label htmlFor="view-name">View name</Label>
            <Input
              id="view-name"
              value={name}
              maxLength={60}
              placeholder="My active clients"
              autoFocus
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={save.isPending || !name.trim()}>
            Save
          </Button>
          <Button type="button" variant="ghost" onClick={() => setNaming(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <Button variant="outline" onClick={() => setNaming(true)}>
          <Bookmark className="h-4 w-4" aria-hidden="true" />
          Save View
        </Button>
      )}
    </div>
  );
}
