import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/index';

/**
 * An account made from an invitation link (the client portal, issue 33): the link reached the address, so the
 * address is verified. Only ever called right after the invited person set their password through the link.
 */
export async function markInvitedEmailVerified(db: Db, userId: string): Promise<void> {
  await db.update(user).set({ emailVerified: true, updatedAt: sql`now()` }).where(eq(user.id, userId));
}

/** Whether an account uses this address (any case). */
export async function accountExistsFor(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = lower(${email})`).limit(1);
  return row !== undefined;
}
