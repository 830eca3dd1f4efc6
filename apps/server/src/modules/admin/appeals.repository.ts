import type { AdminAppeal, AppealStatus } from '@proclub/contracts/admin';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banAppeals } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import { queryRows } from '../../lib/query-rows.repository';

/** The appeals queue (issue #37): one open appeal per suspended person, decided by an admin. */
export class AppealsRepository {
  constructor(private readonly db: Db) {}

  /** The suspended account with this email (its id and ban reason), or null for an unknown or active one. */
  async suspendedByEmail(email: string): Promise<{ id: string; banReason: string | null } | null> {
    const [row] = await queryRows<{ id: string; banReason: string | null }>(
      this.db,
      sql`select id, ban_reason as "banReason" from "user" where lower(email) = lower(${email}) and banned is true`,
    );
    return row ?? null;
  }

  /** Files an appeal; false when the person already has one open (the unique index keeps it to one). */
  async open(userId: string, message: string, banReason: string | null): Promise<boolean> {
    const rows = await this.db
      .insert(banAppeals)
      .values({ userId, message, banReason })
      .onConflictDoNothing()
      .returning({ id: banAppeals.id });
    return rows.length > 0;
  }

  async list(status: AppealStatus, limit = 100): Promise<AdminAppeal[]> {
    const rows = await queryRows<{
      id: string;
      userId: string | null;
      name: string | null;
      email: string | null;
      message: string;
      banReason: string | null;
      status: AppealStatus;
      decisionReason: string | null;
      createdAt: Date | string;
      decidedAt: Date | string | null;
    }>(
      this.db,
      sql`select a.id, u.id as "userId", coalesce(p.full_name, u.name) as name, u.email, a.message,
                 a.ban_reason as "banReason", a.status, a.decision_reason as "decisionReason",
                 a.created_at as "createdAt", a.decided_at as "decidedAt"
          from ban_appeals a left join "user" u on u.id = a.user_id left join profiles p on p.id = a.user_id
          where a.status = ${status} order by a.created_at desc, a.id desc limit ${limit}`,
    );
    return rows.map((row) => ({
      id: row.id,
      user: row.userId && row.email ? { id: row.userId, name: row.name, email: row.email } : null,
      message: row.message,
      banReason: row.banReason,
      status: row.status,
      decisionReason: row.decisionReason,
      createdAt: new Date(row.createdAt).toISOString(),
      decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    }));
  }

  async find(id: string): Promise<{ id: string; userId: string; status: AppealStatus } | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .select({ id: banAppeals.id, userId: banAppeals.userId, status: banAppeals.status })
      .from(banAppeals)
      .where(eq(banAppeals.id, id));
    return row ?? null;
  }

  /** Decides an open appeal; false when it was decided meanwhile (two admins at once: one wins). */
  async decide(id: string, status: Exclude<AppealStatus, 'open'>, reason: string, adminId: string): Promise<boolean> {
    const rows = await this.db
      .update(banAppeals)
      .set({ status, decisionReason: reason, decidedBy: adminId, decidedAt: new Date() })
      .where(and(eq(banAppeals.id, id), eq(banAppeals.status, 'open')))
      .returning({ id: banAppeals.id });
    return rows.length > 0;
  }
}
