import type { AdminUserDetail, AdminUserRow, UsersQuery } from '@proclub/contracts/admin';
import type { Role } from '@proclub/contracts/profiles';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../lib/query-rows.repository';
import { setProfileRole } from '../profiles/profiles.public';

/** A subscription that makes its user a member now (the same live states as membership's access checks). */
const LIVE = sql`s.status in ('active', 'trialing', 'past_due') and (s.current_period_end is null or s.current_period_end > now())`;

interface UserRowRaw {
  id: string;
  name: string;
  email: string;
  role: Role | null;
  created_at: Date | string;
  created_key: string;
  last_seen_at: Date | string | null;
  add_ons: string[] | null;
  member: boolean;
  banned: boolean | null;
  service_count: number;
  order_count: number;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toRow(raw: UserRowRaw): AdminUserRow {
  return {
    id: raw.id,
    name: raw.name,
    email: raw.email,
    role: raw.role,
    createdAt: iso(raw.created_at) as string,
    lastSeenAt: iso(raw.last_seen_at),
    member: raw.member,
    addOns: raw.add_ons ?? [],
    banned: raw.banned === true,
    serviceCount: Number(raw.service_count),
    orderCount: Number(raw.order_count),
  };
}

/**
 * The users table. Each page walks user_created_idx backwards (newest first) and computes the per-row figures for
 * that page only, each with an index lookup (session_user_id_idx, services_workspace_created_idx, the orders indexes).
 */
const rowSelect = sql`
  select u.id, u.name, u.email, p.role, u.created_at, coalesce(u.banned, false) as banned,
    to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key,
    (select max(x.updated_at) from session x where x.user_id = u.id) as last_seen_at,
    m.add_ons, (m.add_ons is not null) as member,
    (select count(*)::int from services v where v.workspace_id = u.id) as service_count,
    ((select count(*)::int from orders o where o.buyer_id = u.id) + (select count(*)::int from orders o where o.seller_id = u.id)) as order_count
  from "user" u
  left join profiles p on p.id = u.id
  left join lateral (select s.add_ons from subscriptions s where s.user_id = u.id and ${LIVE} order by s.current_period_end desc nulls last limit 1) m on true`;

export class AdminUsersRepository {
  constructor(private readonly db: Db) {}

  async page(
    query: UsersQuery,
    after: { key: string; id: string } | null,
  ): Promise<{ rows: AdminUserRow[]; lastKey: string | null }> {
    const conditions: SQL[] = [sql`true`];
    let prefix = sql``;
    if (query.q) {
      const words = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // Matches first, on the trigram index (user_search_trgm_idx), then the page: left to itself the planner walks
      // the newest-first index and filters, which reads most of the table when few rows match.
      prefix = sql`with hits as materialized (select id from "user" where lower(name || ' ' || email) like ${words}) `;
      conditions.push(sql`u.id in (select id from hits)`);
    }
    if (query.role === 'none') conditions.push(sql`p.role is null`);
    else if (query.role) conditions.push(sql`p.role = ${query.role}`);
    if (query.banned === 'banned') conditions.push(sql`u.banned`);
    if (query.banned === 'not_banned') conditions.push(sql`not coalesce(u.banned, false)`);
    if (query.member === 'member')
      conditions.push(sql`exists (select 1 from subscriptions s where s.user_id = u.id and ${LIVE})`);
    if (query.member === 'not_member') conditions.push(sql`m.add_ons is null`);
    if (after) conditions.push(sql`(u.created_at, u.id) < (${after.key}::timestamptz, ${after.id})`);
    const rows = await queryRows<UserRowRaw>(
      this.db,
      sql`${prefix}${rowSelect} where ${sql.join(conditions, sql` and `)} order by u.created_at desc, u.id desc limit ${query.limit + 1}`,
    );
    const page = rows.slice(0, query.limit);
    const more = rows.length > query.limit;
    return { rows: page.map(toRow), lastKey: more ? (page.at(-1)?.created_key ?? null) : null };
  }

  async detail(id: string): Promise<Omit<AdminUserDetail, 'history'> | null> {
    const [raw] = await queryRows<
      UserRowRaw & {
        email_verified: boolean;
        ban_reason: string | null;
        ban_expires: Date | string | null;
        company_name: string | null;
        location: string | null;
        website: string | null;
        bio: string | null;
      }
    >(
      this.db,
      sql`select q.*, u2.email_verified, u2.ban_reason, u2.ban_expires, p2.company_name, p2.location, p2.website, p2.bio
        from (${rowSelect} where u.id = ${id}) q
        join "user" u2 on u2.id = q.id left join profiles p2 on p2.id = q.id`,
    );
    if (!raw) return null;
    const sessions = await queryRows<{
      id: string;
      created_at: Date | string;
      updated_at: Date | string;
      ip_address: string | null;
      user_agent: string | null;
    }>(
      this.db,
      sql`select id, created_at, updated_at, ip_address, user_agent from session where user_id = ${id} and expires_at > now() order by updated_at desc limit 50`,
    );
    const orders = await queryRows<{
      id: string;
      service_title: string;
      status: string;
      price: string;
      side: 'buyer' | 'seller';
      created_at: Date | string;
    }>(
      this.db,
      sql`(select id, service_title, status::text, price, 'buyer' as side, created_at from orders where buyer_id = ${id} order by created_at desc, id desc limit 25)
        union all
        (select id, service_title, status::text, price, 'seller' as side, created_at from orders where seller_id = ${id} order by created_at desc, id desc limit 25)
        order by created_at desc limit 25`,
    );
    return {
      user: {
        ...toRow(raw),
        emailVerified: raw.email_verified,
        banReason: raw.ban_reason,
        banExpires: iso(raw.ban_expires),
        companyName: raw.company_name,
        location: raw.location,
        website: raw.website,
        bio: raw.bio,
      },
      sessions: sessions.map((s) => ({
        id: s.id,
        createdAt: iso(s.created_at) as string,
        updatedAt: iso(s.updated_at) as string,
        ipAddress: s.ip_address,
        userAgent: s.user_agent,
      })),
      orders: orders.map((o) => ({
        id: o.id,
        serviceTitle: o.service_title,
        status: o.status,
        price: Number(o.price),
        side: o.side,
        createdAt: iso(o.created_at) as string,
      })),
    };
  }

  /** Role and name of an account (the guard against acting on admins), or null. */
  async brief(id: string): Promise<{ id: string; name: string; email: string; role: Role | null } | null> {
    const [row] = await queryRows<{ id: string; name: string; email: string; role: Role | null }>(
      this.db,
      sql`select u.id, u.name, u.email, p.role from "user" u left join profiles p on p.id = u.id where u.id = ${id}`,
    );
    return row ?? null;
  }

  /** Changes the app role (profiles owns it; the trigger copies it to the admin plugin's user.role). */
  async setRole(id: string, role: Role): Promise<void> {
    await setProfileRole(this.db, id, role);
  }
}
