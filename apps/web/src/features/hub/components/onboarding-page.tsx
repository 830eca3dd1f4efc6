import { ClipboardCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
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
      actions={
        <Button size="sm" onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New Workflow
        </Button>
      }
    >
      {workflows.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" role="status" aria-label="Loading workflows">
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
        </div>
      ) : workflows.items.length === 0 ? (
        <EmptyState icon={ClipboardCheck} message="No workflows yet. Start one from a template for your next client.">
          <Button size="sm" onClick={() => setCreating(true)}>
            New Workflow
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Onboarding workflows">
          {workflows.items.map((workflow) => (
            <li key={workflow.id}>
              <WorkflowCard workflow={workflow} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton hasMore={workflows.hasNextPage} loading={workflows.isFetchingNextPage} onClick={workflows.fetchNextPage} />
      {creating && <WorkflowFormDialog onClose={() => setCreating(false)} />}
    </HubShell>
  );
}
