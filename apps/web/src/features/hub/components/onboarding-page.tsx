import { ClipboardCheck } from 'lucide-react';
import { useWorkflows } from '../api/use-workflows';
import { type HubPage, HubRecordsPage } from './hub-records-page';
import { WorkflowCard } from './workflow-card';
import { WorkflowFormDialog } from './workflow-form-dialog';

/** What the page says around its records. */
const page: HubPage = {
  title: 'Onboarding Automator',
  description: 'Start every client the same way: a checklist you move through one step at a time.',
  add: 'New Workflow',
  list: {
    label: 'Onboarding workflows',
    loading: 'Loading workflows',
    layout: 'grid-2',
    blockHeight: 'h-44',
    emptyIcon: ClipboardCheck,
    emptyMessage: 'No workflows yet. Start one from a template for your next client.',
    emptyAction: 'New Workflow',
  },
};

/** /hub/onboarding: workflows newest first with progress; New Workflow from a template or custom steps. */
export function OnboardingPage() {
  const workflows = useWorkflows();
  return (
    <HubRecordsPage page={page} list={workflows} dialog={(close) => <WorkflowFormDialog onClose={close} />}>
      {(workflow) => (
        <li key={workflow.id}>
          <WorkflowCard workflow={workflow} />
        </li>
      )}
    </HubRecordsPage>
  );
}
