import type { ScheduledJob, SchedulesOverview } from '@proclub/contracts/schedules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const key = ['schedules'] as const;

/** GET /api/schedules: the seller's upcoming and recent jobs and recurring schedules; refreshed every 5 s. */
export const useSchedules = () =>
  useQuery({ queryKey: key, queryFn: () => api.get<SchedulesOverview>('/api/schedules'), refetchInterval: 5000 });

/** POST /api/schedules/jobs/:id/retry: queues a failed job again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ScheduledJob>(`/api/schedules/jobs/${encodeURIComponent(id)}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
