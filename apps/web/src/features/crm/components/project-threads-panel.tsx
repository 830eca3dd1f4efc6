import type { ProjectThread, ProjectThreadPage } from '@proclub/contracts/crm';
import type { Me } from '@proclub/contracts/profiles';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useProjectThreadsLive } from '../hooks/use-project-thread-live';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

interface ProjectThreadsPanelProps {
  threads: UseInfiniteQueryResult<InfiniteData<ProjectThreadPage, unknown>>;
  me: Me;
  /** The thread chosen by the user; null opens the first one. */
  selectedId: string | null;
  onSelect: (id: string) => void;
  listTitle: string;
  emptyText: string;
  subtitle: (thread: ProjectThread) => string;
}

/**
 * A thread list beside the open thread, in one card 600 px high (stacked on narrow screens). Shared by the
 * seller's Messages tab and the client's My Projects card; every listed thread is live.
 */
export function ProjectThreadsPanel({
  threads,
  me,
  selectedId,
  onSelect,
  listTitle,
  emptyText,
  subtitle,
}: ProjectThreadsPanelProps) {
  const items = threads.data?.pages.flatMap((page) => page.items) ?? [];
  const open = items.find((thread) => thread.id === selectedId) ?? items[0] ?? null;
  useProjectThreadsLive(items, open?.id ?? null, me.user.id);

  if (threads.isPending) {
    return (
      <div role="status" aria-label="Loading conversations" className="grid gap-4 md:grid-cols-[18rem_1fr]">
        <Skeleton className="h-48 md:h-[600px]" />
        <Skeleton className="h-[600px]" />
      </div>
    );
  }
  if (threads.isError) return <ErrorState message="Failed to load project threads" onRetry={() => threads.refetch()} />;
  if (items.length === 0) return <EmptyState icon={MessagesSquare} message={emptyText} />;

  return (
    <div className="grid overflow-hidden rounded-lg border border-border bg-card shadow-sm md:h-[600px] md:grid-cols-[18rem_1fr]">
      <ThreadList
        title={listTitle}
        threads={items}
        openId={open?.id ?? null}
        onSelect={onSelect}
        subtitle={subtitle}
        hasMore={threads.hasNextPage}
        loadingMore={threads.isFetchingNextPage}
        onLoadMore={() => threads.fetchNextPage()}
      />
      {open && <ThreadView key={open.id} thread={open} me={me} />}
    </div>
  );
}
