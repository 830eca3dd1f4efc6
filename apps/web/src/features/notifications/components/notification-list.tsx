import type { Notification } from '@proclub/contracts/notifications';
import { notificationKindLabels } from '@proclub/contracts/notifications';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatMoment, timeAgo } from '@/lib/format';
import { cn } from '@/lib/utils';

/** Notifications as a list: unread ones marked, each opening what it is about (which reads it). */
export function NotificationList({
  items,
  onRead,
  onOpen,
  compact = false,
}: {
  items: Notification[];
  onRead: (id: string) => void;
  onOpen?: () => void;
  compact?: boolean;
}) {
  return (
    <ul className="divide-y divide-border" aria-label="Notifications">
      {items.map((item) => {
        const unread = !item.readAt;
        const open = () => {
          if (unread) onRead(item.id);
          onOpen?.();
        };
        return (
          <li key={item.id} className={cn('flex items-start gap-3 py-3', compact ? 'px-2' : 'px-1')} data-unread={unread}>
            <span
              className={cn('mt-1.5 h-2 w-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
              aria-hidden="true"
            />
            <div className="min-w-0 flex-1 space-y-0.5">
              <p className="text-xs text-muted-foreground">
                {notificationKindLabels[item.kind]} ·{' '}
                <time dateTime={item.createdAt} title={formatMoment(item.createdAt)}>
                  {timeAgo(item.createdAt)}
                </time>
                {unread && <span className="sr-only"> · unread</span>}
              </p>
              {item.link ? (
                <Link
                  to={item.link}
                  onClick={open}
                  className={cn('block break-words text-sm hover:underline', unread && 'font-semibold')}
                >
                  {item.title}
                </Link>
              ) : (
                <p className={cn('break-words text-sm', unread && 'font-semibold')}>{item.title}</p>
              )}
              {item.body && !compact && <p className="break-words text-sm text-muted-foreground">{item.body}</p>}
              {item.body && compact && <p className="line-clamp-2 break-words text-xs text-muted-foreground">{item.body}</p>}
            </div>
            {unread && (
              <Button variant="ghost" size="icon" onClick={() => onRead(item.id)} aria-label={`Mark read: ${item.title}`}>
                <Check className="h-4 w-4" aria-hidden="true" />
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
