import { CLIENT_OPTIONS_CAP, type ClientOption } from '@proclub/contracts/crm';
import type { ComboboxOption } from '@/components/ui/search-combobox';
import { useClientOptions } from './client-options';
import { type PickerProps, SearchPicker, useSearch } from './search-picker';

const clientOption = (client: ClientOption): ComboboxOption => ({ id: client.id, label: client.name, detail: client.email });

/**
 * A client picker (New/Edit Project, the hub, proposals, the add-on products): the seller's active clients,
 * searched on the server by name, email or company (the first CLIENT_OPTIONS_CAP by name before anything is
 * typed), so any of 10,000 clients can be picked. `emptyLabel` offers a "none" choice ('No client') first.
 */
export function ClientPicker({ emptyLabel, ...props }: PickerProps & { emptyLabel?: string }) {
  const search = useSearch();
  const clients = useClientOptions(search.sent);
  // The unfiltered first page (cached; the same query as an empty search) names a value set from outside.
  const first = useClientOptions();
  return (
    <SearchPicker
      {...props}
      search={search}
      query={clients}
      options={(clients.data ?? []).map(clientOption)}
      known={first.data?.map(clientOption)}
      none={emptyLabel === undefined ? undefined : { id: '', label: emptyLabel }}
      cap={CLIENT_OPTIONS_CAP}
      noun="active clients"
    />
  );
}
