import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/index';
import { type PersonalDataSet, rowsWhere } from '../../lib/personal-data.repository';

/** The profile part of a data export. */
export function profilesPersonalData(db: Db): PersonalDataSet[] {
  return [rowsWhere(db, 'profile', profiles, [profiles.id])];
}
