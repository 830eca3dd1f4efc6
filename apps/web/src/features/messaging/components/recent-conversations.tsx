import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { nounFor } from '@/lib/format';
import { useConversations } from '../api/use-conversations';
import { useUnreadTotal } from '../api/use-unread-total';
import { useNow } from '../hooks/use-now';
import { relativeTime } from '../relative-time';
import { UnreadBadge } from './unread-badge';

/** The dashboard's Messages tab: my unread total and the five most recent conversations. */
export function RecentConversations() {
  const conversations = useConversations();
  const unread = useUnreadTotal();
  const now = useNow();
  const total = unread.data ?? 0;

  if (conversations.isPending)
    return <LoadingBlocks label="Loading conversations" className="space-y-2" blockClassName="h-14 w-full" />;
  if (conversations.isError) return <ErrorState message="Failed to load conversations" onRetry={() => conversations.refetch()} />;

  const recent = conversations.data.pages.flatMap((page) => page.items).slice(0, 5);
  return (
    <div className="space-y-4 rounded-lg border border-border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm" data-testid="dashboard-unread-text">
          {total > 0 ? `You have ${total} unread ${nounFor(total, 'message')}.` : 'You are all caught up.'}
        </p>
        <Link to="/messages" className={buttonClasses('outline', 'sm')}>
          Go to Messages
        </Link>
      </div>
      {recent.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
          <MessagesSquare className="h-8 w-8" aria-hidden="true" />
          <p>No conversations yet.</p>
        </div>
      ) : (
        <ul className="divide-y divide-border">
          {recent.map((conversation) => (
            <li key={conversation.id}>
              <Link
                to={`/messages?c=${conversation.id}`}
                className="flex items-center gap-3 rounded-md px-2 py-2.5 hover:bg-accent"
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium">{conversation.title}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {conversation.lastMessage
                      ? `${conversation.lastMessage.senderName ?? ''}${conversation.lastMessage.senderName ? ': ' : ''}${conversation.lastMessage.content}`
                      : 'No messages yet'}
                  </span>
                </span>
                <span className="shrink-0 text-xs text-muted-foreground">{relativeTime(conversation.lastMessageAt, now)}</span>
                {conversation.unread > 0 && (
                  <span className="shrink-0">
                    <UnreadBadge count={conversation.unread} />
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
