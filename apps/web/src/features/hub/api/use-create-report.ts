import type { CreateReportData, Report } from '@proclub/contracts/hub';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hubKeys } from './hub-keys';

/** POST /api/hub/reports. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReportData) => api.post<Report>('/api/hub/reports', input),
    onSuccess: (report) => {
      queryClient.setQueryData(hubKeys.report(report.id), report);
      return queryClient.invalidateQueries({ queryKey: hubKeys.reportList });
    },
  });
}
