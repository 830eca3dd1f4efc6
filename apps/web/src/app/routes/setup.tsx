import { RequireSession } from '@/components/layout/require-session';
import { SetupPage } from '@/features/profiles/components/setup-page';

export function Component() {
  return <RequireSession requireRole={false}>{(me) => <SetupPage me={me} />}</RequireSession>;
}
