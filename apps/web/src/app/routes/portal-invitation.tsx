import { useParams } from 'react-router';
import { PortalInvitationPage } from '@/features/portal/components/portal-invitation-page';

/** A portal invitation's link (the mail in the agency's name): set a password or sign in, then the portal. */
export function Component() {
  const { token = '' } = useParams();
  return <PortalInvitationPage token={token} />;
}
