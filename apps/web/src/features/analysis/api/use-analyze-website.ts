import {
  ANALYSIS_FAILED,
  type AnalysisResult,
  type AnalysisStep,
  type AnalysisStreamEvent,
  type AnalyzeRequest,
  normalizeWebsiteUrl,
} from '@proclub/contracts/analysis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiClientError, apiStream } from '@/lib/api-client';
import { analysisKeys } from './analysis-keys';

export type StepState = 'pending' | 'running' | 'done' | 'skipped';
export type Progress = Record<AnalysisStep, { state: StepState; detail?: string }>;

const initialProgress = (): Progress => ({
  fetching: { state: 'pending' },
  robots: { state: 'pending' },
  sitemap: { state: 'pending' },
  rendering: { state: 'pending' },
  crawl: { state: 'pending' },
  checks: { state: 'pending' },
  competitors: { state: 'pending' },
});

/**
 * POST /api/analysis as a stream: live step progress, then the result. https:// is prepended before the
 * call when the input has no scheme (spec §5). A refusal or failure rejects with the server's reason.
 */
export function useAnalyzeWebsite() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress>(initialProgress);
  const mutation = useMutation({
    mutationFn: async (input: AnalyzeRequest): Promise<AnalysisResult> => {
      setProgress(initialProgress());
      let result: AnalysisResult | null = null;
      let failure: { code: string; message: string } | null = null;
      await apiStream<AnalysisStreamEvent>(
        '/api/analysis',
        {
          website: normalizeWebsiteUrl(input.website),
          googleBusinessProfile: input.googleBusinessProfile ?? '',
          ...(input.pricing ? { pricing: input.pricing } : {}),
          ...(input.render ? { render: true } : {}),
          ...(input.competitors?.length ? { competitors: input.competitors.map((url) => normalizeWebsiteUrl(url)) } : {}),
        },
        (event) => {
          if (event.type === 'progress') {
            setProgress((current) => ({ ...current, [event.step]: { state: event.state, detail: event.detail } }));
          } else if (event.type === 'result') result = event.result;
          else failure = event.error;
        },
      );
      if (failure) {
        const { code, message } = failure as { code: string; message: string };
        throw new ApiClientError(422, code, message);
      }
      if (!result) throw new ApiClientError(0, 'stream_ended', ANALYSIS_FAILED);
      return result;
    },
    onSuccess: (result) => {
      if (result.id) {
        queryClient.setQueryData(analysisKeys.detail(result.id), result);
        void queryClient.invalidateQueries({ queryKey: analysisKeys.history });
      }
    },
  });
  return { ...mutation, progress };
}
