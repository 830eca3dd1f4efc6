import type { InvitableRole, Invitation, InvitationPreview, Workspace, WorkspaceMember } from '@proclub/contracts/workspaces';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const workspaceKeys = {
  all: ['workspaces'] as const,
  list: ['workspaces', 'list'] as const,
  members: (id: string) => ['workspaces', id, 'members'] as const,
  invitations: (id: string) => ['workspaces', id, 'invitations'] as const,
  invitation: (token: string) => ['invitation', token] as const,
};

const path = (id: string) => `/api/workspaces/${encodeURIComponent(id)}`;

/** GET /api/workspaces: the workspaces the signed-in person belongs to, with their role in each. */
export function useWorkspaces(enabled = true) {
  return useQuery({
    queryKey: workspaceKeys.list,
    queryFn: async ({ signal }) => (await api.get<{ items: Workspace[] }>('/api/workspaces', signal)).items,
    enabled,
    staleTime: 60_000,
  });
}

/** GET /api/workspaces/:id/members */
export function useMembers(workspaceId: string) {
  return useQuery({
    queryKey: workspaceKeys.members(workspaceId),
    queryFn: async ({ signal }) => (await api.get<{ items: WorkspaceMember[] }>(`${path(workspaceId)}/members`, signal)).items,
  });
}

/** GET /api/workspaces/:id/invitations: the pending ones (owners and admins only). */
export function useInvitations(workspaceId: string, enabled: boolean) {
  return useQuery({
    queryKey: workspaceKeys.invitations(workspaceId),
    queryFn: async ({ signal }) => (await api.get<{ items: Invitation[] }>(`${path(workspaceId)}/invitations`, signal)).items,
    enabled,
  });
}

/** The team's mutations; each refreshes what it changed. */
export function useTeamActions(workspaceId: string) {
  const queryClient = useQueryClient();
  const refreshMembers = (items: WorkspaceMember[]) => {
    queryClient.setQueryData(workspaceKeys.members(workspaceId), items);
    return queryClient.invalidateQueries({ queryKey: workspaceKeys.list });
  };
  const refreshInvitations = () => queryClient.invalidateQueries({ queryKey: workspaceKeys.invitations(workspaceId) });
  return {
    invite: useMutation({
      mutationFn: (input: { email: string; role: InvitableRole }) =>
        api.post<Invitation>(`${path(workspaceId)}/invitations`, input),
      onSuccess: refreshInvitations,
    }),
    resend: useMutation({
      mutationFn: (id: string) => api.post<Invitation>(`${path(workspaceId)}/invitations/${encodeURIComponent(id)}/resend`),
      onSuccess: refreshInvitations,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => api.delete<void>(`${path(workspaceId)}/invitations/${encodeURIComponent(id)}`),
      onSuccess: refreshInvitations,
    }),
    changeRole: useMutation({
      mutationFn: async (input: { userId: string; role: InvitableRole }) =>
        (
          await api.patch<{ items: WorkspaceMember[] }>(`${path(workspaceId)}/members/${encodeURIComponent(input.userId)}`, {
            role: input.role,
          })
        ).items,
      onSuccess: refreshMembers,
    }),
    remove: useMutation({
      mutationFn: (userId: string) => api.delete<void>(`${path(workspaceId)}/members/${encodeURIComponent(userId)}`),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
    }),
    transfer: useMutation({
      mutationFn: async (userId: string) =>
        (await api.post<{ items: WorkspaceMember[] }>(`${path(workspaceId)}/transfer`, { userId })).items,
      onSuccess: refreshMembers,
    }),
    rename: useMutation({
      mutationFn: (name: string) => api.patch<Workspace>(path(workspaceId), { name }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
    }),
  };
}

/** POST /api/workspaces: a new workspace the person owns (a side business). */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<Workspace>('/api/workspaces', { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
  });
}

/** GET /api/invitations/:token: what the invitation link shows before accepting (no session needed). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: workspaceKeys.invitation(token),
    queryFn: ({ signal }) => api.get<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`, signal),
    retry: false,
  });
}

/** POST /api/invitations/:token/accept */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<{ workspace: Workspace }>(`/api/invitations/${encodeURIComponent(token)}/accept`)).workspace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
  });
}
