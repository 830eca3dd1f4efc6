import type { SendReportRequest } from '@proclub/contracts/analysis';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/analysis/:id/email: the server renders and sends the saved report. */
export function useSendReport() {
  return useMutation({
    mutationFn: ({ analysisId, to }: SendReportRequest & { analysisId: string }) =>
      api.post<{ to: string; subject: string }>(`/api/analysis/${analysisId}/email`, { to }),
  });
}
