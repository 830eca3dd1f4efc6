import type { ClientReportSchedule } from '@proclub/contracts/hub';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hubKeys } from './hub-keys';
import { jobSchedulesKey } from './use-job-schedules';

type ClientReportScheduleChange = Partial<
  Pick<ClientReportSchedule, 'auditIntervalDays' | 'auditsEnabled' | 'monthlyReport' | 'reportAutoSend'>
>;
const path = (id: string, action = '') => `/api/hub/schedules/${encodeURIComponent(id)}${action}`;

/** GET /api/hub/schedules: each active client's re-audit cadence and monthly report settings. */
export const useClientReportSchedules = () =>
  useQuery({ queryKey: hubKeys.clientReportSchedules, queryFn: () => api.get<ClientReportSchedule[]>('/api/hub/schedules') });

/** PATCH /api/hub/schedules/:id: cadence (days), audits on/off, monthly report on/off, send it automatically. */
export function useUpdateClientReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ClientReportScheduleChange }) =>
      api.patch<ClientReportSchedule>(path(id), change),
    onSuccess: (updated) =>
      queryClient.setQueryData<ClientReportSchedule[]>(hubKeys.clientReportSchedules, (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobSchedulesKey }),
  });
}

/** POST /api/hub/schedules/:id/run: queues the client's re-audit now (the cadence is unchanged). */
export function useRunClientAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ jobId: string }>(path(id, '/run')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobSchedulesKey }),
  });
}

/** POST /api/hub/schedules/:id/draft-report: drafts this month's proof report from its activity so far. */
export function useDraftClientReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ reportId: string }>(path(id, '/draft-report')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hubKeys.reports }),
  });
}
