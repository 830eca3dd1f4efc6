import type { ConversationSummary } from '@proclub/contracts/messaging';
import { Hash, LifeBuoy, MessageCircleQuestion, Users } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '@/components/ui/icon-tile';
import { nounFor } from '@/lib/format';
import { cn } from '@/lib/utils';
import { fullTime, relativeTime } from '../relative-time';
import { UnreadBadge } from './unread-badge';

const typeIcons = { general: Users, inquiry: MessageCircleQuestion, project: Hash, support: LifeBuoy } as const;

interface ConversationListItemProps {
  conversation: ConversationSummary;
  selected: boolean;
  now: Date;
  onSelect?: () => void;
}

export function ConversationListItem({ conversation, selected, now, onSelect }: ConversationListItemProps) {
  const Icon = typeIcons[conversation.type];
  const { lastMessage, unread } = conversation;
  return (
    <li>
      <Link
        to={{ search: `?c=${conversation.id}` }}
        onClick={onSelect}
        aria-current={selected ? 'page' : undefined}
        data-testid="conversation-item"
        className={cn(
          'flex gap-3 rounded-md px-3 py-2.5 text-left transition-colors hover:bg-accent',
          selected && 'bg-secondary hover:bg-secondary',
        )}
      >
        <IconTile
          icon={Icon}
          className="mt-0.5 h-9 w-9 shrink-0 rounded-full bg-muted text-muted-foreground"
          iconClassName="h-4 w-4"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline gap-2">
            <span className={cn('truncate text-sm', unread > 0 ? 'font-semibold' : 'font-medium')}>{conversation.title}</span>
            {conversation.priority && (
              <span className="shrink-0 rounded-full border border-warning/50 px-1.5 text-xs font-semibold text-warning">
                Priority
              </span>
            )}
            <time
              dateTime={conversation.lastMessageAt}
              title={fullTime(conversation.lastMessageAt)}
              className="ml-auto shrink-0 text-xs text-muted-foreground"
            >
              {relativeTime(conversation.lastMessageAt, now)}
            </time>
          </span>
          <span className="flex items-center gap-2">
            <span className={cn('truncate text-xs', unread > 0 ? 'text-foreground' : 'text-muted-foreground')}>
              {lastMessage
                ? `${lastMessage.senderName ? `${lastMessage.senderName}: ` : ''}${lastMessage.content}`
                : 'No messages yet'}
            </span>
            {unread > 0 && (
              <span className="ml-auto shrink-0" data-testid="conversation-unread">
                <UnreadBadge count={unread} />
                <span className="sr-only"> unread {nounFor(unread, 'message')}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
