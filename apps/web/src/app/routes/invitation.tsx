import { useParams } from 'react-router';
import { AuthScreen } from '@/features/auth/components/auth-card';
import { InvitationPanel } from '@/features/workspaces/components/invitation-panel';

/** A team invitation's link (the mail from the workspace): readable signed out, accepted signed in. */
export function Component() {
  const { token = '' } = useParams();
  return (
    <AuthScreen pageTitle="Team invitation">
      <InvitationPanel token={token} />
    </AuthScreen>
  );
}
