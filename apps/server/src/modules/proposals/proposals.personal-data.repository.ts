import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { proposals } from '../../db/schema/index';
import { type PersonalDataSet, rowsFromSql, rowsWhere } from '../../lib/personal-data.repository';

/** The proposals part of a data export: the workspace's proposals, and the proposals the person signed. */
export function proposalsPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsWhere(db, 'proposals', proposals, [proposals.workspaceId]),
    rowsFromSql(
      db,
      'proposals you signed',
      ['proposal_signatures'],
      (userId) =>
        sql`select p.title, s.full_name, s.signed_at, s.ip, s.user_agent, s.document_hash
            from proposal_signatures s join proposals p on p.id = s.proposal_id
            where s.signer_user_id = ${userId} order by s.signed_at`,
    ),
  ];
}
