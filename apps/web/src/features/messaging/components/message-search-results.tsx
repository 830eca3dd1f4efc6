import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { useSearchMessages } from '../api/use-search-messages';
import { useNow } from '../hooks/use-now';
import { displayName } from '../person-name';
import { relativeTime } from '../relative-time';
import { SearchSnippet } from './search-snippet';

/** Messages from my conversations matching the search, newest first; each opens its conversation. */
export function MessageSearchResults({ q, onSelect }: { q: string; onSelect?: () => void }) {
  const query = useSearchMessages(q);
  const now = useNow();
  if (query.isPending) return <LoadingBlocks label="Searching messages" className="space-y-2 p-3" blockClassName="h-16 w-full" />;
  if (query.isError)
    return (
      <div className="p-3">
        <ErrorState message="Search failed" onRetry={() => query.refetch()} />
      </div>
    );
  const items = query.data.items;
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-10 text-center text-sm text-muted-foreground">
        <SearchX className="h-8 w-8" aria-hidden="true" />
        <p>No messages match “{q}”.</p>
      </div>
    );
  return (
    <ul className="space-y-0.5 p-2" aria-label="Search results">
      {items.map((item) => (
        <li key={item.message.id}>
          <Link
            to={{ search: `?c=${item.conversationId}` }}
            onClick={onSelect}
            className="block rounded-md px-3 py-2 text-left hover:bg-accent"
          >
            <span className="flex items-baseline gap-2">
              <span className="truncate text-sm font-medium">{item.conversationTitle}</span>
              <span className="ml-auto shrink-0 text-xs text-muted-foreground">{relativeTime(item.message.createdAt, now)}</span>
            </span>
            <span className="block text-xs text-muted-foreground">{displayName(item.message.sender)}</span>
            <span className="mt-0.5 line-clamp-2 block text-sm">
              <SearchSnippet snippet={item.snippet} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
