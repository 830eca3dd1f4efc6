import { MessageSquare } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useUnreadTotal } from '../api/use-unread-total';
import { useInboxRealtime } from '../hooks/use-inbox-realtime';
import { UnreadBadge } from './unread-badge';

/** The header's Messages link with my live unread count; it also keeps the inbox cache live on every screen. */
export function UnreadMessagesLink({ userId }: { userId: string }) {
  useInboxRealtime(userId);
  const unread = useUnreadTotal();
  const count = unread.data ?? 0;
  // On /messages itself the list carries the counts; phones need the header room for its actions.
  const onMessages = useLocation().pathname === '/messages';
  return (
    <Link
      to="/messages"
      className={cn(buttonClasses('ghost', 'icon'), 'relative', onMessages && 'max-sm:hidden')}
      aria-label={count > 0 ? `Messages, ${count} unread` : 'Messages'}
      data-testid="header-messages"
    >
      <MessageSquare className="h-5 w-5" aria-hidden="true" />
      <UnreadBadge count={count} className="absolute -right-0.5 -top-0.5" />
    </Link>
  );
}
