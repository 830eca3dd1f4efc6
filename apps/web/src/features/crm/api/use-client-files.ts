import type { ClientFilePage } from '@proclub/contracts/portal';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { crmKeys } from './crm-keys';
import { projectFilesKey, projectFilesPath } from './use-project-files';

/** GET /api/portal-access/clients/:id/files: the client's files on all its projects, newest first, a page at a time. */
export function useClientFiles(clientId: string) {
  return useInfiniteQuery({
    queryKey: crmKeys.clientFiles(clientId),
    queryFn: ({ pageParam, signal }) =>
      api.get<ClientFilePage>(
        withQuery(`/api/portal-access/clients/${encodeURIComponent(clientId)}/files`, { cursor: pageParam }),
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/**
 * Shares files on one of the client's projects through the project's own upload route (POST …/projects/:projectId/files,
 * checked by their bytes on the server); the Files section and that project's list both show them.
 */
export function useUploadClientFiles(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, files }: { projectId: string; files: File[] }) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return api.upload<{ ok: true }>('POST', projectFilesPath(clientId, projectId), form);
    },
    onSuccess: (_result, { projectId }) => {
      void queryClient.invalidateQueries({ queryKey: crmKeys.clientFiles(clientId) });
      void queryClient.invalidateQueries({ queryKey: projectFilesKey(projectId) });
    },
  });
}
