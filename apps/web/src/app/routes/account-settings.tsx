import { RequireSession } from '@/components/layout/require-session';
import { AccountSettingsPage } from '@/features/accounts/components/account-settings-page';

export function Component() {
  return <RequireSession>{(me) => <AccountSettingsPage me={me} />}</RequireSession>;
}
