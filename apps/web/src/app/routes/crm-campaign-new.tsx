import { CampaignEditorPage } from '@/features/campaigns/components/campaign-editor-page';
import { RequireCrmAccess } from '@/features/crm/components/require-crm-access';

export function Component() {
  return <RequireCrmAccess>{() => <CampaignEditorPage id={null} />}</RequireCrmAccess>;
}
