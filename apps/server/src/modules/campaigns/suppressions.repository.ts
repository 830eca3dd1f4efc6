import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailSuppressions, profiles } from '../../db/schema/index';

/** A seller's suppression list (addresses that unsubscribed or bounced), for mails outside campaigns. */
export class SuppressionsRepository {
  constructor(private readonly db: Db) {}

  async isSuppressed(workspaceId: string, email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ email: emailSuppressions.email })
      .from(emailSuppressions)
      .where(and(eq(emailSuppressions.workspaceId, workspaceId), eq(emailSuppressions.email, email.toLowerCase())));
    return !!row;
  }

  async suppress(workspaceId: string, email: string): Promise<void> {
    await this.db
      .insert(emailSuppressions)
      .values({ workspaceId, email: email.toLowerCase(), reason: 'unsubscribed' })
      .onConflictDoNothing();
  }

  /** The name the unsubscribe page shows for the seller. */
  async sellerName(workspaceId: string): Promise<string> {
    const [row] = await this.db
      .select({ name: sql<string>`coalesce(nullif(${profiles.companyName}, ''), ${profiles.fullName}, 'this sender')` })
      .from(profiles)
      .where(eq(profiles.id, workspaceId));
    return row?.name ?? 'this sender';
  }
}
