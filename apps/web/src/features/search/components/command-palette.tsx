import type { Role } from '@proclub/contracts/profiles';
import type { SearchHit, SearchKind } from '@proclub/contracts/search';
import { CornerDownLeft, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { navDestinations } from '@/components/layout/nav-items';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { countOf } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { usePaletteSearch } from '../api/use-palette-search';

const kindLabels: Record<SearchKind, string> = {
  client: 'Clients',
  project: 'Projects',
  service: 'Services',
  conversation: 'Conversations',
  proposal: 'Proposals',
};

interface Option {
  id: string;
  label: string;
  hint: string | null;
  to: string;
}

interface Section {
  title: string;
  options: Option[];
}

const matches = (text: string, query: string) => text.toLowerCase().includes(query);

/**
 * The command palette (Ctrl/Cmd+K or the header's search button): type to filter the screens the role may use
 * and, from two letters on, search the user's own records on the server (debounced). A combobox over a listbox:
 * arrows move, Enter opens, Escape clears then closes; the result count is announced.
 */
export function CommandPalette({
  role,
  open,
  onOpenChange,
}: {
  role: Role | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[12vh] max-w-xl translate-y-0 gap-0 p-0">
        {open && <PaletteBody role={role} close={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PaletteBody({ role, close }: { role: Role | null; close: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const query = text.trim().toLowerCase();
  const debounced = useDebouncedValue(text, 200);
  const search = usePaletteSearch(debounced);
  const listId = useId();
  const statusId = useId();

  const sections = useMemo<Section[]>(() => {
    const pages = navDestinations(role)
      .filter((link) => !query || matches(link.label, query) || matches(link.keywords ?? '', query))
      .map((link) => ({ id: `page:${link.to}`, label: link.label, hint: null, to: link.to }));
    const out: Section[] = [{ title: 'Go to', options: pages }];
    if (query.length >= 2 && search.data) {
      const byKind = new Map<SearchKind, SearchHit[]>();
      for (const hit of search.data) byKind.set(hit.kind, [...(byKind.get(hit.kind) ?? []), hit]);
      for (const [kind, hits] of byKind)
        out.push({
          title: kindLabels[kind],
          options: hits.map((hit) => ({ id: `${hit.kind}:${hit.id}`, label: hit.title, hint: hit.subtitle, to: hit.link })),
        });
    }
    return out.filter((section) => section.options.length > 0);
  }, [role, query, search.data]);

  const flat = sections.flatMap((section) => section.options);
  // A new query or new server results start again at the first option.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetting on these changes is the point.
  useEffect(() => setActive(0), [query, search.data]);
  const current = flat[Math.min(active, flat.length - 1)];
  const optionDomId = (option: Option) => `${listId}-${option.id.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

  const go = (option: Option | undefined) => {
    if (!option) return;
    close();
    navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = flat.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
    else if (event.key === 'ArrowUp') setActive((index) => (index <= 0 ? last : index - 1));
    else if (event.key === 'Home' && event.ctrlKey) setActive(0);
    else if (event.key === 'End' && event.ctrlKey) setActive(last);
    else if (event.key === 'Enter') go(current);
    else if (event.key === 'Escape') {
      // The dialog leaves Escape to an open combobox: clear first, then close.
      if (text) setText('');
      else close();
    } else return;
    event.preventDefault();
  };

  const searching = query.length >= 2 && (search.isFetching || debounced.trim().toLowerCase() !== query);
  const status = searching ? 'Searching…' : countOf(flat.length, 'result');

  return (
    <div>
      <DialogTitle className="sr-only">Search and go to</DialogTitle>
      <DialogDescription className="sr-only">
        Type to find a screen, or your clients, projects, services, conversations and proposals by name. Use the arrow keys and
        Enter.
      </DialogDescription>
      <div className="flex items-center gap-2 border-b border-border px-4">
        <Search className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <input
          // No autoFocus: the dialog focuses its first control (this input) itself, after noting the control that
          // opened it, so Escape gives focus back there (autoFocus ran first and the opener was lost).
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={current ? optionDomId(current) : undefined}
          aria-autocomplete="list"
          aria-describedby={statusId}
          aria-label="Search pages and your records"
          placeholder="Search or jump to…"
          className="h-12 w-full bg-transparent pr-8 text-sm outline-none placeholder:text-muted-foreground"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={100}
        />
      </div>
      {/* Pressing in the list keeps the focus in the input, which owns the keyboard. */}
      <div
        id={listId}
        role="listbox"
        aria-label="Results"
        className="max-h-[60vh] overflow-y-auto p-2"
        onMouseDown={(event) => event.preventDefault()}
      >
        {sections.map((section) => (
          // biome-ignore lint/a11y/useSemanticElements: a group inside an ARIA listbox (combobox pattern), not a form fieldset.
          <div key={section.title} role="group" aria-label={section.title}>
            <div
              className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
              aria-hidden="true"
            >
              {section.title}
            </div>
            {section.options.map((option) => {
              const selected = option === current;
              return (
                // biome-ignore lint/a11y/useFocusableInteractive: options are reached through the input's aria-activedescendant (ARIA combobox pattern)
                // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keyboard (arrows + Enter)
                <div
                  key={option.id}
                  id={optionDomId(option)}
                  role="option"
                  aria-selected={selected}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm',
                    selected ? 'bg-primary/10 text-foreground outline-2 -outline-offset-2 outline-primary' : 'text-foreground/90',
                  )}
                  onMouseMove={() => setActive(flat.indexOf(option))}
                  onClick={() => go(option)}
                >
                  <span className="min-w-0 flex-1 truncate">{option.label}</span>
                  {option.hint && <span className="max-w-[40%] truncate text-xs text-muted-foreground">{option.hint}</span>}
                  {selected && <CornerDownLeft className="h-3.5 w-3.5 text-muted-foreground" aria-hidden="true" />}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {flat.length === 0 && !searching && (
        <p className="px-4 pb-4 text-sm text-muted-foreground">Nothing matches “{text.trim()}”.</p>
      )}
      <p id={statusId} role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 border-t border-border px-4 py-2 text-xs text-muted-foreground">
        <span>↑↓ to move</span>
        <span>Enter to open</span>
        <span>Esc to close</span>
        <span>? for shortcuts</span>
      </div>
    </div>
  );
}
