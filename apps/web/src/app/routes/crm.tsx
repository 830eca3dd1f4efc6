import { CrmPage } from '@/features/crm/components/crm-page';
import { RequireCrmAccess } from '@/features/crm/components/require-crm-access';

export function Component() {
  return <RequireCrmAccess>{(me) => <CrmPage me={me} />}</RequireCrmAccess>;
}
