import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailSuppressions } from '../../db/schema/index';
import { sellerContact } from '../workspaces/workspaces.public';

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
    const contact = await sellerContact(this.db, workspaceId);
    return contact?.companyName || contact?.fullName || 'this sender';
  }
}
