import { RequireSession } from '@/components/layout/require-session';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';

export function Component() {
  return <RequireSession>{() => <NotificationsPage />}</RequireSession>;
}
