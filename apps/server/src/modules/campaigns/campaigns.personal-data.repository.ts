import type { Db } from '../../db/client';
import { emailCampaigns, emailSuppressions } from '../../db/schema/index';
import { type PersonalDataSet, rowsWhere } from '../../lib/personal-data.repository';

/** The campaigns part of a data export: campaigns and the addresses that asked not to be mailed. */
export function campaignsPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsWhere(db, 'email-campaigns', emailCampaigns, [emailCampaigns.workspaceId]),
    rowsWhere(db, 'email-suppressions', emailSuppressions, [emailSuppressions.workspaceId]),
  ];
}
