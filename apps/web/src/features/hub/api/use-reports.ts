import type { ReportSummary } from '@proclub/contracts/hub';
import { useHubList } from '../hooks/use-hub-list';
import { hubKeys } from './hub-keys';

/** GET /api/hub/reports: the seller's proof reports, newest first. */
export const useReports = () => useHubList<ReportSummary>(hubKeys.reportList, '/api/hub/reports', 'reports');
