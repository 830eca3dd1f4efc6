import type { Industry, RoiDefault } from '@proclub/contracts/analysis';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analysisKeys } from './analysis-keys';

type RoiDefaults = { items: RoiDefault[] };

/** GET /api/analysis/roi-defaults: every industry with the seller's values (or the built-in ones). */
export function useRoiDefaults(enabled = true) {
  return useQuery({
    queryKey: analysisKeys.roiDefaults,
    queryFn: ({ signal }) => api.get<RoiDefaults>('/api/analysis/roi-defaults', signal),
    enabled,
  });
}

/** PUT (save) or DELETE (back to the built-in values) one industry's defaults. */
export function useSaveRoiDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      industry,
      values,
    }: {
      industry: Industry;
      values: { averageSaleCents: number; closeRatePercent: number; marginPercent?: number } | null;
    }) =>
      values
        ? api.put<RoiDefaults>(`/api/analysis/roi-defaults/${industry}`, values)
        : api.delete<RoiDefaults>(`/api/analysis/roi-defaults/${industry}`),
    onSuccess: (data) => queryClient.setQueryData(analysisKeys.roiDefaults, data),
  });
}
