import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ConversationList } from './conversation-list';
import { MessageSearchResults } from './message-search-results';

interface ConversationSidebarProps {
  selectedId: string | null;
  /** Called after a conversation is picked (the drawer closes itself). */
  onSelect?: () => void;
}

/** The left column (or drawer): search across my messages, then my conversations. */
export function ConversationSidebar({ selectedId, onSelect }: ConversationSidebarProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <search className="border-b border-border p-3">
        <label htmlFor="message-search" className="sr-only">
          Search messages
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="message-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search messages..."
            className="pl-9 pr-9"
            maxLength={200}
          />
          {text && (
            <button
              type="button"
              onClick={() => setText('')}
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-sm p-1 text-muted-foreground hover:text-foreground"
              aria-label="Clear search"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          )}
        </div>
      </search>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {q ? (
          <MessageSearchResults q={q} onSelect={onSelect} />
        ) : (
          <ConversationList selectedId={selectedId} onSelect={onSelect} />
        )}
      </div>
    </div>
  );
}
