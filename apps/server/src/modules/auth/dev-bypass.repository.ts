import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings, user } from '../../db/schema/index';

/** The development sign-in's reads: its generated password, whether its account exists; and marking it verified. */
export class DevBypassRepository {
  constructor(private readonly db: Db) {}

  /** One random password per database, generated on first use, so the dev account's password is never known. */
  async password(): Promise<string> {
    await this.db
      .insert(appSettings)
      .values({ key: 'dev_bypass_password', value: crypto.randomBytes(24).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(appSettings).where(eq(appSettings.key, 'dev_bypass_password'));
    return row.value;
  }

  /** The dev account stands for the developer at this machine: its address counts as confirmed. */
  async markVerified(email: string): Promise<void> {
    await this.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  }

  async userExists(email: string): Promise<boolean> {
    const [existing] = await this.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    return existing !== undefined;
  }
}
