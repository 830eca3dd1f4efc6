import type { AuditDetail, CreateAuditData, CreateReportData, Report } from '@proclub/contracts/hub';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hubKeys } from './hub-keys';

/** A hub record with its own page: where the API keeps it, and its cache keys. */
interface RecordKind {
  path: string;
  detail: (id: string) => readonly unknown[];
  list: readonly unknown[];
}

const audits: RecordKind = { path: '/api/hub/audits', detail: hubKeys.audit, list: hubKeys.auditList };
const reports: RecordKind = { path: '/api/hub/reports', detail: hubKeys.report, list: hubKeys.reportList };

/** POST the record: its page opens from the answer without a refetch, and the list reloads. */
function useCreateRecord<I, R extends { id: string }>(kind: RecordKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => api.post<R>(kind.path, input),
    onSuccess: (record) => {
      queryClient.setQueryData(kind.detail(record.id), record);
      return queryClient.invalidateQueries({ queryKey: kind.list });
    },
  });
}

/** DELETE the record: its cached page is dropped and the list reloads. */
function useDeleteRecord(kind: RecordKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${kind.path}/${encodeURIComponent(id)}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: kind.detail(id) });
      return queryClient.invalidateQueries({ queryKey: kind.list });
    },
  });
}

/** POST /api/hub/audits (a score may be recorded by hand; otherwise run it next). */
export const useCreateAudit = () => useCreateRecord<CreateAuditData, AuditDetail>(audits);
/** DELETE /api/hub/audits/:id with its runs. */
export const useDeleteAudit = () => useDeleteRecord(audits);
/** POST /api/hub/reports. */
export const useCreateReport = () => useCreateRecord<CreateReportData, Report>(reports);
/** DELETE /api/hub/reports/:id (its link stops working). */
export const useDeleteReport = () => useDeleteRecord(reports);
