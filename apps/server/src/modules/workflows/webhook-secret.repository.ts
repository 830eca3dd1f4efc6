import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workflowSecrets } from '../../db/schema/index';

/** The workspace's webhook signing secret, made on first use (both instances racing agree on the stored one). */
export async function webhookSecret(db: Db, workspaceId: string): Promise<string> {
  await db
    .insert(workflowSecrets)
    .values({ workspaceId, webhookSecret: `whsec_${randomBytes(24).toString('base64url')}` })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: workflowSecrets.webhookSecret })
    .from(workflowSecrets)
    .where(eq(workflowSecrets.workspaceId, workspaceId));
  return row.secret;
}
