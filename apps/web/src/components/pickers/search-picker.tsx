import { type Ref, useState } from 'react';
import { type ComboboxOption, SearchCombobox } from '@/components/ui/search-combobox';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface PickerProps {
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
export function useSearch() {
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
export function SearchPicker({ value, initial = null, onChange, search, query, known, none, noun, ...props }: SearchPickerProps) {
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
