import { MessagesSquare } from 'lucide-react';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { useConversations } from '../api/use-conversations';
import { useErrorToast } from '../hooks/use-error-toast';
import { useNow } from '../hooks/use-now';
import { ConversationListItem } from './conversation-list-item';

interface ConversationListProps {
  selectedId: string | null;
  onSelect?: () => void;
}

/** My conversations, newest activity first, with previews, relative times and unread badges. */
export function ConversationList({ selectedId, onSelect }: ConversationListProps) {
  const query = useConversations();
  const now = useNow();
  useErrorToast(query.isError ? query.error : null, 'Failed to load conversations');

  if (query.isPending)
    return <LoadingBlocks label="Loading conversations" count={4} className="space-y-2 p-3" blockClassName="h-14 w-full" />;
  if (query.isError)
    return (
      <div className="p-3">
        <ErrorState message="Failed to load conversations" onRetry={() => query.refetch()} />
      </div>
    );

  const conversations = query.data.pages.flatMap((page) => page.items);
  if (conversations.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-10 text-center text-sm text-muted-foreground">
        <MessagesSquare className="h-8 w-8" aria-hidden="true" />
        <p className="font-medium text-foreground">No conversations yet</p>
        <p>Start one with New Chat.</p>
      </div>
    );

  return (
    <div className="p-2">
      <ul className="space-y-0.5" aria-label="Conversations">
        {conversations.map((conversation) => (
          <ConversationListItem
            key={conversation.id}
            conversation={conversation}
            selected={conversation.id === selectedId}
            now={now}
            onSelect={onSelect}
          />
        ))}
      </ul>
      <LoadMore query={query} label="Load more conversations" compact className="mt-2 w-full" />
    </div>
  );
}
