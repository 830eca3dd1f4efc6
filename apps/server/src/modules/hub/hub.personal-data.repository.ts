import type { Db } from '../../db/client';
import { clientAudits, clientReportSchedules, onboardingWorkflows, proofReports } from '../../db/schema/index';
import { type PersonalDataSet, rowsWhere } from '../../lib/personal-data.repository';

/** The hub part of a data export: proof reports, audits, onboarding workflows and client report schedules. */
export function hubPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsWhere(db, 'reports', proofReports, [proofReports.workspaceId]),
    rowsWhere(db, 'audits', clientAudits, [clientAudits.workspaceId]),
    rowsWhere(db, 'onboarding-workflows', onboardingWorkflows, [onboardingWorkflows.workspaceId]),
    rowsWhere(db, 'client-report-schedules', clientReportSchedules, [clientReportSchedules.workspaceId]),
  ];
}
