import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema/index';

/** Who an invoice is addressed to: one of the workspace's clients (invoices copy it onto the document). */
export interface BillingContact {
  id: string;
  name: string;
  email: string;
  company: string | null;
}

/** The workspace's client by id, or null (another workspace's client answers like a missing one). */
export async function billingContact(db: Db, workspaceId: string, clientId: string): Promise<BillingContact | null> {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, email: clients.email, company: clients.company })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)))
    .limit(1);
  return row ?? null;
}
