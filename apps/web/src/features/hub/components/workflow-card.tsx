import type { Workflow } from '@proclub/contracts/hub';
import { CheckCircle2, ChevronRight, Circle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatMoment } from '@/lib/format';
import { toastAction } from '@/lib/toast-action';
import { useContinueWorkflow } from '../api/use-continue-workflow';
import { useDeleteWorkflow } from '../api/use-delete-workflow';
import { workflowStatusColors, workflowStatusLabels } from '../hub-colors';
import { ConfirmDeleteButton } from './confirm-delete-button';

/** One workflow: name, client, status, 'n of m steps', percent with a bar, its steps, and Continue Workflow. */
export function WorkflowCard({ workflow }: { workflow: Workflow }) {
  const advance = useContinueWorkflow();
  const remove = useDeleteWorkflow();
  const next = workflow.steps[workflow.currentStep];
  const completed = workflow.status === 'completed';

  const continueWorkflow = () =>
    toastAction(
      () => advance.mutateAsync(workflow.id),
      (updated) => (updated.status === 'completed' ? 'Workflow completed!' : `Step done: ${next?.title ?? ''}`),
      'Failed to update workflow',
    );
  const deleteWorkflow = () =>
    toastAction(() => remove.mutateAsync(workflow.id), 'Workflow deleted successfully', 'Failed to delete workflow');

  return (
    <Card className="flex h-full flex-col gap-3 p-4" data-testid="workflow-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="break-words font-semibold">{workflow.workflowName}</h2>
          <p className="text-sm text-muted-foreground">{workflow.clientName}</p>
        </div>
        <Badge
          variant="plain"
          className={workflowStatusColors[workflow.status] ?? workflowStatusColors.other}
          data-status={workflow.status}
        >
          {workflowStatusLabels[workflow.status] ?? workflow.status}
        </Badge>
      </div>
      <div className="space-y-1.5">
        <p className="flex justify-between text-sm">
          <span data-testid="workflow-steps">
            {workflow.currentStep} of {workflow.totalSteps} steps
          </span>
          <span className="font-semibold tabular-nums" data-testid="workflow-percent">
            {workflow.percent}%
          </span>
        </p>
        <div
          role="progressbar"
          aria-label={`${workflow.workflowName} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={workflow.percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className={completed ? 'h-full bg-green-600' : 'h-full bg-primary'} style={{ width: `${workflow.percent}%` }} />
        </div>
      </div>
      <details className="group text-sm">
        <summary className="flex cursor-pointer list-none items-center gap-1 text-muted-foreground [&::-webkit-details-marker]:hidden">
          <ChevronRight className="h-4 w-4 transition-transform group-open:rotate-90" aria-hidden="true" />
          {completed ? 'All steps' : `Next: ${next?.title}`}
        </summary>
        <ol className="mt-2 space-y-1.5 pl-1">
          {workflow.steps.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list that never reorders (titles may repeat)
            <li key={`${index}-${step.title}`} className="flex gap-2">
              {step.completedAt ? (
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-label="Done" />
              ) : (
                <Circle className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-label="To do" />
              )}
              <span className={step.completedAt ? 'text-muted-foreground line-through' : undefined}>{step.title}</span>
            </li>
          ))}
        </ol>
      </details>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        {completed ? (
          <p className="text-xs text-muted-foreground">
            Completed {workflow.completedAt ? formatMoment(workflow.completedAt) : ''}
          </p>
        ) : (
          <Button size="sm" onClick={continueWorkflow} busy={advance.isPending}>
            Continue Workflow
          </Button>
        )}
        <ConfirmDeleteButton
          what="Workflow"
          description="Its progress is lost."
          onConfirm={deleteWorkflow}
          disabled={remove.isPending}
        />
      </div>
    </Card>
  );
}
