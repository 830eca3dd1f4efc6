import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session, user } from '../../db/schema/index';

/**
 * Which networks an account is signed in from (a live session from an IP makes that IP a known device); and ending
 * an account's other sessions when its email changes.
 */
export class KnownSessionsRepository {
  constructor(private readonly db: Db) {}

  async hasLiveSessionFrom(email: string, ip: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql<number>`1` })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(and(eq(user.email, email), eq(session.ipAddress, ip), sql`${session.expiresAt} > now()`))
      .limit(1);
    return !!row;
  }

  /** Ends every session of the account with this email except the one with `keepToken` (null: ends them all). */
  async revokeOthers(email: string, keepToken: string | null): Promise<void> {
    const [owner] = await this.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!owner) return;
    await this.db
      .delete(session)
      .where(keepToken ? and(eq(session.userId, owner.id), ne(session.token, keepToken)) : eq(session.userId, owner.id));
  }
}
