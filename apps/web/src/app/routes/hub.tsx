import { PageSkeleton } from '@/components/layout/require-session';
import { HubOverview } from '@/features/hub/components/hub-overview';
import { HubPage } from '@/features/hub/components/hub-page';
import { RequireHubAccess } from '@/features/hub/components/require-hub-access';
import { useMe } from '@/lib/use-me';

/** Visitors get the public overview of the hub; signed-in sellers the hub itself (others are turned away). */
export function Component() {
  const me = useMe();
  if (me.isPending) return <PageSkeleton />;
  if (!me.data && !me.isError) return <HubOverview />;
  return <RequireHubAccess>{() => <HubPage />}</RequireHubAccess>;
}
