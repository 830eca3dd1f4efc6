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

const clientOption = (client: ClientOption): ComboboxOption => ({ id: client.id, label: client.name, detail: client.email });

/**
 * A client picker (New/Edit Project, the hub, proposals, the add-on products): the seller's active clients,
 * searched on the server by name, email or company (the first CLIENT_OPTIONS_CAP by name before anything is
 * typed), so any of 10,000 clients can be picked. `emptyLabel` offers a "none" choice ('No client') first.
 */
export function ClientPicker({ value, initial = null, onChange, emptyLabel, ...props }: PickerProps & { emptyLabel?: string }) {
  const { setSearch, sent, waiting } = useSearch();
  const clients = useClientOptions(sent);
  // The unfiltered first page (cached; the same query as an empty search) names a value set from outside.
  const first = useClientOptions();
  const { selected, setChosen } = useChosen(value, initial, first.data?.map(clientOption));
  const options = (clients.data ?? []).map(clientOption);
  const none = emptyLabel === undefined ? undefined : { id: '', label: emptyLabel };
  return (
    <SearchCombobox
      {...props}
      selected={selected ?? none ?? null}
      onSelect={(option) => {
        setChosen(option.id === '' ? null : option);
        onChange(option.id);
      }}
      onSearch={setSearch}
      options={options}
      emptyOption={none}
      loading={waiting || clients.isPending || clients.isPlaceholderData}
      failed={clients.isError}
      cap={CLIENT_OPTIONS_CAP}
      noun="active clients"
      placeholder="Search active clients…"
    />
  );
}

const NO_SERVICE: ComboboxOption = { id: '', label: 'No service' };

/** New/Edit Project's optional service: the seller's active services, searched on the server by title. */
export function ServicePicker({ value, initial = null, onChange, ...props }: PickerProps) {
  const { setSearch, sent, waiting } = useSearch();
  const services = useServiceOptions(true, sent);
  const { selected, setChosen } = useChosen(value, initial);
  const options = (services.data ?? []).map((service) => ({ id: service.id, label: service.title }));
  return (
    <SearchCombobox
      {...props}
      selected={selected ?? NO_SERVICE}
      onSelect={(option) => {
        setChosen(option.id === '' ? null : option);
        onChange(option.id);
      }}
      onSearch={setSearch}
      options={options}
      emptyOption={NO_SERVICE}
      loading={waiting || services.isPending || services.isPlaceholderData}
      failed={services.isError}
      cap={SERVICE_OPTIONS_CAP}
      noun="active services"
      placeholder="Search active services…"
    />
  );
}
