import { useParams } from 'react-router';
import { ClientRecordPage } from '@/features/crm/components/client-record-page';
import { RequireCrmAccess } from '@/features/crm/components/require-crm-access';
import { ClientTasksSection } from '@/features/tasks/components/client-tasks-section';
import { ClientWorkflowRunsSection } from '@/features/workflows/components/client-workflow-runs-section';

/** The client record, with the sections other features own (tasks) composed in here (tasks, workflow runs). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <RequireCrmAccess>
      {(me) => (
        <ClientRecordPage
          key={id}
          id={id}
          sections={(client) => (
            <>
              <ClientTasksSection clientId={client.id} clientName={client.name} userId={me.user.id} />
              <ClientWorkflowRunsSection clientId={client.id} />
            </>
          )}
        />
      )}
    </RequireCrmAccess>
  );
}
