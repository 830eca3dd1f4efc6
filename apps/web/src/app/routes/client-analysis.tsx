import { ClientAnalysisPage } from '@/features/analysis/components/client-analysis-page';
import { RequireAnalysisAccess } from '@/features/analysis/components/require-analysis-access';

export function Component() {
  return <RequireAnalysisAccess>{(me) => <ClientAnalysisPage me={me} />}</RequireAnalysisAccess>;
}
