import { RequireCrmAccess } from '@/features/crm/components/require-crm-access';
import { TasksPage } from '@/features/tasks/components/tasks-page';

export function Component() {
  return <RequireCrmAccess>{(me) => <TasksPage userId={me.user.id} />}</RequireCrmAccess>;
}
