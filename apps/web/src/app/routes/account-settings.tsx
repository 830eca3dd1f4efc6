import { RequireSession } from '@/components/layout/require-session';
import { AccountSettingsPage } from '@/features/accounts/components/account-settings-page';
import { NotificationPreferencesSection } from '@/features/notifications/components/notification-preferences';

export function Component() {
  return (
    <RequireSession>
      {(me) => <AccountSettingsPage me={me} extraSections={<NotificationPreferencesSection role={me.profile.role} />} />}
    </RequireSession>
  );
}
