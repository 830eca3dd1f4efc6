import type { AuditSummary } from '@proclub/contracts/hub';
import { useHubList } from '../hooks/use-hub-list';
import { hubKeys } from './hub-keys';

/** GET /api/hub/audits: the seller's client audits, newest first. */
export const useAudits = () => useHubList<AuditSummary>(hubKeys.auditList, '/api/hub/audits', 'audits');
