import { CLIENT_OPTIONS_CAP, type ClientOption, SERVICE_OPTIONS_CAP } from '@proclub/contracts/crm';
import { type Ref, useState } from 'react';
import { type ComboboxOption, SearchCombobox } from '@/components/ui/search-combobox';
import { useClientOptions } from '../api/use-client-options';
import { useServiceOptions } from '../api/use-service-options';
import { useDebouncedValue } from '../hooks/use-debounced-value';

interface PickerProps {
  id: string;
  /** The chosen id ('' for none). */
  value: string;
  /** What the chosen id is called when the form opens (an edited project's current client or service). */
  initial?: ComboboxOption | null;
  onChange: (id: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: 'true';
}

/** The search as typed, and the one sent to the server after a pause in typing (and whether they differ). */
function useSearch() {
  const [search, setSearch] = useState('');
  const typed = search.trim();
  const debounced = useDebouncedValue(typed);
  // Clearing the search (closing the list) needs no pause: the unfiltered answer is usually cached.
  const sent = typed === '' ? '' : debounced;
  return { setSearch, sent, waiting: sent !== typed };
}

/**
 * The chosen option's text: remembered when picked, so it shows whatever the current search returns. A value
 * set from outside (not picked here) is named by `initial` or, failing that, by the options first offered.
 */
function useChosen(value: string, initial: ComboboxOption | null, known: ComboboxOption[] = []) {
  const [chosen, setChosen] = useState<ComboboxOption | null>(initial);
  const selected =
    value === ''
      ? null
      : ([chosen, initial].find((option) => option?.id === value) ??
        known.find((option) => option.id === value) ?? { id: value, label: '' });
  return { selected, setChosen };
}

interface SearchPickerProps extends PickerProps {
  search: ReturnType<typeof useSearch>;
  /** The answer to the search sent. */
  query: { isPending: boolean; isPlaceholderData: boolean; isError: boolean };
  options: ComboboxOption[];
  /** Options that can name a value set from outside (the unfiltered first page). */
  known?: ComboboxOption[];
  /** The "none" choice offered first, if the field is optional. */
  none?: ComboboxOption;
  cap: number;
  noun: string;
}

/** The combobox wiring both pickers share: the chosen option's name, choosing, and the search state. */
function SearchPicker({ value, initial = null, onChange, search, query, known, none, noun, ...props }: SearchPickerProps) {
  const { selected, setChosen } = useChosen(value, initial, known);
  return (
    <SearchCombobox
      {...props}
      noun={noun}
      selected={selected ?? none ?? null}
      onSelect={(option) => {
        setChosen(option.id === '' ? null : option);
        onChange(option.id);
      }}
      onSearch={search.setSearch}
      emptyOption={none}
      loading={search.waiting || query.isPending || query.isPlaceholderData}
      failed={query.isError}
      placeholder={`Search ${noun}…`}
    />
  );
}

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

const NO_SERVICE: ComboboxOption = { id: '', label: 'No service' };

/** New/Edit Project's optional service: the seller's active services, searched on the server by title. */
export function ServicePicker(props: PickerProps) {
  const search = useSearch();
  const services = useServiceOptions(true, search.sent);
  return (
    <SearchPicker
      {...props}
      search={search}
      query={services}
      options={(services.data ?? []).map((service) => ({ id: service.id, label: service.title }))}
      none={NO_SERVICE}
      cap={SERVICE_OPTIONS_CAP}
      noun="active services"
    />
  );
}
