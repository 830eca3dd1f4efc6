import type { AnalysisResult, RepriceRequest } from '@proclub/contracts/analysis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analysisKeys } from './analysis-keys';

/**
 * PUT /api/analysis/:id/pricing: the same findings priced with this prospect's sale value and close rate (and the
 * products included by hand beyond the budget cap).
 */
export function useRepriceAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ analysisId, inputs }: { analysisId: string; inputs: RepriceRequest }) =>
      api.put<AnalysisResult>(`/api/analysis/${analysisId}/pricing`, inputs),
    onSuccess: (result) => {
      if (result.id) queryClient.setQueryData(analysisKeys.detail(result.id), result);
      void queryClient.invalidateQueries({ queryKey: analysisKeys.history });
    },
  });
}
