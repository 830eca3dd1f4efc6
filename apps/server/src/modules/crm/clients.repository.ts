import type { ClientStatus } from '@proclub/contracts/crm';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientSearchText, clients } from '../../db/schema/index';
import { containsPattern, createdAtKey, newestFirst, olderThan, prefixPattern } from '../../lib/keyset.repository';
import { deleteOwned, ownedRow } from '../../lib/owned-rows.repository';
import { queryRows } from '../../lib/query-rows.repository';
import { addImportedContacts } from './client-contacts.repository';
import { clientValues } from './crm-records.repository';
import { personNameOf } from './person-name.repository';

export interface ClientRow extends ClientWrite {
  id: string;
  tags: string[];
  website: string | null;
  address: string | null;
  assignedTo: string | null;
  assigneeName: string | null;
  createdAt: Date;
}

export interface ClientWrite {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** Left out (undefined) keeps what is stored: forms that do not show these fields do not clear them. */
  website?: string | null;
  address?: string | null;
  notes: string | null;
  status: ClientStatus;
  tags?: string[];
}

export interface ClientFilters {
  q?: string;
  status?: ClientStatus;
  tag?: string;
  /** Last activity (updated_at) within these days, or, negative, not within them. */
  activeWithinDays?: number;
  /** A selection (bulk export): only these clients. */
  ids?: string[];
  /** "Mine": only the clients assigned to this member. */
  assignedTo?: string;
}

export type ClientBulkChange =
  | { action: 'tag'; tag: string }
  | { action: 'untag'; tag: string }
  | { action: 'status'; status: ClientStatus }
  /** Only through AssignmentsService, which checks the member and tells them. */
  | { action: 'assign'; userId: string | null }
  | { action: 'delete' };

const columns = {
  id: clients.id,
  name: clients.name,
  email: clients.email,
  phone: clients.phone,
  company: clients.company,
  website: clients.website,
  address: clients.address,
  notes: clients.notes,
  status: clients.status,
  tags: clients.tags,
  assignedTo: clients.assignedTo,
  assigneeName: personNameOf(clients.assignedTo),
  createdAt: clients.createdAt,
};

// One statement carries the whole file (10,000 rows is ~1 MB of JSON), so an import is all or nothing.
const INSERT_BATCH = 10_000;

type ImportedClient = { clientId: string; name: string; email: string | null; phone: string | null; company: string | null };

export class ClientsRepository {
  constructor(private readonly db: Db) {}

  private conditions(vendorId: string, filters: ClientFilters): SQL[] {
    const conditions: SQL[] = [eq(clients.workspaceId, vendorId)];
    if (filters.status) conditions.push(eq(clients.status, filters.status));
    if (filters.tag) conditions.push(sql`${clients.tags} @> array[${filters.tag}]::text[]`);
    if (filters.activeWithinDays !== undefined) {
      const since = sql`now() - make_interval(days => ${Math.abs(filters.activeWithinDays)})`;
      conditions.push(
        filters.activeWithinDays > 0 ? sql`${clients.updatedAt} >= ${since}` : sql`${clients.updatedAt} < ${since}`,
      );
    }
    if (filters.ids) conditions.push(inArray(clients.id, filters.ids));
    if (filters.assignedTo) conditions.push(eq(clients.assignedTo, filters.assignedTo));
    if (filters.q) {
      const pattern = containsPattern(filters.q);
      conditions.push(sql`${clientSearchText(clients)} ilike ${pattern}`);
    }
    return conditions;
  }

  /** One newest-first page (limit + 1 rows so the caller knows whether more follow) and the filtered total. */
  async page(
    vendorId: string,
    filters: ClientFilters,
    limit: number,
    after: { createdAt: string; id: string } | null,
  ): Promise<{ rows: (ClientRow & { key: string })[]; total: number }> {
    const conditions = this.conditions(vendorId, filters);
    const pageConditions = after ? [...conditions, olderThan(clients.createdAt, clients.id, after)] : conditions;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ ...columns, key: createdAtKey(clients.createdAt) })
        .from(clients)
        .where(and(...pageConditions))
        .orderBy(newestFirst(clients.createdAt, clients.id))
        .limit(limit + 1),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(clients)
        .where(and(...conditions)),
    ]);
    return { rows, total };
  }

  /** Every matching client, newest first, for the CSV export (capped). */
  async all(vendorId: string, filters: ClientFilters, cap: number): Promise<ClientRow[]> {
    return this.db
      .select(columns)
      .from(clients)
      .where(and(...this.conditions(vendorId, filters)))
      .orderBy(newestFirst(clients.createdAt, clients.id))
      .limit(cap);
  }

  /** Active clients for the project form's picker, by name; with a search, names starting with it come first. */
  async activeOptions(vendorId: string, q: string | undefined, limit: number) {
    const order = [sql`${clients.name} asc`, clients.id];
    if (q) order.unshift(sql`${clients.name} ilike ${prefixPattern(q)} desc`);
    return this.db
      .select({ id: clients.id, name: clients.name, email: clients.email })
      .from(clients)
      .where(and(...this.conditions(vendorId, { q, status: 'active' })))
      .orderBy(...order)
      .limit(limit);
  }

  async find(vendorId: string, id: string): Promise<ClientRow | null> {
    const [row] = await this.db
      .select(columns)
      .from(clients)
      .where(ownedRow(clients, vendorId, id));
    return row ?? null;
  }

  async insert(vendorId: string, data: ClientWrite, createdBy: string): Promise<ClientRow> {
    const [{ id }] = await this.db
      .insert(clients)
      .values({ ...clientValues(vendorId, data), createdBy })
      .returning({ id: clients.id });
    return (await this.find(vendorId, id)) as ClientRow;
  }

  /** Assigns the workspace's client to a member (null: nobody); false when there is no such client of theirs. */
  async assign(vendorId: string, id: string, userId: string | null): Promise<{ name: string } | null> {
    const [row] = await this.db
      .update(clients)
      .set({ assignedTo: userId, updatedAt: sql`now()` })
      .where(ownedRow(clients, vendorId, id))
      .returning({ name: clients.name });
    return row ?? null;
  }

  async update(vendorId: string, id: string, data: ClientWrite): Promise<ClientRow | null> {
    const [row] = await this.db
      .update(clients)
      .set({ ...data, updatedAt: new Date() })
      .where(ownedRow(clients, vendorId, id))
      .returning(columns);
    return row ?? null;
  }

  async delete(vendorId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, clients, vendorId, id);
  }

  /**
   * One change to a selection, all or nothing: when any id is not this seller's client, nothing changes and the
   * answer is null (the route's 404). Returns how many clients changed.
   */
  async bulk(vendorId: string, ids: string[], change: ClientBulkChange): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const owned = and(eq(clients.workspaceId, vendorId), inArray(clients.id, ids));
      const locked = await tx.select({ id: clients.id }).from(clients).where(owned).for('update');
      if (locked.length !== ids.length) return null;
      const now = new Date();
      if (change.action === 'delete') await tx.delete(clients).where(owned);
      else if (change.action === 'status') await tx.update(clients).set({ status: change.status, updatedAt: now }).where(owned);
      else if (change.action === 'assign')
        await tx.update(clients).set({ assignedTo: change.userId, updatedAt: now }).where(owned);
      else if (change.action === 'tag')
        await tx
          .update(clients)
          .set({
            tags: sql`case when ${clients.tags} @> array[${change.tag}]::text[] then ${clients.tags}
              else array_append(${clients.tags}, ${change.tag}::text) end`,
            updatedAt: now,
          })
          .where(owned);
      else
        await tx
          .update(clients)
          .set({ tags: sql`array_remove(${clients.tags}, ${change.tag}::text)`, updatedAt: now })
          .where(owned);
      return ids.length;
    });
  }

  /** The tags this seller uses, most used first (the tag picker's suggestions). */
  async tags(vendorId: string, cap: number): Promise<string[]> {
    const result = await this.db.execute(sql`
      select t.tag from ${clients} c, unnest(c.tags) as t(tag)
      where c.workspace_id = ${vendorId}
      group by t.tag order by count(*) desc, t.tag collate "C" asc limit ${cap}`);
    return (result as unknown as { rows: { tag: string }[] }).rows.map((row) => row.tag);
  }

  /** Which of these (lower-cased) emails the seller already has as clients (one statement, one parameter). */
  async existingEmails(vendorId: string, emails: string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const rows = await this.db
      .select({ email: sql<string>`lower(${clients.email})` })
      .from(clients)
      .where(
        and(
          eq(clients.workspaceId, vendorId),
          sql`lower(${clients.email}) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`,
        ),
      );
    return new Set(rows.map((row) => row.email));
  }

  /**
   * Inserts many clients in one statement, all or nothing. The rows travel as one JSON parameter that
   * Postgres expands itself: thousands of bound parameters cost far more (especially on PGlite).
   */
  async insertMany(vendorId: string, rows: ClientWrite[]): Promise<number> {
    if (rows.length === 0) return 0;
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      const batch = JSON.stringify(rows.slice(start, start + INSERT_BATCH));
      const inserted = await queryRows<ImportedClient>(
        this.db,
        sql`
        insert into ${clients} (workspace_id, name, email, phone, company, notes, status, tags)
        select ${vendorId}, r.name, r.email, r.phone, r.company, r.notes, r.status::client_status,
          coalesce(array(select jsonb_array_elements_text(r.tags)), '{}')
        from jsonb_to_recordset(${batch}::jsonb)
          as r(name text, email text, phone text, company text, notes text, status text, tags jsonb)
        returning id as "clientId", name, email, phone, company`,
      );
      await addImportedContacts(this.db, vendorId, inserted);
    }
    return rows.length;
  }
}
