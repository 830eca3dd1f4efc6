import type { Person } from '@proclub/contracts/messaging';
import { roleLabels } from '@proclub/contracts/profiles';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePeople } from '../api/use-people';
import { useErrorToast } from '../hooks/use-error-toast';
import { displayName } from '../person-name';

interface PeoplePickerProps {
  id: string;
  selected: Person[];
  onChange: (people: Person[]) => void;
  /** People who cannot be picked (already in the conversation). */
  exclude?: string[];
  invalid?: boolean;
  describedBy?: string;
}

/** Search all other profiles and tick people; the chosen ones show as removable chips. */
export function PeoplePicker({ id, selected, onChange, exclude = [], invalid, describedBy }: PeoplePickerProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const people = usePeople(q);
  useErrorToast(people.isError ? people.error : null, 'Failed to load users');

  const chosen = new Set(selected.map((person) => person.id));
  const hidden = new Set(exclude);
  const options = (people.data?.pages.flatMap((page) => page.items) ?? []).filter((person) => !hidden.has(person.id));
  const toggle = (person: Person) =>
    onChange(chosen.has(person.id) ? selected.filter((p) => p.id !== person.id) : [...selected, person]);

  return (
    <div className="space-y-2">
      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Selected people">
          {selected.map((person) => (
            <li
              key={person.id}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pl-2.5 pr-1 text-xs text-secondary-foreground"
            >
              {displayName(person)}
              <button
                type="button"
                onClick={() => toggle(person)}
                className="rounded-full p-0.5 hover:bg-background/60"
                aria-label={`Remove ${displayName(person)}`}
              >
                <X className="h-3 w-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search people by name or email..."
          className="pl-9"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          maxLength={100}
        />
      </div>
      <fieldset className="max-h-56 overflow-y-auto rounded-md border border-border">
        <legend className="sr-only">People</legend>
        {people.isPending ? (
          <p className="flex items-center gap-2 p-3 text-sm text-muted-foreground">
            <Spinner /> Loading people...
          </p>
        ) : people.isError ? (
          <div className="flex items-center justify-between gap-2 p-3 text-sm">
            <span>Failed to load users</span>
            <Button variant="outline" size="sm" onClick={() => people.refetch()}>
              Try Again
            </Button>
          </div>
        ) : options.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">
            {q ? `Nobody matches “${q}”.` : 'Your contacts appear here. Search by name or exact email to find anyone else.'}
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {options.map((person) => {
              const checkboxId = `${id}-${person.id}`;
              return (
                <li key={person.id}>
                  <label htmlFor={checkboxId} className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-accent">
                    <input
                      id={checkboxId}
                      type="checkbox"
                      checked={chosen.has(person.id)}
                      onChange={() => toggle(person)}
                      className="h-4 w-4 accent-[var(--primary)]"
                    />
                    <Avatar imageUrl={person.avatarUrl} name={person.fullName} email={person.email} className="h-8 w-8" />
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate text-sm font-medium">{displayName(person)}</span>
                      <span className="truncate text-xs text-muted-foreground">
                        {person.email}
                        {person.role ? ` · ${roleLabels[person.role as keyof typeof roleLabels] ?? person.role}` : ''}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        <LoadMore query={people} label="Load more people" compact className="w-full" />
      </fieldset>
    </div>
  );
}
