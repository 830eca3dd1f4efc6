import type { ProjectThread } from '@proclub/contracts/crm';
import { LoadMore } from '@/components/ui/load-more';
import { cn } from '@/lib/utils';
import { ProjectStatusBadge } from './status-badge';

interface ThreadListProps {
  title: string;
  threads: ProjectThread[];
  openId: string | null;
  onSelect: (id: string) => void;
  subtitle: (thread: ProjectThread) => string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export function ThreadList({ title, threads, openId, onSelect, subtitle, hasMore, loadingMore, onLoadMore }: ThreadListProps) {
  return (
    <nav aria-label={title} className="flex max-h-60 flex-col border-b border-border md:max-h-none md:border-b-0 md:border-r">
      <h3 className="border-b border-border px-4 py-3 text-sm font-semibold">{title}</h3>
      <div className="flex-1 overflow-y-auto p-2">
        <ul>
          {threads.map((thread) => {
            const active = thread.id === openId;
            return (
              <li key={thread.id}>
                <button
                  type="button"
                  onClick={() => onSelect(thread.id)}
                  aria-current={active ? 'true' : undefined}
                  className={cn(
                    'flex w-full flex-col gap-1 rounded-md px-3 py-2 text-left transition-colors',
                    active ? 'bg-secondary text-secondary-foreground' : 'hover:bg-accent',
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate text-sm font-medium">{thread.title}</span>
                    {thread.unread > 0 && (
                      <span
                        className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
                        data-testid="thread-unread"
                      >
                        {thread.unread}
                        <span className="sr-only"> unread</span>
                      </span>
                    )}
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate text-xs text-muted-foreground">{subtitle(thread)}</span>
                    <ProjectStatusBadge status={thread.status} className="shrink-0 px-2 py-0 text-[0.7rem]" />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <LoadMore query={{ hasNextPage: hasMore, isFetchingNextPage: loadingMore, fetchNextPage: onLoadMore }} />
      </div>
    </nav>
  );
}
