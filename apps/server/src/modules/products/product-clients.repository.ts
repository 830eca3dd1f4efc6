import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema/index';
import { badRequest } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { ownedRow } from '../../lib/owned-rows.repository';

export const UNKNOWN_CLIENT = 'Please select one of your clients';

/** Which of the seller's CRM clients a product record may belong to. */
export class ProductClientsRepository {
  constructor(private readonly db: Db) {}

  /** The client's name when it is the seller's, else null (an unknown id and another seller's look the same). */
  async nameOf(workspaceId: string, clientId: string): Promise<string | null> {
    if (!isUuid(clientId)) return null;
    const [row] = await this.db
      .select({ name: clients.name })
      .from(clients)
      .where(ownedRow(clients, workspaceId, clientId));
    return row?.name ?? null;
  }

  /** Throws 400 naming the field unless the client is the seller's; returns its name. */
  async require(workspaceId: string, clientId: string, field = 'clientId'): Promise<string> {
    const name = await this.nameOf(workspaceId, clientId);
    if (name === null) throw badRequest(field, UNKNOWN_CLIENT);
    return name;
  }

  /** The seller's clients by lower-cased name and email, for matching CSV rows. */
  async lookup(workspaceId: string): Promise<{ id: string; name: string; email: string }[]> {
    return this.db
      .select({ id: clients.id, name: clients.name, email: clients.email })
      .from(clients)
      .where(eq(clients.workspaceId, workspaceId));
  }
}
