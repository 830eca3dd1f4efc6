import type { JobSchedulesOverview, ScheduledJob } from '@proclub/contracts/job-schedules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The job engine's jobs and recurring job schedules (not a client's report schedule: use-client-report-schedules). */
export const jobSchedulesKey = ['schedules'] as const;
const key = jobSchedulesKey;

/** GET /api/schedules: the seller's upcoming and recent jobs and recurring schedules; refreshed every 5 s. */
export const useJobSchedules = () =>
  useQuery({ queryKey: key, queryFn: () => api.get<JobSchedulesOverview>('/api/schedules'), refetchInterval: 5000 });

/** POST /api/schedules/jobs/:id/retry: queues a failed job again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ScheduledJob>(`/api/schedules/jobs/${encodeURIComponent(id)}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
