import { RequireSession } from '@/components/layout/require-session';
import { ProfilePage } from '@/features/profiles/components/profile-page';

export function Component() {
  return <RequireSession>{(me) => <ProfilePage me={me} />}</RequireSession>;
}
