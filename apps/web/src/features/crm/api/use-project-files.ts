import type { PortalFile } from '@proclub/contracts/portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

export const projectFilesPath = (clientId: string, projectId: string) =>
  `/api/portal-access/clients/${encodeURIComponent(clientId)}/projects/${encodeURIComponent(projectId)}/files`;
export const projectFilesKey = (projectId: string) => ['crm', 'project-files', projectId] as const;

/** GET …/files: the files shared with the client on this project, both ways, newest first. */
export function useProjectFiles(clientId: string, projectId: string) {
  return useQuery({
    queryKey: projectFilesKey(projectId),
    queryFn: ({ signal }) => api.get<{ items: PortalFile[] }>(projectFilesPath(clientId, projectId), signal),
  });
}

/** POST …/files: shares files with the client (checked by their bytes on the server). */
export function useShareProjectFiles(clientId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return api.upload<{ ok: true }>('POST', projectFilesPath(clientId, projectId), form);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectFilesKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: crmKeys.clientFiles(clientId) });
    },
  });
}
