import type { WorkflowRun } from '@proclub/contracts/workflows';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api-client';

/** The client record's "Workflows" section (composed by the route): the client's runs with their step logs. */
export function ClientWorkflowRunsSection({ clientId }: { clientId: string }) {
  const runs = useQuery({
    queryKey: ['workflows', 'client-runs', clientId],
    queryFn: ({ signal }) => api.get<WorkflowRun[]>(`/api/workflows/runs?clientId=${encodeURIComponent(clientId)}`, signal),
  });
  return (
    <section aria-labelledby="client-workflows-heading" className="space-y-2 [overflow-wrap:anywhere]">
      <h2 id="client-workflows-heading" className="text-lg font-semibold">
        Workflows
      </h2>
      {runs.isPending ? (
        <div role="status" aria-label="Loading workflow runs">
          <Skeleton className="h-12" />
        </div>
      ) : runs.isError ? (
        <ErrorState message="Failed to load workflow runs" onRetry={() => runs.refetch()} />
      ) : runs.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">This client is in no workflow yet.</p>
      ) : (
        <ul className="space-y-2" aria-label="Workflow runs">
          {runs.data.map((run) => (
            <li key={run.id} className="rounded-md border p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{run.workflowName}</span>
                <Badge variant="plain">{run.status.replace('_', ' ')}</Badge>
                <span className="text-xs text-muted-foreground">{new Date(run.startedAt).toLocaleString()}</span>
              </p>
              <ol className="mt-1 space-y-0.5">
                {run.steps.map((step) => (
                  <li key={step.id} className={step.status === 'failed' ? 'text-destructive' : 'text-muted-foreground'}>
                    {step.status}: {step.detail}
                    {step.error ? ` — ${step.error}` : ''}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
