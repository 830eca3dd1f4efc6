import type { ClientContactData } from '@proclub/contracts/client-contacts';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientContacts, clients } from '../../db/schema/index';

export interface ContactRow {
  id: string;
  clientId: string;
  firstName: string;
  lastName: string;
  role: string | null;
  email: string | null;
  phone: string | null;
  isPrimary: boolean;
  createdAt: Date;
}

const columns = {
  id: clientContacts.id,
  clientId: clientContacts.clientId,
  firstName: clientContacts.firstName,
  lastName: clientContacts.lastName,
  role: clientContacts.role,
  email: clientContacts.email,
  phone: clientContacts.phone,
  isPrimary: clientContacts.isPrimary,
  createdAt: clientContacts.createdAt,
};

/** A client holds at most this many contacts (a business's people, not a mailing list). */
export const CONTACTS_CAP = 50;

const ofClient = (workspaceId: string, clientId: string) =>
  and(eq(clientContacts.workspaceId, workspaceId), eq(clientContacts.clientId, clientId));

/**
 * A client's contact persons (crm-owned). Exactly one is primary whenever any exist: the first one added is, making
 * another primary unmarks the old one in the same transaction, and removing the primary promotes the oldest other.
 */
export class ClientContactsRepository {
  constructor(private readonly db: Db) {}

  async clientExists(workspaceId: string, clientId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.workspaceId, workspaceId), eq(clients.id, clientId)));
    return row !== undefined;
  }

  /** Primary first, then in the order they were added. */
  async list(workspaceId: string, clientId: string): Promise<ContactRow[]> {
    return this.db
      .select(columns)
      .from(clientContacts)
      .where(ofClient(workspaceId, clientId))
      .orderBy(desc(clientContacts.isPrimary), asc(clientContacts.createdAt), asc(clientContacts.id))
      .limit(CONTACTS_CAP);
  }

  async find(workspaceId: string, clientId: string, id: string): Promise<ContactRow | null> {
    const [row] = await this.db
      .select(columns)
      .from(clientContacts)
      .where(and(ofClient(workspaceId, clientId), eq(clientContacts.id, id)));
    return row ?? null;
  }

  async count(workspaceId: string, clientId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(clientContacts)
      .where(ofClient(workspaceId, clientId));
    return row?.count ?? 0;
  }

  async insert(workspaceId: string, clientId: string, data: ClientContactData): Promise<ContactRow> {
    return this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [{ count }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(clientContacts)
        .where(ofClient(workspaceId, clientId));
      const isPrimary = data.isPrimary || count === 0;
      if (isPrimary) await unmarkPrimary(db, workspaceId, clientId);
      const [row] = await db
        .insert(clientContacts)
        .values({ ...data, email: data.email ?? null, workspaceId, clientId, isPrimary })
        .returning(columns);
      return row;
    });
  }

  async update(workspaceId: string, clientId: string, id: string, data: Partial<ClientContactData>): Promise<ContactRow | null> {
    return this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const { isPrimary, ...fields } = data;
      // Unmarking the only primary is not possible: another contact is made primary instead.
      if (isPrimary === true) await unmarkPrimary(db, workspaceId, clientId, id);
      const [row] = await db
        .update(clientContacts)
        .set({ ...fields, ...(isPrimary === true ? { isPrimary: true } : {}), updatedAt: sql`now()` })
        .where(and(ofClient(workspaceId, clientId), eq(clientContacts.id, id)))
        .returning(columns);
      return row ?? null;
    });
  }

  async delete(workspaceId: string, clientId: string, id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [row] = await db
        .delete(clientContacts)
        .where(and(ofClient(workspaceId, clientId), eq(clientContacts.id, id)))
        .returning({ isPrimary: clientContacts.isPrimary });
      if (!row) return false;
      if (row.isPrimary) await promoteOldest(db, workspaceId, clientId);
      return true;
    });
  }
}

async function unmarkPrimary(db: Db, workspaceId: string, clientId: string, except?: string) {
  await db
    .update(clientContacts)
    .set({ isPrimary: false, updatedAt: sql`now()` })
    .where(
      and(
        ofClient(workspaceId, clientId),
        eq(clientContacts.isPrimary, true),
        except ? ne(clientContacts.id, except) : undefined,
      ),
    );
}

async function promoteOldest(db: Db, workspaceId: string, clientId: string) {
  const [oldest] = await db
    .select({ id: clientContacts.id })
    .from(clientContacts)
    .where(ofClient(workspaceId, clientId))
    .orderBy(asc(clientContacts.createdAt), asc(clientContacts.id))
    .limit(1);
  if (oldest) await db.update(clientContacts).set({ isPrimary: true }).where(eq(clientContacts.id, oldest.id));
}

/**
 * A first contact for a client made from what is known (an order's buyer, an analysed prospect): primary, with the
 * email, and the name split in two only when it is a person's (`personName`) — a prospect's name is its business's,
 * so its contact has the address and no name yet (greetings then fall back to the client's name). Nothing when the
 * client already has a contact or nothing is known.
 */
export async function addKnownContact(
  db: Db,
  workspaceId: string,
  clientId: string,
  known: { name: string; email: string | null; phone?: string | null; personName: boolean },
): Promise<void> {
  const [firstName, lastName] = known.personName ? splitPersonName(known.name) : ['', ''];
  if (!firstName && !known.email) return;
  await db.execute(sql`
    insert into client_contacts (workspace_id, client_id, first_name, last_name, email, phone, is_primary)
    select ${workspaceId}, ${clientId}::uuid, ${firstName}, ${lastName}, ${known.email}, ${known.phone ?? null}, true
    where not exists (select 1 from client_contacts where client_id = ${clientId}::uuid)
  `);
}

/**
 * First contacts for clients just imported from a CSV file, one statement per batch: primary, with the row's email
 * and phone. The row's name is a person's only when it names a company too ("Smith, Jane" at "Smith & Sons" → Jane
 * Smith); without one it is the business's, and the contact gets the address and no name, like a prospect's.
 */
export async function addImportedContacts(
  db: Db,
  workspaceId: string,
  rows: { clientId: string; name: string; email: string | null; phone: string | null; company: string | null }[],
): Promise<void> {
  const contacts = rows.flatMap((row) => {
    const [firstName, lastName] = row.company ? splitPersonName(row.name) : ['', ''];
    if (!firstName && !row.email) return [];
    return [{ client_id: row.clientId, first_name: firstName, last_name: lastName, email: row.email, phone: row.phone }];
  });
  if (contacts.length === 0) return;
  await db.execute(sql`
    insert into client_contacts (workspace_id, client_id, first_name, last_name, email, phone, is_primary)
    select ${workspaceId}, c.client_id::uuid, c.first_name, c.last_name, c.email, c.phone, true
    from jsonb_to_recordset(${JSON.stringify(contacts)}::jsonb)
      as c(client_id text, first_name text, last_name text, email text, phone text)
  `);
}

/** A person's name as first and last ("Smith, Jane" reads as Jane Smith); none for an address. */
function splitPersonName(name: string): [string, string] {
  if (name.includes('@')) return ['', ''];
  const commaParts = name.split(',');
  const ordered = commaParts.length === 2 ? `${commaParts[1]} ${commaParts[0]}` : name;
  const parts = ordered.trim().split(/\s+/).filter(Boolean);
  return [(parts[0] ?? '').slice(0, 80), parts.slice(1).join(' ').slice(0, 80)];
}

/** The primary contact's first name of each given client (greetings: "Hi Maria"). */
export async function primaryFirstNames(db: Db, clientIds: string[]): Promise<Map<string, string>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .select({ clientId: clientContacts.clientId, firstName: clientContacts.firstName })
    .from(clientContacts)
    .where(and(eq(clientContacts.isPrimary, true), sql`${clientContacts.clientId} in ${clientIds}`));
  return new Map(rows.map((row) => [row.clientId, row.firstName]));
}
