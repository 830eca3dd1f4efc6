import type { ImportReport } from '@proclub/contracts/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** POST /api/crm/clients/import: dryRun previews the file (nothing saved); otherwise imports its good rows. */
export function useImportClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<ImportReport>('POST', `/api/crm/clients/import?dryRun=${dryRun}`, form);
    },
    onSuccess: (report) => {
      if (!report.dryRun) queryClient.invalidateQueries({ queryKey: crmKeys.clientsAll });
    },
  });
}
