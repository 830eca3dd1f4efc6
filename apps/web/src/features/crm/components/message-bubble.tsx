import type { ProjectMessage } from '@proclub/contracts/crm';
import { Check, CheckCheck } from 'lucide-react';
import { formatMoment, timeAgo } from '@/lib/format';
import { cn } from '@/lib/utils';

/** A message bubble at most 70% wide: ours on the right in the primary colour, theirs on the left. */
export function MessageBubble({ message, own }: { message: ProjectMessage; own: boolean }) {
  const sender = own ? 'You' : message.sender.fullName || message.sender.email || 'Unknown';
  return (
    <li className={cn('flex', own ? 'justify-end' : 'justify-start')} data-testid="message" data-own={own}>
      <div
        className={cn(
          'max-w-[70%] rounded-lg px-3 py-2 text-sm shadow-sm',
          own ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <p className={cn('mb-0.5 text-xs font-semibold', own ? 'text-primary-foreground/90' : 'text-muted-foreground')}>
          {sender}
        </p>
        <p className="whitespace-pre-wrap break-words">{message.message}</p>
        <p
          className={cn(
            'mt-1 flex items-center justify-end gap-1 text-[0.7rem]',
            own ? 'text-primary-foreground/90' : 'text-muted-foreground',
          )}
        >
          <time dateTime={message.createdAt} title={formatMoment(message.createdAt)}>
            {timeAgo(message.createdAt)}
          </time>
          {own &&
            (message.isRead ? (
              <CheckCheck className="h-3.5 w-3.5" aria-label="Read" />
            ) : (
              <Check className="h-3.5 w-3.5" aria-label="Sent" />
            ))}
        </p>
      </div>
    </li>
  );
}
