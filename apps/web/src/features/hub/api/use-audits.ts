import type { AuditSummary } from '@proclub/contracts/hub';
import { usePagedList } from '@/lib/use-paged-list';
import { hubKeys } from './hub-keys';

/** GET /api/hub/audits: the seller's client audits, newest first. */
export const useAudits = () => usePagedList<AuditSummary>(hubKeys.auditList, '/api/hub/audits', 'audits');
