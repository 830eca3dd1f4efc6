import { useWorkflows } from '../api/use-workflows';
import { HubRecordsPage } from './hub-records-page';
import { WorkflowCard } from './workflow-card';
import { WorkflowFormDialog } from './workflow-form-dialog';

/** /hub/onboarding: workflows newest first with progress; New Workflow from a template or custom steps. */
export function OnboardingPage() {
  const workflows = useWorkflows();
  return (
    <HubRecordsPage page="onboarding" list={workflows} dialog={(close) => <WorkflowFormDialog onClose={close} />}>
      {(workflow) => (
        <li key={workflow.id}>
          <WorkflowCard workflow={workflow} />
        </li>
      )}
    </HubRecordsPage>
  );
}
