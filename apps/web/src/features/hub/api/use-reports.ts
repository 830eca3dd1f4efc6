import type { ReportSummary } from '@proclub/contracts/hub';
import { usePagedList } from '@/lib/use-paged-list';
import { hubKeys } from './hub-keys';

/** GET /api/hub/reports: the seller's proof reports, newest first. */
export const useReports = () => usePagedList<ReportSummary>(hubKeys.reportList, '/api/hub/reports', 'reports');
