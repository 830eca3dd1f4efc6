import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services } from '../../db/schema/index';
import { type PersonalDataSet, rowsFromSql, rowsWhere } from '../../lib/personal-data.repository';

const nameOf = (column: string) =>
  sql.raw(`coalesce((select coalesce(p.full_name, p.email) from profiles p where p.id = ${column}), 'Deleted user')`);

/** The services part of a data export: the person's listings, the reviews they wrote and the reviews they received. */
export function servicesPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsWhere(db, 'services', services, [services.workspaceId]),
    rowsFromSql(
      db,
      'reviews',
      ['reviews'],
      (userId) => sql`
        select case when r.reviewer_id = ${userId} then 'written' else 'received' end as "kind",
               coalesce(s.title, '(deleted service)') as "service", ${nameOf('r.reviewer_id')} as "reviewer",
               ${nameOf('r.seller_id')} as "seller", r.rating, r.comment, r.created_at as "createdAt"
        from reviews r left join services s on s.id = r.service_id
        where r.reviewer_id = ${userId} or r.seller_id = ${userId} order by r.created_at`,
    ),
  ];
}
