import type { Db } from '../../db/client';
import { analysisRoiDefaults, clientAnalyses } from '../../db/schema/index';
import { type PersonalDataSet, rowsWhere } from '../../lib/personal-data.repository';

/** The analysis part of a data export. */
export function analysisPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsWhere(db, 'analyses', clientAnalyses, [clientAnalyses.workspaceId]),
    rowsWhere(db, 'roi-defaults', analysisRoiDefaults, [analysisRoiDefaults.workspaceId]),
  ];
}
