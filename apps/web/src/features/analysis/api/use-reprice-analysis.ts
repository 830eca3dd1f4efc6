import type { AnalysisResult, RoiInputs } from '@proclub/contracts/analysis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analysisKeys } from './analysis-keys';

/** PUT /api/analysis/:id/pricing: the same findings priced with this prospect's sale value and close rate. */
export function useRepriceAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ analysisId, inputs }: { analysisId: string; inputs: RoiInputs }) =>
      api.put<AnalysisResult>(`/api/analysis/${analysisId}/pricing`, inputs),
    onSuccess: (result) => {
      if (result.id) queryClient.setQueryData(analysisKeys.detail(result.id), result);
      void queryClient.invalidateQueries({ queryKey: analysisKeys.history });
    },
  });
}
