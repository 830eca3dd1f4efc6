import { RequireSellerRole } from '@/components/layout/require-seller-role';
import { PageSkeleton } from '@/components/layout/require-session';
import { TeamPage } from '@/features/workspaces/components/team-page';
import { useCurrentWorkspace } from '@/features/workspaces/hooks/use-workspace-session';

/** The current workspace's team: members, roles, invitations. */
export function Component() {
  return (
    <RequireSellerRole denied="Teams are for agencies, vendors and freelancers" toastId="team-denied">
      {(me) => <CurrentTeam userId={me.user.id} />}
    </RequireSellerRole>
  );
}

function CurrentTeam({ userId }: { userId: string }) {
  const { current } = useCurrentWorkspace();
  if (!current) return <PageSkeleton />;
  return <TeamPage key={current.id} workspace={current} userId={userId} />;
}
