import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useMarkAllRead, useMarkRead } from '../api/use-mark-read';
import { useNotifications } from '../api/use-notifications';
import { useUnreadNotifications } from '../api/use-unread-notifications';
import { useNotificationsLive } from '../hooks/use-notifications-live';
import { NotificationList } from './notification-list';

/** The header's bell: the live unread count, and a panel with the latest notifications. */
export function NotificationBell({ userId }: { userId: string }) {
  useNotificationsLive(userId);
  const unread = useUnreadNotifications();
  const [open, setOpen] = useState(false);
  const count = unread.data ?? 0;
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        className={cn(buttonClasses('ghost', 'icon'), 'relative')}
        aria-label={label}
        title={label}
        data-testid="notification-bell"
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        <CountBadge count={count} aria-hidden="true" data-testid="notification-count" className="absolute -right-0.5 -top-0.5" />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0" aria-label="Latest notifications">
        {open && <LatestPanel count={count} onClose={() => setOpen(false)} />}
      </PopoverContent>
    </Popover>
  );
}

function LatestPanel({ count, onClose }: { count: number; onClose: () => void }) {
  const latest = useNotifications(false, 6);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = latest.data?.pages[0]?.items ?? [];
  return (
    <div>
      <div className="flex items-center justify-between border-b border-border px-3 py-2">
        <h2 className="text-sm font-semibold">Notifications</h2>
        <button
          type="button"
          className="text-xs font-medium text-primary disabled:text-muted-foreground"
          onClick={() => markAll.mutate()}
          disabled={count === 0 || markAll.isPending}
        >
          Mark all read
        </button>
      </div>
      <div className="max-h-96 overflow-y-auto px-1">
        {latest.isPending && (
          <LoadingBlocks label="Loading notifications" className="space-y-2 p-2" blockClassName="h-10 w-full" />
        )}
        {!latest.isPending && items.length === 0 && (
          <p className="p-4 text-center text-sm text-muted-foreground">You're all caught up.</p>
        )}
        {items.length > 0 && <NotificationList items={items} onRead={(id) => markRead.mutate(id)} onOpen={onClose} compact />}
      </div>
      <div className="border-t border-border p-2 text-center">
        <Link to="/notifications" onClick={onClose} className="text-sm font-medium text-primary hover:underline">
          View all notifications
        </Link>
      </div>
    </div>
  );
}
