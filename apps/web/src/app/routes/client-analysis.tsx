import { ClientAnalysisPage } from '@/features/analysis/components/client-analysis-page';
import { RequireAnalysisAccess } from '@/features/analysis/components/require-analysis-access';
import { CreateProposalDialog } from '@/features/proposals/components/create-proposal-dialog';

export function Component() {
  return (
    <RequireAnalysisAccess>
      {() => <ClientAnalysisPage proposalDialog={(props) => <CreateProposalDialog {...props} />} />}
    </RequireAnalysisAccess>
  );
}
