import { ChevronsUpDown } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export interface ComboboxOption {
  /** '' stands for "none" (an optional field's empty choice). */
  id: string;
  label: string;
  detail?: string;
}

export interface SearchComboboxProps {
  /** The input's id: the field's <label htmlFor> names the combobox. */
  id: string;
  /** The chosen option, or null. */
  selected: ComboboxOption | null;
  onSelect: (option: ComboboxOption) => void;
  /** Called with the typed text ('' while nothing has been typed since opening); the caller debounces and searches. */
  onSearch: (text: string) => void;
  /** The answer to the last search sent. */
  options: ComboboxOption[];
  /** Offered first while nothing is typed (e.g. 'No service'). */
  emptyOption?: ComboboxOption;
  /** The options do not answer the typed text yet (waiting for the pause in typing, or for the server). */
  loading: boolean;
  failed: boolean;
  /** The server answers at most this many options per search. */
  cap: number;
  /** Plural noun in the messages ('active clients'). */
  noun: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
}

/**
 * A select that searches on the server (ARIA 1.2 combobox with a listbox popup). Typing filters; the value
 * changes only when an option is chosen (click, or arrows + Enter), so a half-typed search never becomes the
 * value: Escape, Tab or leaving the field puts the chosen option's text back.
 */
export function SearchCombobox({
  id,
  selected,
  onSelect,
  onSearch,
  options,
  emptyOption,
  loading,
  failed,
  cap,
  noun,
  placeholder,
  inputRef,
  onBlur,
  ...aria
}: SearchComboboxProps) {
  const listId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [typed, setTyped] = useState(false);
  /** The option moved to with the arrows or the pointer; -1 = none chosen by the user yet. */
  const [moved, setMoved] = useState(-1);

  const choices = emptyOption && !typed ? [emptyOption, ...options] : options;
  const last = choices.length - 1;
  const optionId = (index: number) => `${id}-option-${index}`;
  const selectedId = selected?.id ?? '';
  const selectedIndex = choices.findIndex((option) => option.id === selectedId);
  // Once the answer to a typed search is in, its first option is highlighted, so Enter picks it.
  const active = moved >= 0 ? Math.min(moved, last) : typed && !loading && last >= 0 ? 0 : -1;

  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  const show = (index: number) => {
    if (!open) {
      setOpen(true);
      setText(selected?.label ?? '');
      setTyped(false);
      onSearch('');
    }
    setMoved(index);
  };
  const close = () => {
    setOpen(false);
    setTyped(false);
    setMoved(-1);
    onSearch('');
  };
  const choose = (option: ComboboxOption) => {
    onSelect(option);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (open) {
          if (!event.altKey) setMoved(Math.min(active + 1, last));
          break;
        }
        show(event.altKey ? -1 : Math.max(selectedIndex, 0));
        // Typing replaces the chosen option's text (which stays the value until another is chosen).
        event.currentTarget.select();
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) {
          setMoved(Math.max(active - 1, 0));
          break;
        }
        show(selectedIndex >= 0 ? selectedIndex : last);
        event.currentTarget.select();
        break;
      case 'Enter':
        // While the list is open Enter chooses; it never submits the form with a half-typed search.
        if (!open) return;
        event.preventDefault();
        if (active >= 0) choose(choices[active]);
        break;
      case 'Escape':
        // Only the list closes; the dialog around it stays open (DialogContent checks for an open combobox).
        if (open) close();
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const query = typed ? text.trim() : '';
  let message: string;
  if (failed) message = `Could not load ${noun}. Type to try again.`;
  else if (loading) message = typed ? 'Searching…' : `Loading ${noun}…`;
  else if (options.length === 0) message = query ? `No ${noun} match “${query}”.` : `No ${noun} yet.`;
  else if (options.length >= cap) message = `Showing the first ${cap} ${noun}. Type to narrow the search.`;
  else if (options.length === 1) message = `1 ${noun.replace(/s$/, '')}${query ? ` matches “${query}”` : ''}.`;
  else message = `${options.length} ${noun}${query ? ` match “${query}”` : ''}.`;

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-busy={open && loading ? true : undefined}
        {...aria}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        placeholder={placeholder}
        value={open ? text : (selected?.label ?? '')}
        className={cn(
          'h-10 w-full rounded-md border border-input bg-background py-2 pl-3 pr-9 text-sm placeholder:text-muted-foreground',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-invalid:border-destructive',
        )}
        onChange={(event) => {
          if (!open) setOpen(true);
          setText(event.target.value);
          setTyped(true);
          setMoved(-1);
          onSearch(event.target.value);
        }}
        onClick={(event) => {
          if (open) return;
          show(selectedIndex);
          event.currentTarget.select();
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur?.();
        }}
      />
      <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground">
        {open && loading ? <Spinner /> : <ChevronsUpDown className="h-4 w-4" aria-hidden="true" />}
      </span>
      <div
        hidden={!open}
        className="absolute inset-x-0 top-full z-10 mt-1 overflow-hidden rounded-md border border-border bg-background text-foreground shadow-md"
      >
        {/* Pressing in the list (an option, its scrollbar) keeps the focus in the input, which owns the keyboard. */}
        <div
          id={listId}
          role="listbox"
          aria-label={`Matching ${noun}`}
          className="max-h-60 overflow-y-auto py-1"
          onMouseDown={(event) => event.preventDefault()}
        >
          {open &&
            choices.map((option, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: options are reached through the input's aria-activedescendant (ARIA combobox pattern)
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keyboard (arrows + Enter)
              <div
                key={option.id || 'none'}
                id={optionId(index)}
                role="option"
                aria-selected={option.id === selectedId}
                className={cn(
                  'flex cursor-pointer flex-col px-3 py-2 text-sm',
                  index === active && 'bg-accent text-accent-foreground outline-2 -outline-offset-2 outline-primary',
                  option.id === selectedId && 'font-semibold',
                )}
                onMouseMove={() => index !== active && setMoved(index)}
                onClick={() => choose(option)}
              >
                <span className="truncate">{option.label}</span>
                {option.detail && <span className="truncate text-xs font-normal text-muted-foreground">{option.detail}</span>}
              </div>
            ))}
        </div>
        {/* Shown under the list; screen readers hear the same words once, from the status below. */}
        <p aria-hidden="true" className="border-t border-border px-3 py-2 text-xs text-muted-foreground">
          {open ? message : ''}
        </p>
      </div>
      <p role="status" className="sr-only">
        {open && !loading ? message : ''}
      </p>
    </div>
  );
}
