import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PersonalDataSet, rowsFromSql } from '../../lib/personal-data.repository';

/**
 * The account part of a data export. Sessions, credentials (password hashes) and two-factor secrets are left out on
 * purpose: they are secrets, not data about the person (the export test lists them as exclusions).
 */
export function authPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsFromSql(
      db,
      'account',
      ['user'],
      (userId) => sql`
        select id, name, email, email_verified as "emailVerified", two_factor_enabled as "twoFactorEnabled",
               banned, ban_reason as "banReason", created_at as "createdAt"
        from "user" where id = ${userId}`,
    ),
  ];
}
