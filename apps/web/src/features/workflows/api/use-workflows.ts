import type { ClientPage } from '@proclub/contracts/crm';
import type {
  SaveWorkflow,
  TestRunResult,
  WebhookDelivery,
  Workflow,
  WorkflowDetail,
  WorkflowRun,
  WorkflowTemplateKey,
} from '@proclub/contracts/workflows';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const workflowKeys = {
  all: ['workflows'] as const,
  list: ['workflows', 'list'] as const,
  templates: ['workflows', 'templates'] as const,
  detail: (id: string) => ['workflows', 'detail', id] as const,
  runs: (id: string) => ['workflows', 'runs', id] as const,
  deliveries: (id: string) => ['workflows', 'deliveries', id] as const,
  clients: ['workflows', 'clients'] as const,
};

const path = (id: string) => `/api/workflows/${encodeURIComponent(id)}`;

/** GET /api/workflows: the workspace's workflows. */
export const useWorkflows = () =>
  useQuery({ queryKey: workflowKeys.list, queryFn: ({ signal }) => api.get<Workflow[]>('/api/workflows', signal) });

/** GET /api/workflows/templates: the ready-made workflows. */
export const useWorkflowTemplates = () =>
  useQuery({
    queryKey: workflowKeys.templates,
    queryFn: ({ signal }) =>
      api.get<{ key: WorkflowTemplateKey; name: string; description: string }[]>('/api/workflows/templates', signal),
  });

/** GET /api/workflows/:id: the draft and the published versions. */
export const useWorkflow = (id: string | null) =>
  useQuery({
    queryKey: workflowKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<WorkflowDetail>(path(id as string), signal),
    enabled: id !== null,
  });

/** GET /api/workflows/:id/runs: the newest runs with their step logs (refreshed while open). */
export const useWorkflowRuns = (id: string) =>
  useQuery({
    queryKey: workflowKeys.runs(id),
    queryFn: ({ signal }) => api.get<WorkflowRun[]>(`${path(id)}/runs`, signal),
    refetchInterval: 3000,
  });

/** GET /api/workflows/:id/deliveries: the webhook delivery log. */
export const useWebhookDeliveries = (id: string) =>
  useQuery({
    queryKey: workflowKeys.deliveries(id),
    queryFn: ({ signal }) => api.get<WebhookDelivery[]>(`${path(id)}/deliveries`, signal),
  });

/** The clients a test run can use (the first 100). */
export const useTestClients = () =>
  useQuery({
    queryKey: workflowKeys.clients,
    queryFn: ({ signal }) => api.get<ClientPage>('/api/crm/clients?limit=100', signal),
  });

/** Create, create from a template, save the draft, publish, pause, resume, delete. */
export function useWorkflowActions() {
  const queryClient = useQueryClient();
  const settle = (workflow?: WorkflowDetail) => {
    if (workflow) queryClient.setQueryData(workflowKeys.detail(workflow.id), workflow);
    return queryClient.invalidateQueries({ queryKey: workflowKeys.list });
  };
  return {
    create: useMutation({
      mutationFn: (body: SaveWorkflow) => api.post<WorkflowDetail>('/api/workflows', body),
      onSuccess: settle,
    }),
    fromTemplate: useMutation({
      mutationFn: (key: WorkflowTemplateKey) => api.post<WorkflowDetail>('/api/workflows/from-template', { key }),
      onSuccess: settle,
    }),
    save: useMutation({
      mutationFn: ({ id, body }: { id: string; body: SaveWorkflow }) => api.put<WorkflowDetail>(path(id), body),
      onSuccess: settle,
    }),
    publish: useMutation({ mutationFn: (id: string) => api.post<WorkflowDetail>(`${path(id)}/publish`), onSuccess: settle }),
    pause: useMutation({ mutationFn: (id: string) => api.post<WorkflowDetail>(`${path(id)}/pause`), onSuccess: settle }),
    resume: useMutation({ mutationFn: (id: string) => api.post<WorkflowDetail>(`${path(id)}/resume`), onSuccess: settle }),
    remove: useMutation({ mutationFn: (id: string) => api.delete<void>(path(id)), onSuccess: () => settle() }),
  };
}

/** Retry a failed run, stop a run, end a wait now (test clock). */
export function useRunActions(workflowId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: workflowKeys.runs(workflowId) });
  return {
    retry: useMutation({
      mutationFn: (runId: string) => api.post<void>(`/api/workflows/runs/${runId}/retry`),
      onSuccess: refresh,
    }),
    stop: useMutation({ mutationFn: (runId: string) => api.post<void>(`/api/workflows/runs/${runId}/stop`), onSuccess: refresh }),
  };
}

/** POST /api/workflows/:id/test-run: what the draft would do for a client, sending nothing. */
export const useTestRun = (id: string) =>
  useMutation({ mutationFn: (clientId: string) => api.post<TestRunResult>(`${path(id)}/test-run`, { clientId }) });
