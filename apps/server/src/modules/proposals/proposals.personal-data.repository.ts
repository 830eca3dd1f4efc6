import type { Db } from '../../db/client';
import { proposals } from '../../db/schema/index';
import { type PersonalDataSet, rowsWhere } from '../../lib/personal-data.repository';

/** The proposals part of a data export. */
export function proposalsPersonalData(db: Db): PersonalDataSet[] {
  return [rowsWhere(db, 'proposals', proposals, [proposals.workspaceId])];
}
