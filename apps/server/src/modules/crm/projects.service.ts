import {
  type Board,
  PROJECT_STATUSES,
  type Project,
  type ProjectData,
  type ProjectPage,
  type ProjectStatus,
  SERVICE_OPTIONS_CAP,
  type ServiceOption,
} from '@proclub/contracts/crm';
import { badRequest, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { decodeNewestCursor, newestPageOf } from '../../lib/newest-cursor';
import { toProjectsCsv } from './projects.csv';
import type { ProjectBulkChange, ProjectFilters, ProjectRow, ProjectsRepository, ProjectWrite } from './projects.repository';

const BOARD_COLUMN_SIZE = 20;
/** Cursors of a status-filtered list and a board column are interchangeable: same order, same filter. */
const cursorTag = (status: ProjectStatus | undefined) => `projects:${status ?? 'all'}`;

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    clientId: row.clientId,
    serviceId: row.serviceId,
    title: row.title,
    description: row.description,
    status: row.status,
    budget: row.budget === null ? null : Number(row.budget),
    deadline: row.deadline,
    createdAt: row.createdAt.toISOString(),
    client: { name: row.clientName, email: row.clientEmail },
    service: row.serviceTitle === null ? null : { title: row.serviceTitle },
    milestones: { completed: row.milestonesCompleted, total: row.milestonesTotal },
    assignee: row.assignedTo ? { id: row.assignedTo, name: row.assigneeName ?? '' } : null,
  };
}

const toProjectWrite = (data: ProjectData): ProjectWrite => ({ ...data, description: data.description ?? null });

/** A seller's projects, scoped by vendor_id; the client and service must be the seller's own. */
export class ProjectsService {
  constructor(private readonly projects: ProjectsRepository) {}

  async list(workspaceId: string, filters: ProjectFilters, cursor: string | undefined, limit: number): Promise<ProjectPage> {
    // "Mine" pages through another set of rows: its cursors are its own.
    const tag = `${cursorTag(filters.status)}${filters.assignedTo ? ':mine' : ''}`;
    const after = decodeNewestCursor(tag, cursor);
    const { rows, total } = await this.projects.page(workspaceId, filters, limit, after);
    return { ...newestPageOf(tag, rows, limit, toProject), total };
  }

  /** One column per status: count and budget total of all its projects, and its newest cards. */
  async board(workspaceId: string, assignedTo?: string): Promise<Board> {
    // Counts and totals come from one GROUP BY; the columns' cards from one LATERAL query.
    const [totals, columns] = await Promise.all([
      this.projects.boardTotals(workspaceId, assignedTo),
      this.projects.boardColumns(workspaceId, BOARD_COLUMN_SIZE, assignedTo),
    ]);
    // A column's "more" pages through the list with its status (and "Mine"): the same cursor tag.
    const mine = assignedTo ? ':mine' : '';
    return {
      columns: PROJECT_STATUSES.map((status) => {
        const totalsOf = totals.find((row) => row.status === status);
        return {
          status,
          count: totalsOf?.count ?? 0,
          budgetTotal: Math.round((totalsOf?.budgetTotal ?? 0) * 100) / 100,
          ...newestPageOf(`${cursorTag(status)}${mine}`, columns.get(status) ?? [], BOARD_COLUMN_SIZE, toProject),
        };
      }),
    };
  }

  async get(workspaceId: string, id: string): Promise<Project> {
    const row = isUuid(id) ? await this.projects.find(workspaceId, id) : null;
    if (!row) throw notFound('Project');
    return toProject(row);
  }

  /** The project form's picker: active services by title, at most SERVICE_OPTIONS_CAP per call; `q` finds the rest. */
  async serviceOptions(workspaceId: string, q: string | undefined): Promise<ServiceOption[]> {
    return this.projects.activeServiceOptions(workspaceId, q || undefined, SERVICE_OPTIONS_CAP);
  }

  /** Another seller's client or service is refused like a missing one, naming the field; nothing is saved. */
  private async checkReferences(workspaceId: string, data: ProjectWrite): Promise<void> {
    if (!isUuid(data.clientId) || !(await this.projects.ownsClient(workspaceId, data.clientId)))
      throw badRequest('clientId', 'clientId: Client not found');
    if (data.serviceId !== null && (!isUuid(data.serviceId) || !(await this.projects.ownsService(workspaceId, data.serviceId))))
      throw badRequest('serviceId', 'serviceId: Service not found');
  }

  async create(actor: { id: string; userId: string }, input: ProjectData): Promise<Project> {
    const data = toProjectWrite(input);
    await this.checkReferences(actor.id, data);
    const id = await this.projects.insert(actor.id, data, actor.userId);
    return this.get(actor.id, id);
  }

  async update(workspaceId: string, id: string, input: ProjectData): Promise<Project> {
    const data = toProjectWrite(input);
    await this.get(workspaceId, id);
    await this.checkReferences(workspaceId, data);
    if (!(await this.projects.update(workspaceId, id, data))) throw notFound('Project');
    return this.get(workspaceId, id);
  }

  async setStatus(workspaceId: string, id: string, status: ProjectStatus): Promise<Project> {
    if (!isUuid(id) || !(await this.projects.update(workspaceId, id, { status }))) throw notFound('Project');
    return this.get(workspaceId, id);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.projects.delete(workspaceId, id))) throw notFound('Project');
  }

  /** Status or delete for a selection, all or nothing (assigning goes through AssignmentsService). */
  async bulk(workspaceId: string, ids: string[], change: ProjectBulkChange & { action: 'status' | 'delete' }) {
    const count = await this.projects.bulk(workspaceId, ids, change);
    if (count === null) throw notFound('Project');
    return { count };
  }

  /** A selection's rows (fewer when some are not this workspace's): what a bulk change starts from. */
  selection(workspaceId: string, ids: string[]): Promise<ProjectRow[]> {
    return this.projects.selection(workspaceId, ids);
  }

  /** A selection as CSV: every id must be this workspace's project (one that is not: 404, as for the bulk actions). */
  async exportCsv(workspaceId: string, ids: string[]): Promise<string> {
    const rows = await this.projects.selection(workspaceId, ids);
    if (rows.length !== new Set(ids).size) throw notFound('Project');
    return toProjectsCsv(rows);
  }
}
