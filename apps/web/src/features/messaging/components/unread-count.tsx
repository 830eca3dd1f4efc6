import { nounFor } from '@/lib/format';
import { useUnreadTotal } from '../api/use-unread-total';
import { UnreadBadge } from './unread-badge';

/** My unread total as a badge (for the dashboard's Messages card and tab); hidden at zero. */
export function UnreadCount({ className }: { className?: string }) {
  const unread = useUnreadTotal();
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <span className={className} data-testid="dashboard-unread">
      <UnreadBadge count={count} />
      <span className="sr-only"> unread {nounFor(count, 'message')}</span>
    </span>
  );
}
