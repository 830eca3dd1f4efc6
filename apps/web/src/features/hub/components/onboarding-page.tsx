import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { AddButton } from '@/components/ui/add-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { RecordList } from '@/components/ui/record-list';
import { useWorkflows } from '../api/use-workflows';
import { HubShell } from './hub-shell';
import { WorkflowCard } from './workflow-card';
import { WorkflowFormDialog } from './workflow-form-dialog';

/** /hub/onboarding: workflows newest first with progress; New Workflow from a template or custom steps. */
export function OnboardingPage() {
  const workflows = useWorkflows();
  const [creating, setCreating] = useState(false);
  return (
    <HubShell
      title="Onboarding Automator"
      description="Start every client the same way: a checklist you move through one step at a time."
      actions={<AddButton onClick={() => setCreating(true)}>New Workflow</AddButton>}
    >
      <RecordList
        list={workflows}
        label="Onboarding workflows"
        className="grid gap-4 md:grid-cols-2"
        loading={{ label: 'Loading workflows', className: 'grid gap-4 md:grid-cols-2', count: 2, blockClassName: 'h-44' }}
        empty={
          <EmptyState icon={ClipboardCheck} message="No workflows yet. Start one from a template for your next client.">
            <Button size="sm" onClick={() => setCreating(true)}>
              New Workflow
            </Button>
          </EmptyState>
        }
      >
        {(workflow) => (
          <li key={workflow.id}>
            <WorkflowCard workflow={workflow} />
          </li>
        )}
      </RecordList>
      <LoadMoreButton hasMore={workflows.hasNextPage} loading={workflows.isFetchingNextPage} onClick={workflows.fetchNextPage} />
      {creating && <WorkflowFormDialog onClose={() => setCreating(false)} />}
    </HubShell>
  );
}
