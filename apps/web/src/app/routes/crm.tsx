import { CampaignsTab } from '@/features/campaigns/components/campaigns-tab';
import { CrmPage } from '@/features/crm/components/crm-page';
import { RequireCrmAccess } from '@/features/crm/components/require-crm-access';

export function Component() {
  return <RequireCrmAccess>{(me) => <CrmPage me={me} campaigns={<CampaignsTab />} />}</RequireCrmAccess>;
}
