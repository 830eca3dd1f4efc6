import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/index';

/** Whether an account uses this address (any case). */
export async function accountExistsFor(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = lower(${email})`).limit(1);
  return row !== undefined;
}
