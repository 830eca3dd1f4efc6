import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session, user } from '../../db/schema/index';

/** Which networks an account is signed in from: a live session from an IP makes that IP a known device. */
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
}
