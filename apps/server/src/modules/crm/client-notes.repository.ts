import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientNotes, clients, user } from '../../db/schema/index';

export interface NoteRow {
  id: string;
  body: string;
  pinnedAt: Date | null;
  authorId: string | null;
  authorName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const NOTES_CAP = 200;

/** Notes on a client's record (crm-owned); every statement is scoped to the seller. */
export class ClientNotesRepository {
  constructor(private readonly db: Db) {}

  /** Pinned notes first (latest pin on top), then newest first. */
  async list(vendorId: string, clientId: string): Promise<NoteRow[]> {
    return this.db
      .select({
        id: clientNotes.id,
        body: clientNotes.body,
        pinnedAt: clientNotes.pinnedAt,
        authorId: clientNotes.authorId,
        authorName: user.name,
        createdAt: clientNotes.createdAt,
        updatedAt: clientNotes.updatedAt,
      })
      .from(clientNotes)
      .leftJoin(user, eq(user.id, clientNotes.authorId))
      .where(and(eq(clientNotes.workspaceId, vendorId), eq(clientNotes.clientId, clientId)))
      .orderBy(sql`${clientNotes.pinnedAt} desc nulls last`, sql`${clientNotes.createdAt} desc`, sql`${clientNotes.id} desc`)
      .limit(NOTES_CAP);
  }

  async find(vendorId: string, clientId: string, id: string): Promise<NoteRow | null> {
    const rows = await this.list(vendorId, clientId);
    return rows.find((row) => row.id === id) ?? null;
  }

  async insert(vendorId: string, clientId: string, authorId: string, body: string, pinned: boolean): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(clientNotes)
        .values({ workspaceId: vendorId, clientId, authorId, body, pinnedAt: pinned ? new Date() : null })
        .returning({ id: clientNotes.id });
      await touchClient(tx as unknown as Db, vendorId, clientId);
      return row.id;
    });
  }

  /** Only the author's own note changes; false when there is no such note of theirs. */
  async update(
    vendorId: string,
    clientId: string,
    id: string,
    authorId: string,
    change: { body?: string; pinned?: boolean },
  ): Promise<boolean> {
    const set: Partial<typeof clientNotes.$inferInsert> = { updatedAt: new Date() };
    if (change.body !== undefined) set.body = change.body;
    if (change.pinned !== undefined) set.pinnedAt = change.pinned ? new Date() : null;
    const rows = await this.db
      .update(clientNotes)
      .set(set)
      .where(this.ownNote(vendorId, clientId, id, authorId))
      .returning({ id: clientNotes.id });
    if (rows.length > 0) await touchClient(this.db, vendorId, clientId);
    return rows.length > 0;
  }

  async delete(vendorId: string, clientId: string, id: string, authorId: string): Promise<boolean> {
    const rows = await this.db
      .delete(clientNotes)
      .where(this.ownNote(vendorId, clientId, id, authorId))
      .returning({ id: clientNotes.id });
    return rows.length > 0;
  }

  private ownNote(vendorId: string, clientId: string, id: string, authorId: string) {
    return and(
      eq(clientNotes.id, id),
      eq(clientNotes.workspaceId, vendorId),
      eq(clientNotes.clientId, clientId),
      eq(clientNotes.authorId, authorId),
    );
  }
}

/** A note is activity on the client: the list's "last activity" filter reads updated_at. */
async function touchClient(db: Db, vendorId: string, clientId: string) {
  await db
    .update(clients)
    .set({ updatedAt: new Date() })
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, vendorId)));
}
