import { PROJECT_STATUSES, type ProjectStatus } from '@proclub/contracts/crm';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, milestones, projects, services } from '../../db/schema/index';
import { containsPattern, createdAtKey, newestFirst, olderThan, prefixPattern } from '../../lib/keyset.repository';
import { deleteOwned, insertReturningId, isOwned, ownedRow, updateOwned } from '../../lib/owned-rows.repository';
import { personNameOf } from './person-name.repository';

export interface ProjectRow extends ProjectWrite {
  id: string;
  createdAt: Date;
  clientName: string;
  clientEmail: string;
  serviceTitle: string | null;
  milestonesTotal: number;
  milestonesCompleted: number;
  assignedTo: string | null;
  assigneeName: string | null;
  key: string;
}

export interface ProjectWrite {
  clientId: string;
  serviceId: string | null;
  title: string;
  description: string | null;
  status: ProjectStatus;
  budget: number | null;
  deadline: string | null;
}

type After = { createdAt: string; id: string } | null;

const columns = {
  id: projects.id,
  clientId: projects.clientId,
  serviceId: projects.serviceId,
  title: projects.title,
  description: projects.description,
  status: projects.status,
  budget: projects.budget,
  deadline: projects.deadline,
  createdAt: projects.createdAt,
  clientName: clients.name,
  clientEmail: clients.email,
  serviceTitle: services.title,
  milestonesTotal: sql<number>`(select count(*)::int from ${milestones} where ${milestones.projectId} = ${projects.id})`,
  milestonesCompleted: sql<number>`(select count(*)::int from ${milestones} where ${milestones.projectId} = ${projects.id} and ${milestones.status} = 'completed')`,
  assignedTo: projects.assignedTo,
  assigneeName: personNameOf(projects.assignedTo),
  key: createdAtKey(projects.createdAt),
};

/** The list's filters: a status, and "Mine" (the member whose assigned projects to keep). */
export interface ProjectFilters {
  status?: ProjectStatus;
  assignedTo?: string;
}

export type ProjectBulkChange =
  | { action: 'status'; status: ProjectStatus }
  /** Only through AssignmentsService, which checks the member and tells them. */
  | { action: 'assign'; userId: string | null }
  | { action: 'delete' };

export class ProjectsRepository {
  constructor(private readonly db: Db) {}

  private select(where: SQL | undefined) {
    return this.db
      .select(columns)
      .from(projects)
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .leftJoin(services, eq(services.id, projects.serviceId))
      .where(where);
  }

  private conditions(vendorId: string, filters: ProjectFilters): SQL[] {
    const conditions: SQL[] = [eq(projects.workspaceId, vendorId)];
    if (filters.status) conditions.push(eq(projects.status, filters.status));
    if (filters.assignedTo) conditions.push(eq(projects.assignedTo, filters.assignedTo));
    return conditions;
  }

  /** One newest-first page: limit + 1 rows, so the caller knows whether more follow. */
  async rows(vendorId: string, filters: ProjectFilters, limit: number, after: After): Promise<ProjectRow[]> {
    const conditions = this.conditions(vendorId, filters);
    if (after) conditions.push(olderThan(projects.createdAt, projects.id, after));
    const rows = await this.select(and(...conditions))
      .orderBy(newestFirst(projects.createdAt, projects.id))
      .limit(limit + 1);
    return rows as ProjectRow[];
  }

  /** One page and the total for the filter. */
  async page(vendorId: string, filters: ProjectFilters, limit: number, after: After) {
    const [rows, [{ total }]] = await Promise.all([
      this.rows(vendorId, filters, limit, after),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(projects)
        .where(and(...this.conditions(vendorId, filters))),
    ]);
    return { rows, total };
  }

  /**
   * The newest `perStatus` cards of every status column in one statement: a LATERAL page per status, each an
   * index range scan on (vendor_id, status, created_at, id), instead of one round trip per column.
   */
  async boardColumns(vendorId: string, perStatus: number, assignedTo?: string): Promise<Map<ProjectStatus, ProjectRow[]>> {
    const mine = assignedTo ? sql`and ${projects.assignedTo} = ${assignedTo}` : sql``;
    const statuses = sql.raw(`array[${PROJECT_STATUSES.map((status) => `'${status}'`).join(',')}]::project_status[]`);
    const result = await this.db.execute<Omit<ProjectRow, 'createdAt'> & { createdAt: string | Date }>(sql`
      select p.id, p.client_id as "clientId", p.service_id as "serviceId", p.title, p.description, p.status,
             p.budget::float8 as budget, p.deadline::text as deadline, p.created_at as "createdAt",
             c.name as "clientName", c.email as "clientEmail", s.title as "serviceTitle",
             (select count(*)::int from ${milestones} m where m.project_id = p.id) as "milestonesTotal",
             (select count(*)::int from ${milestones} m where m.project_id = p.id and m.status = 'completed') as "milestonesCompleted",
             p.assigned_to as "assignedTo", ${personNameOf(sql`p.assigned_to`)} as "assigneeName",
             to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key
      from unnest(${statuses}) as column_status(status)
      cross join lateral (
        select * from ${projects}
        where ${projects.workspaceId} = ${vendorId} and ${projects.status} = column_status.status ${mine}
        order by ${projects.createdAt} desc nulls last, ${projects.id} desc nulls last
        limit ${perStatus + 1}
      ) p
      join ${clients} c on c.id = p.client_id
      left join ${services} s on s.id = p.service_id`);
    const rows = (result as unknown as { rows: (Omit<ProjectRow, 'createdAt'> & { createdAt: string | Date })[] }).rows;
    const columns = new Map<ProjectStatus, ProjectRow[]>(PROJECT_STATUSES.map((status) => [status, []]));
    for (const row of rows) columns.get(row.status)?.push({ ...row, createdAt: new Date(row.createdAt) });
    for (const list of columns.values())
      list.sort((a, b) => (a.key === b.key ? b.id.localeCompare(a.id) : a.key < b.key ? 1 : -1));
    return columns;
  }

  /** Count and budget total per status (statuses without projects are absent). */
  async boardTotals(
    vendorId: string,
    assignedTo?: string,
  ): Promise<{ status: ProjectStatus; count: number; budgetTotal: number }[]> {
    return this.db
      .select({
        status: projects.status,
        count: sql<number>`count(*)::int`,
        budgetTotal: sql<number>`coalesce(sum(${projects.budget}), 0)::float8`,
      })
      .from(projects)
      .where(and(...this.conditions(vendorId, { assignedTo })))
      .groupBy(projects.status);
  }

  async find(vendorId: string, id: string): Promise<ProjectRow | null> {
    const [row] = await this.select(ownedRow(projects, vendorId, id));
    return (row as ProjectRow | undefined) ?? null;
  }

  async insert(vendorId: string, data: ProjectWrite, createdBy: string): Promise<string> {
    return insertReturningId(this.db, projects, { workspaceId: vendorId, ...data, createdBy });
  }

  /** Assigns the workspace's project to a member (null: nobody); null when there is no such project of theirs. */
  async assign(vendorId: string, id: string, userId: string | null): Promise<{ title: string } | null> {
    const [row] = await this.db
      .update(projects)
      .set({ assignedTo: userId, updatedAt: sql`now()` })
      .where(ownedRow(projects, vendorId, id))
      .returning({ title: projects.title });
    return row ?? null;
  }

  async update(vendorId: string, id: string, data: Partial<ProjectWrite>): Promise<boolean> {
    return updateOwned(this.db, projects, vendorId, id, { ...data, updatedAt: new Date() });
  }

  async delete(vendorId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, projects, vendorId, id);
  }

  /**
   * One change to a selection, all or nothing: when any id is not this workspace's project, nothing changes and the
   * answer is null (the route's 404). Returns how many projects changed.
   */
  async bulk(vendorId: string, ids: string[], change: ProjectBulkChange): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const owned = and(eq(projects.workspaceId, vendorId), inArray(projects.id, ids));
      const locked = await tx.select({ id: projects.id }).from(projects).where(owned).for('update');
      if (locked.length !== ids.length) return null;
      const now = new Date();
      if (change.action === 'delete') await tx.delete(projects).where(owned);
      else if (change.action === 'status') await tx.update(projects).set({ status: change.status, updatedAt: now }).where(owned);
      else await tx.update(projects).set({ assignedTo: change.userId, updatedAt: now }).where(owned);
      return ids.length;
    });
  }

  /** A selection's rows for the CSV export, newest first (all of them this workspace's, or fewer: the caller's 404). */
  async selection(vendorId: string, ids: string[]): Promise<ProjectRow[]> {
    const rows = await this.select(and(eq(projects.workspaceId, vendorId), inArray(projects.id, ids))).orderBy(
      newestFirst(projects.createdAt, projects.id),
    );
    return rows as ProjectRow[];
  }

  async ownsClient(vendorId: string, clientId: string): Promise<boolean> {
    return isOwned(this.db, clients, vendorId, clientId);
  }

  async ownsService(vendorId: string, serviceId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.workspaceId, vendorId), eq(services.id, serviceId)));
    return !!row;
  }

  /** The seller's active services for the project form's picker, by title; with a search, titles starting with it first. */
  async activeServiceOptions(vendorId: string, q: string | undefined, limit: number): Promise<{ id: string; title: string }[]> {
    const conditions = [eq(services.workspaceId, vendorId), eq(services.isActive, true)];
    const order = [sql`${services.title} asc`, services.id];
    if (q) {
      conditions.push(sql`${services.title} ilike ${containsPattern(q)}`);
      order.unshift(sql`${services.title} ilike ${prefixPattern(q)} desc`);
    }
    return this.db
      .select({ id: services.id, title: services.title })
      .from(services)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(limit);
  }
}
