import type { RankCheck, RankCheckInput, RankImportReport, RankKeyword, RankKeywordInput } from '@proclub/contracts/products';
import { api } from '@/lib/api-client';
import { productKeys } from './product-keys';
import { saveTo, useProductMutation } from './use-product-mutation';

/** A rank-tracker change refreshes every rank list (keywords, recent checks, history). */
const useRankMutation = <TInput, TResult>(run: (input: TInput) => Promise<TResult>) => useProductMutation(productKeys.rank, run);

/** POST /api/products/rank-tracker/keywords, or PUT …/keywords/:id (the keyword keeps its checks). */
export const useSaveKeyword = () => useRankMutation(saveTo<RankKeywordInput, RankKeyword>('/api/products/rank-tracker/keywords'));

/** DELETE /api/products/rank-tracker/keywords/:id (its checks go with it). */
export const useDeleteKeyword = () =>
  useRankMutation((id: string) => api.delete<void>(`/api/products/rank-tracker/keywords/${id}`));

/** POST /api/products/rank-tracker/checks: a position recorded by hand. */
export const useRecordCheck = () =>
  useRankMutation((input: RankCheckInput) => api.post<RankCheck>('/api/products/rank-tracker/checks', input));

/** POST /api/products/rank-tracker/keywords/:id/check-now: asks the configured provider. */
export const useCheckNow = () =>
  useRankMutation((id: string) => api.post<RankCheck>(`/api/products/rank-tracker/keywords/${id}/check-now`));

/** POST /api/products/rank-tracker/checks/import?dryRun=…: CSV preview or import. */
export const useImportChecks = () =>
  useRankMutation(({ file, dryRun }: { file: File; dryRun: boolean }) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload<RankImportReport>('POST', `/api/products/rank-tracker/checks/import?dryRun=${dryRun}`, form);
  });
