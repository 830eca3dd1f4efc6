import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../lib/query-rows.repository';

// "The seller" of a workspace, for the modules that print its name or write to it. A personal workspace's id is its
// owner's account id (ADR 045), so their profile speaks for it; a workspace made from scratch has a random id and no
// profile behind it: it shows its own name and its owner receives its mail.

/** Who a workspace is to its customers and where its mail goes. */
export interface SellerContact {
  fullName: string | null;
  companyName: string | null;
  location: string | null;
  email: string;
}

export async function sellerContact(db: Db, workspaceId: string): Promise<SellerContact | null> {
  const [row] = await queryRows<SellerContact>(
    db,
    sql`select coalesce(pp.full_name, case when pp.id is null then w.name end) as "fullName",
          coalesce(pp.company_name, case when pp.id is null then w.name end) as "companyName",
          coalesce(pp.location, op.location) as location,
          coalesce(pu.email, ou.email) as email
        from workspaces w
        left join profiles pp on pp.id = w.id
        left join "user" pu on pu.id = w.id
        left join lateral (select m.user_id from workspace_members m where m.workspace_id = w.id and m.role = 'owner'
          order by m.joined_at limit 1) o on true
        left join "user" ou on ou.id = o.user_id
        left join profiles op on op.id = o.user_id
        where w.id = ${workspaceId}`,
  );
  return row?.email ? row : null;
}

/**
 * SQL for a display join: a team workspace's own name where no profile stands behind its id (`profileId` is the
 * joined profile's id column; while it is set, the subquery is a one-time filter and never reads `workspaces`).
 */
export function teamNameSql(profileId: SQLWrapper, workspaceId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select w.name from workspaces w where ${profileId} is null and w.id = ${workspaceId})`;
}

/** SQL for a display join: the email of the workspace's first owner (where mail to a team's seller goes). */
export function ownerEmailSql(workspaceId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select u.email from workspace_members m join "user" u on u.id = m.user_id
    where m.workspace_id = ${workspaceId} and m.role = 'owner' order by m.joined_at limit 1)`;
}
