import { useParams } from 'react-router';
import { CampaignEditorPage } from '@/features/campaigns/components/campaign-editor-page';
import { RequireCrmAccess } from '@/features/crm/components/require-crm-access';

export function Component() {
  const { id = '' } = useParams();
  return <RequireCrmAccess>{() => <CampaignEditorPage key={id} id={id} />}</RequireCrmAccess>;
}
