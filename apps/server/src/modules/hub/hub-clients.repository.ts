import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, user } from '../../db/schema/index';
import { ownedRow } from '../../lib/owned-rows.repository';
import { primaryFirstNames } from '../crm/crm.public';

export interface HubClient {
  id: string;
  name: string;
  email: string;
}

/** The seller's own client (any status), or null: every hub record is for one of them. */
export class HubClientsRepository {
  constructor(private readonly db: Db) {}

  /** The client's primary contact's first name, for greetings (null: no contact). */
  async firstName(clientId: string): Promise<string | null> {
    return (await primaryFirstNames(this.db, [clientId])).get(clientId) ?? null;
  }

  async find(vendorId: string, clientId: string): Promise<HubClient | null> {
    const [row] = await this.db
      .select({ id: clients.id, name: clients.name, email: clients.email })
      .from(clients)
      .where(ownedRow(clients, vendorId, clientId));
    return row ?? null;
  }

  /** The seller's name and email, for notices sent to them. */
  async seller(vendorId: string): Promise<{ name: string; email: string } | null> {
    const [row] = await this.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, vendorId));
    return row ?? null;
  }
}
