import { Bell, CheckCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { useMarkAllRead, useMarkRead } from '../api/use-mark-read';
import { useNotifications } from '../api/use-notifications';
import { NotificationList } from './notification-list';

/** /notifications: every notification, newest first, 20 a page; All or Unread; mark read one by one or all. */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('filter') === 'unread';
  const list = useNotifications(unreadOnly);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  const filters = [
    { value: 'all', label: 'All' },
    { value: 'unread', label: `Unread (${unread})` },
  ];
  return (
    <PageShell
      title="Notifications"
      description="What happened while you were away: orders, messages, reviews, proposals, reports, campaigns, audits and membership."
      back={{ to: '/dashboard', label: 'Back to Dashboard' }}
      actions={
        <Button size="sm" onClick={() => markAll.mutate()} disabled={unread === 0} busy={markAll.isPending}>
          <CheckCheck className="h-4 w-4" aria-hidden="true" />
          Mark all read
        </Button>
      }
    >
      <fieldset className="inline-flex rounded-md border border-border p-0.5">
        <legend className="sr-only">Show</legend>
        {filters.map((filter) => {
          const active = (filter.value === 'unread') === unreadOnly;
          return (
            <button
              key={filter.value}
              type="button"
              aria-pressed={active}
              onClick={() => setParams(filter.value === 'unread' ? { filter: 'unread' } : {}, { replace: true })}
              className={`rounded px-3 py-1 text-sm ${active ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground'}`}
            >
              {filter.label}
            </button>
          );
        })}
      </fieldset>
      <Card>
        <CardContent className="p-4">
          {list.isPending && (
            <LoadingBlocks label="Loading notifications" count={3} className="space-y-3" blockClassName="h-12 w-full" />
          )}
          {list.isError && <ErrorState message="Could not load your notifications." onRetry={() => list.refetch()} />}
          {list.data && items.length === 0 && (
            <EmptyState
              icon={Bell}
              message={unreadOnly ? "You're all caught up." : 'No notifications yet. They appear here as things happen.'}
            />
          )}
          {items.length > 0 && <NotificationList items={items} onRead={(id) => markRead.mutate(id)} />}
          <LoadMore query={list} />
        </CardContent>
      </Card>
    </PageShell>
  );
}
