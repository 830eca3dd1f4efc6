import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFoundError } from '@/lib/api-client';
import { toastFailure } from '@/lib/toast-action';
import { useConversation } from '../api/use-conversation';
import { useMarkRead } from '../api/use-mark-read';
import { useMessages } from '../api/use-messages';
import { useToggleReaction } from '../api/use-toggle-reaction';
import { activeConversation } from '../hooks/active-conversation';
import { useConversationRealtime } from '../hooks/use-conversation-realtime';
import { useErrorToast } from '../hooks/use-error-toast';
import { useTypingUsers } from '../hooks/use-typing-users';
import { useThreadExtensions } from '../thread-extensions';
import { ConversationHeader } from './conversation-header';
import { ManageParticipantsDialog } from './manage-participants-dialog';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { TypingIndicator } from './typing-indicator';

interface ConversationViewProps {
  conversationId: string;
  meId: string;
  onOpenList: () => void;
  onClose: () => void;
}

/** One open conversation: header, history, typing line and send box. Opening it (and live messages) reads it. */
export function ConversationView({ conversationId, meId, onOpenList, onClose }: ConversationViewProps) {
  const detail = useConversation(conversationId);
  const history = useMessages(conversationId);
  const markRead = useMarkRead(conversationId, meId);
  const react = useToggleReaction(conversationId);
  const typingNames = useTypingUsers(conversationId, meId);
  const extensions = useThreadExtensions();
  const extraItems = extensions.useItems(conversationId, meId);
  const ComposerAction = extensions.ComposerAction;
  const [manageOpen, setManageOpen] = useState(false);

  // Read on open; while open, each arriving message is read too (batched so a burst is one request).
  const readTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { mutate: read } = markRead;
  useEffect(() => {
    activeConversation.set(conversationId);
    read();
    return () => {
      activeConversation.set(null);
      if (readTimer.current) clearTimeout(readTimer.current);
    };
  }, [conversationId, read]);
  useConversationRealtime(conversationId, meId, () => {
    if (readTimer.current) clearTimeout(readTimer.current);
    readTimer.current = setTimeout(() => read(), 250);
  });

  const missing = isNotFoundError(detail.error);
  useErrorToast(detail.isError && !missing ? detail.error : null, 'Failed to load conversation');
  useErrorToast(history.isError && !missing ? history.error : null, 'Failed to load messages');

  const messages = useMemo(
    () => (history.data ? [...history.data.pages].reverse().flatMap((page) => page.items) : []),
    [history.data],
  );

  if (missing)
    return (
      <div className="m-auto flex max-w-sm flex-col items-center gap-3 p-6 text-center" role="alert">
        <p className="text-sm">This conversation is not available. You may have been removed from it.</p>
        <Button variant="outline" size="sm" onClick={onClose}>
          Back to conversations
        </Button>
      </div>
    );
  if (detail.isError)
    return (
      <div className="m-auto max-w-sm p-6">
        <ErrorState message="Failed to load conversation" onRetry={() => detail.refetch()} />
      </div>
    );
  if (detail.isPending) return <ConversationSkeleton />;

  const participants = detail.data.participants;
  return (
    <section className="flex min-h-0 flex-1 flex-col" aria-labelledby="conversation-heading">
      <span id="conversation-heading" className="sr-only">
        Conversation: {detail.data.title}
      </span>
      <ConversationHeader detail={detail.data} meId={meId} onOpenList={onOpenList} onManage={() => setManageOpen(true)} />
      {history.isError ? (
        <div className="m-auto max-w-sm p-6">
          <ErrorState message="Failed to load messages" onRetry={() => history.refetch()} />
        </div>
      ) : history.isPending ? (
        <MessagesSkeleton />
      ) : (
        <MessageList
          messages={messages}
          extraItems={extraItems}
          meId={meId}
          participants={participants}
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          loadOlder={() => void history.fetchNextPage()}
          onToggleReaction={(messageId, emoji) =>
            react.mutate(
              { messageId, emoji },
              {
                onError: (error) => toastFailure(error, { title: 'Failed to update reaction', fallback: 'Please try again.' }),
              },
            )
          }
        />
      )}
      <TypingIndicator names={typingNames} />
      {ComposerAction && (
        <div className="flex justify-end border-t border-border px-3 pt-2">
          <ComposerAction conversationId={conversationId} participants={participants} />
        </div>
      )}
      <MessageComposer conversationId={conversationId} />
      <ManageParticipantsDialog detail={detail.data} meId={meId} open={manageOpen} onOpenChange={setManageOpen} />
    </section>
  );
}

function ConversationSkeleton() {
  return (
    <div className="flex flex-1 flex-col" role="status" aria-label="Loading conversation">
      <div className="border-b border-border p-4">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="mt-2 h-3 w-32" />
      </div>
      <MessagesSkeleton />
    </div>
  );
}

function MessagesSkeleton() {
  return (
    <div className="flex-1 space-y-4 p-5" role="status" aria-label="Loading messages">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="ml-auto h-10 w-1/2" />
      <Skeleton className="h-16 w-3/5" />
    </div>
  );
}
