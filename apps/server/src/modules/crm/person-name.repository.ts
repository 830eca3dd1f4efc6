import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A person's display name by their account id (the profile's, else the account's, else the address); null for none. */
export const personNameOf = (userId: PgColumn | SQL): SQL<string | null> =>
  sql<string | null>`(select coalesce(nullif(pp.full_name, ''), nullif(uu.name, ''), uu.email)
    from "user" uu left join profiles pp on pp.id = uu.id where uu.id = ${userId})`;
