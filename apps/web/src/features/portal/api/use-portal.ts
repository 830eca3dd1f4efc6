import type { Milestone, ProjectMessage, ProjectMessagePage } from '@proclub/contracts/crm';
import type {
  MilestoneReviewInput,
  PortalFile,
  PortalHome,
  PortalInvitationPreview,
  PortalInvoice,
  PortalOverview,
  PortalProject,
  PortalReports,
} from '@proclub/contracts/portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The client portal's calls (issue 33). A withdrawn access answers 404: the page says the access ended.
const base = (clientId: string) => `/api/portal/${encodeURIComponent(clientId)}`;
export const portalKeys = {
  all: ['portal'] as const,
  homes: ['portal', 'homes'] as const,
  of: (clientId: string, part: string) => ['portal', clientId, part] as const,
};
/** Portal pages check again now and then, so a withdrawn access shows as ended in an open tab. */
const live = { refetchInterval: 15_000, retry: false } as const;

export function usePortalInvitation(token: string) {
  return useQuery({
    queryKey: ['portal', 'invitation', token],
    queryFn: ({ signal }) => api.get<PortalInvitationPreview>(`/api/portal/invitations/${encodeURIComponent(token)}`, signal),
    retry: false,
  });
}

export function useAcceptPortalInvitation(token: string) {
  return useMutation({
    mutationFn: (password?: string) =>
      api.post<{ clientId: string }>(`/api/portal/invitations/${encodeURIComponent(token)}/accept`, password ? { password } : {}),
  });
}

export function usePortalHomes() {
  return useQuery({
    queryKey: portalKeys.homes,
    queryFn: ({ signal }) => api.get<{ items: PortalHome[] }>('/api/portal/homes', signal),
    ...live,
  });
}

export function usePortalOverview(clientId: string) {
  return useQuery({
    queryKey: portalKeys.of(clientId, 'overview'),
    queryFn: ({ signal }) => api.get<PortalOverview>(`${base(clientId)}/overview`, signal),
    ...live,
  });
}

export function usePortalProjects(clientId: string) {
  return useQuery({
    queryKey: portalKeys.of(clientId, 'projects'),
    queryFn: ({ signal }) => api.get<{ items: PortalProject[] }>(`${base(clientId)}/projects`, signal),
    ...live,
  });
}

export function useReviewMilestone(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: MilestoneReviewInput }) =>
      api.post<Milestone>(`${base(clientId)}/milestones/${encodeURIComponent(id)}/review`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['portal', clientId] }),
  });
}

export function usePortalFiles(clientId: string, projectId: string) {
  return useQuery({
    queryKey: portalKeys.of(clientId, `files-${projectId}`),
    queryFn: ({ signal }) =>
      api.get<{ items: PortalFile[] }>(`${base(clientId)}/projects/${encodeURIComponent(projectId)}/files`, signal),
    ...live,
  });
}

export function useUploadPortalFiles(clientId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return api.upload<{ ok: true }>('POST', `${base(clientId)}/projects/${encodeURIComponent(projectId)}/files`, form);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: portalKeys.of(clientId, `files-${projectId}`) }),
  });
}

export function usePortalMessages(clientId: string, projectId: string) {
  return useQuery({
    queryKey: portalKeys.of(clientId, `messages-${projectId}`),
    queryFn: ({ signal }) =>
      api.get<ProjectMessagePage>(`${base(clientId)}/projects/${encodeURIComponent(projectId)}/messages`, signal),
    ...live,
  });
}

export function useSendPortalMessage(clientId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.post<ProjectMessage>(`${base(clientId)}/projects/${encodeURIComponent(projectId)}/messages`, { message }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: portalKeys.of(clientId, `messages-${projectId}`) }),
  });
}

export function usePortalProposals(clientId: string) {
  return useQuery({
    queryKey: portalKeys.of(clientId, 'proposals'),
    queryFn: ({ signal }) =>
      api.get<{
        items: { id: string; title: string; version: number; status: string; sentAt: string; url: string; current: boolean }[];
      }>(`${base(clientId)}/proposals`, signal),
    ...live,
  });
}

export function usePortalReports(clientId: string) {
  return useQuery({
    queryKey: portalKeys.of(clientId, 'reports'),
    queryFn: ({ signal }) => api.get<PortalReports>(`${base(clientId)}/reports`, signal),
    ...live,
  });
}

export function usePortalInvoices(clientId: string) {
  return useQuery({
    queryKey: portalKeys.of(clientId, 'invoices'),
    queryFn: ({ signal }) => api.get<{ items: PortalInvoice[] }>(`${base(clientId)}/invoices`, signal),
    ...live,
  });
}
