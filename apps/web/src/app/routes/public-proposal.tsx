import { useParams } from 'react-router';
import { PublicProposalPage } from '@/features/proposals/components/public-proposal-page';

/** The client's page from the proposal email: no session, only the token. */
export function Component() {
  const { token = '' } = useParams();
  return <PublicProposalPage token={token} />;
}
