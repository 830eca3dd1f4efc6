import type { AnalysisResult } from '@proclub/contracts/analysis';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analysisKeys } from './analysis-keys';

/** GET /api/analysis/:id: a saved analysis reopened from the history. */
export function useAnalysis(id: string | null) {
  return useQuery({
    queryKey: analysisKeys.detail(id ?? 'none'),
    queryFn: ({ signal }) => api.get<AnalysisResult>(`/api/analysis/${id}`, signal),
    enabled: !!id,
  });
}
