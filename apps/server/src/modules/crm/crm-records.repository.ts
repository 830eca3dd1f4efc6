import type { ClientStatus, ProjectStatus } from '@proclub/contracts/crm';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, projectMessages, projects } from '../../db/schema/index';
import { workspaceOwner } from '../workspaces/workspaces.public';
import { addKnownContact } from './client-contacts.repository';

// The CRM's writes other modules ask for (a marketplace order's buyer, a proposal's prospect, an accepted deal),
// as narrow functions. Each takes the database or the caller's transaction as `db`, so a caller keeps its one
// transaction.

/** A new client: name and email; every other field takes the defaults of `createClient`. */
export interface NewClient {
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  website?: string | null;
  address?: string | null;
  notes?: string | null;
  /** The name is a person's (an order's buyer), so the first contact takes it; otherwise only the email (issue 33). */
  nameIsPerson?: boolean;
  /** A prospect is 'inactive' until a deal makes it a client. */
  status?: ClientStatus;
  tags?: string[];
}

/**
 * The one place a client row's values are made, with one set of defaults: the CRM's form, a marketplace order's
 * buyer and a proposal's prospect all come through here (the CSV import writes its rows in one statement alike).
 */
export function clientValues(vendorId: string, client: NewClient) {
  return {
    workspaceId: vendorId,
    name: client.name,
    email: client.email,
    phone: client.phone ?? null,
    company: client.company ?? null,
    website: client.website ?? null,
    address: client.address ?? null,
    notes: client.notes ?? null,
    status: client.status ?? 'active',
    tags: client.tags ?? [],
  } satisfies typeof clients.$inferInsert;
}

/** Adds a client to the seller's CRM; answers its id. */
export async function createClient(db: Db, vendorId: string, client: NewClient): Promise<string> {
  const [row] = await db.insert(clients).values(clientValues(vendorId, client)).returning({ id: clients.id });
  // An order's buyer or an analysed prospect: its first contact from what is known (issue 33).
  await addKnownContact(db, vendorId, row.id, {
    name: client.name,
    email: client.email,
    phone: client.phone ?? null,
    personName: client.nameIsPerson ?? (!!client.company && client.company.trim() !== client.name.trim()),
  });
  return row.id;
}

/** The seller's first client with this email (any case), or null. */
export async function findClientByEmail(db: Db, vendorId: string, email: string): Promise<string | null> {
  const [match] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.workspaceId, vendorId), sql`lower(${clients.email}) = lower(${email})`))
    .orderBy(asc(clients.createdAt))
    .limit(1);
  return match?.id ?? null;
}

/** Makes a prospect a client (a deal was accepted), keeping a website already on file. */
export async function activateClient(db: Db, vendorId: string, clientId: string, website: string | null): Promise<void> {
  await db
    .update(clients)
    .set({ status: 'active', website: sql`coalesce(${clients.website}, ${website})`, updatedAt: sql`now()` })
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, vendorId)));
}

/** Opens a project for a client, with the seller's first message on its thread when given; answers its id. */
export async function openProject(
  db: Db,
  project: {
    vendorId: string;
    clientId: string;
    title: string;
    description: string | null;
    status: ProjectStatus;
    budget: number | null;
    serviceId?: string | null;
    welcomeMessage?: string;
    /** Who opened it (the welcome message's sender); the workspace's owner when not given. */
    actorId?: string;
  },
): Promise<string> {
  // `vendorId` is the workspace the project belongs to (ADR 045: a personal workspace's id is its owner's).
  const { welcomeMessage, vendorId, actorId, ...values } = project;
  // A workspace's id is a person's only for a personal workspace (ADR 045); a team's owner stands in otherwise.
  const senderId = actorId ?? (await workspaceOwner(db, vendorId)) ?? vendorId;
  const [row] = await db
    .insert(projects)
    .values({ ...values, workspaceId: vendorId, createdBy: senderId })
    .returning({ id: projects.id });
  if (welcomeMessage) await db.insert(projectMessages).values({ projectId: row.id, senderId, message: welcomeMessage });
  return row.id;
}

/**
 * Moves projects a marketplace order opened along with the order (accepted → in progress, completed, cancelled).
 * `vendorId` narrows to the seller's own projects; without it (an account being deleted) the ids alone decide.
 */
export async function setProjectsStatus(db: Db, projectIds: string[], status: ProjectStatus, vendorId?: string): Promise<void> {
  if (projectIds.length === 0) return;
  const sameIds = inArray(projects.id, projectIds);
  await db
    .update(projects)
    .set({ status, updatedAt: sql`now()` })
    .where(vendorId === undefined ? sameIds : and(sameIds, eq(projects.workspaceId, vendorId)));
}

/**
 * Something happened about clients elsewhere (a proposal viewed, an email opened, an invoice paid, a task done): each
 * list's "last activity" (updated_at) moves forward to when it happened, never back. Many facts in one statement (the
 * composition batches them: a burst of events is one update, not one per event); unknown ids change nothing.
 */
export async function touchClientsActivity(
  db: Db,
  touches: { workspaceId: string; clientId: string; at?: Date }[],
): Promise<void> {
  if (touches.length === 0) return;
  const rows = touches.map((touch) => ({
    id: touch.clientId,
    workspace_id: touch.workspaceId,
    at: (touch.at ?? new Date()).toISOString(),
  }));
  // Grouped first: an update joined to two rows for one client would apply only one of them. Locked in id order
  // first, as every bulk write of clients: two of them over one set queue instead of deadlocking.
  await db.execute(sql`
    with t as (
      select id, workspace_id, max(at) as at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, workspace_id text, at timestamptz)
      group by id, workspace_id),
    locked as materialized (select c.id from clients c join t on t.id = c.id and t.workspace_id = c.workspace_id order by c.id for update of c)
    update clients c set updated_at = greatest(c.updated_at, t.at)
    from t join locked on locked.id = t.id
    where c.id = t.id and c.workspace_id = t.workspace_id`);
}
