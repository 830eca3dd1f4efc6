import type { Me } from '@proclub/contracts/profiles';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useMarkThreadRead } from '../api/use-mark-thread-read';
import { useProjectMessages } from '../api/use-project-messages';
import { MessageBubble } from './message-bubble';

interface ThreadMessagesProps {
  projectId: string;
  me: Me;
  /** The list's own unread count (seller thread list); a new unread message from the other side also triggers. */
  knownUnread?: number;
  className?: string;
  testId: string;
}

/**
 * A project thread's messages, oldest to newest (own on the right), older pages on demand. Opening it marks
 * the other side's unread messages read, and the newest message stays in view. Shared by the CRM Messages
 * tab and an order's thread.
 */
export function ThreadMessages({ projectId, me, knownUnread = 0, className, testId }: ThreadMessagesProps) {
  const messages = useProjectMessages(projectId);
  const { mutate: markThreadRead } = useMarkThreadRead();
  const scroller = useRef<HTMLDivElement>(null);
  const items = messages.data ? [...messages.data.pages].reverse().flatMap((page) => page.items) : [];
  const lastId = items.at(-1)?.id;
  // The newest unread message from the other side: each new one triggers another mark-read.
  const unreadFromOthers = items.findLast((message) => !message.isRead && message.senderId !== me.user.id)?.id;

  useEffect(() => {
    if (knownUnread > 0 || unreadFromOthers) markThreadRead(projectId);
  }, [projectId, knownUnread, unreadFromOthers, markThreadRead]);

  // Keep the newest message in view when one arrives (not when older pages are loaded above).
  useLayoutEffect(() => {
    if (lastId && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [lastId]);

  return (
    <div ref={scroller} className={cn('flex-1 space-y-3 overflow-y-auto', className)} data-testid={testId}>
      {messages.isPending ? (
        <div role="status" aria-label="Loading messages" className="space-y-3">
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="ml-auto h-12 w-1/2" />
        </div>
      ) : messages.isError ? (
        <ErrorState message="Failed to load messages" onRetry={() => messages.refetch()} />
      ) : (
        <>
          <LoadMore query={messages} label="Load earlier messages" compact />
          {items.length === 0 ? (
            <p className="py-12 text-center text-sm text-muted-foreground">No messages yet. Start the conversation!</p>
          ) : (
            <ol className="space-y-3" aria-label="Messages" aria-live="polite">
              {items.map((message) => (
                <MessageBubble key={message.id} message={message} own={message.senderId === me.user.id} />
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}
