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
import type { AuthUser } from '../../plugins/auth';
import type { ProjectRow, ProjectsRepository, ProjectWrite } from './projects.repository';

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
  };
}

const toProjectWrite = (data: ProjectData): ProjectWrite => ({ ...data, description: data.description ?? null });

/** A seller's projects, scoped by vendor_id; the client and service must be the seller's own. */
export class ProjectsService {
  constructor(private readonly projects: ProjectsRepository) {}

  async list(user: AuthUser, status: ProjectStatus | undefined, cursor: string | undefined, limit: number): Promise<ProjectPage> {
    const after = decodeNewestCursor(cursorTag(status), cursor);
    const { rows, total } = await this.projects.page(user.id, status, limit, after);
    return { ...newestPageOf(cursorTag(status), rows, limit, toProject), total };
  }

  /** One column per status: count and budget total of all its projects, and its newest cards. */
  async board(user: AuthUser): Promise<Board> {
    // Counts and totals come from one GROUP BY; the columns' cards from one LATERAL query.
    const [totals, columns] = await Promise.all([
      this.projects.boardTotals(user.id),
      this.projects.boardColumns(user.id, BOARD_COLUMN_SIZE),
    ]);
    return {
      columns: PROJECT_STATUSES.map((status) => {
        const totalsOf = totals.find((row) => row.status === status);
        return {
          status,
          count: totalsOf?.count ?? 0,
          budgetTotal: Math.round((totalsOf?.budgetTotal ?? 0) * 100) / 100,
          ...newestPageOf(cursorTag(status), columns.get(status) ?? [], BOARD_COLUMN_SIZE, toProject),
        };
      }),
    };
  }

  async get(user: AuthUser, id: string): Promise<Project> {
    const row = isUuid(id) ? await this.projects.find(user.id, id) : null;
    if (!row) throw notFound('Project');
    return toProject(row);
  }

  /** The project form's picker: active services by title, at most SERVICE_OPTIONS_CAP per call; `q` finds the rest. */
  async serviceOptions(user: AuthUser, q: string | undefined): Promise<ServiceOption[]> {
    return this.projects.activeServiceOptions(user.id, q || undefined, SERVICE_OPTIONS_CAP);
  }

  /** Another seller's client or service is refused like a missing one, naming the field; nothing is saved. */
  private async checkReferences(user: AuthUser, data: ProjectWrite): Promise<void> {
    if (!isUuid(data.clientId) || !(await this.projects.ownsClient(user.id, data.clientId)))
      throw badRequest('clientId', 'clientId: Client not found');
    if (data.serviceId !== null && (!isUuid(data.serviceId) || !(await this.projects.ownsService(user.id, data.serviceId))))
      throw badRequest('serviceId', 'serviceId: Service not found');
  }

  async create(user: AuthUser, input: ProjectData): Promise<Project> {
    const data = toProjectWrite(input);
    await this.checkReferences(user, data);
    const id = await this.projects.insert(user.id, data);
    return this.get(user, id);
  }

  async update(user: AuthUser, id: string, input: ProjectData): Promise<Project> {
    const data = toProjectWrite(input);
    await this.get(user, id);
    await this.checkReferences(user, data);
    if (!(await this.projects.update(user.id, id, data))) throw notFound('Project');
    return this.get(user, id);
  }

  async setStatus(user: AuthUser, id: string, status: ProjectStatus): Promise<Project> {
    if (!isUuid(id) || !(await this.projects.update(user.id, id, { status }))) throw notFound('Project');
    return this.get(user, id);
  }

  async delete(user: AuthUser, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.projects.delete(user.id, id))) throw notFound('Project');
  }
}
