import type { Message, Participant } from '@proclub/contracts/messaging';
import { CheckCheck } from 'lucide-react';
import { ReportButton } from '@/components/moderation/report-button';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';
import { displayName } from '../person-name';
import { seenBy, seenByText } from '../read-receipts';
import { fullTime, relativeTime } from '../relative-time';
import { ReactionChips, ReactionPicker } from './message-reactions';

interface MessageItemProps {
  message: Message;
  meId: string;
  participants: Participant[];
  /** The previous message is from the same sender: no repeated name and avatar. */
  continued: boolean;
  now: Date;
  onToggleReaction: (messageId: string, emoji: string) => void;
}

export function MessageItem({ message, meId, participants, continued, now, onToggleReaction }: MessageItemProps) {
  const mine = message.senderId === meId;
  const seen = mine ? seenByText(seenBy(message.createdAt, participants, meId)) : null;
  const name = displayName(message.sender);
  const toggle = (emoji: string) => onToggleReaction(message.id, emoji);
  return (
    <li
      className={cn('group flex gap-2', mine ? 'justify-end' : 'justify-start', continued ? 'mt-1' : 'mt-4')}
      data-testid="message"
      data-mine={mine || undefined}
    >
      {!mine && (
        <span className="w-8 shrink-0">
          {!continued && (
            <Avatar
              imageUrl={message.sender.avatarUrl}
              name={message.sender.fullName}
              email={message.sender.email}
              className="h-8 w-8"
            />
          )}
        </span>
      )}
      <div className={cn('flex max-w-[80%] flex-col gap-1 sm:max-w-[70%]', mine ? 'items-end' : 'items-start')}>
        {!mine && !continued && <span className="px-1 text-xs font-medium text-muted-foreground">{name}</span>}
        <div className={cn('flex max-w-full items-center gap-1', mine && 'flex-row-reverse')}>
          <div
            className={cn(
              'min-w-0 whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
              mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-muted text-foreground',
            )}
          >
            <span className="sr-only">{mine ? 'You' : name}: </span>
            {message.content}
          </div>
          <ReactionPicker message={message} meId={meId} mine={mine} onToggle={toggle} />
          {!mine && <ReportButton targetType="message" targetId={message.id} compact />}
        </div>
        <ReactionChips message={message} meId={meId} participants={participants} mine={mine} onToggle={toggle} />
        <div className="flex items-center gap-2 px-1 text-[11px] text-muted-foreground">
          <time dateTime={message.createdAt} title={fullTime(message.createdAt)} className="whitespace-nowrap">
            {relativeTime(message.createdAt, now)}
          </time>
          {seen && (
            <span className="inline-flex items-center gap-1" data-testid="seen-by">
              <CheckCheck className="h-3.5 w-3.5 text-primary" aria-hidden="true" />
              {seen}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
