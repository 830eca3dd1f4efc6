import {
  CLIENT_OPTIONS_CAP,
  type Client,
  type ClientActivity,
  type ClientBulkInput,
  type ClientData,
  type ClientOption,
  type ClientPage,
  type ClientStatus,
  clientBulkSchema,
} from '@proclub/contracts/crm';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { decodeNewestCursor, newestPageOf } from '../../lib/newest-cursor';
import { toClientsCsv } from './clients.csv';
import type { ClientFilters, ClientRow, ClientsRepository, ClientWrite } from './clients.repository';

const CURSOR_TAG = 'clients';
const EXPORT_CAP = 50_000;

export function toClient({ assignedTo, assigneeName, ...row }: ClientRow): Client {
  return {
    ...row,
    assignee: assignedTo ? { id: assignedTo, name: assigneeName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ClientListFilters {
  q?: string;
  status?: ClientStatus | 'all';
  tag?: string;
  activity?: ClientActivity;
  /** Comma-separated ids of a selection (the bulk export). */
  ids?: string;
  /** "Mine": the member whose assigned clients to keep. */
  assignedTo?: string;
}

const ACTIVITY_DAYS: Record<ClientActivity, number> = { '7d': 7, '30d': 30, '90d': 90, stale: -90 };
const TAGS_CAP = 200;

/** Absent optional fields are stored as null (an edit that omits the phone clears it). */
export const toClientWrite = (data: ClientData): ClientWrite => ({
  name: data.name,
  email: data.email,
  phone: data.phone ?? null,
  company: data.company ?? null,
  website: data.website,
  address: data.address,
  notes: data.notes ?? null,
  status: data.status,
  tags: data.tags,
});

const filtersOf = ({ q, status, tag, activity, ids, assignedTo }: ClientListFilters): ClientFilters =>
  ids
    ? { ids: [...new Set(ids.toLowerCase().split(','))] }
    : {
        q: q || undefined,
        tag: tag || undefined,
        status: status === 'all' ? undefined : status,
        activeWithinDays: activity ? ACTIVITY_DAYS[activity] : undefined,
        assignedTo,
      };

/** A workspace's clients: every call is scoped to the current workspace (another workspace's id is a 404). */
export class ClientsService {
  constructor(private readonly clients: ClientsRepository) {}

  async list(workspaceId: string, filters: ClientListFilters, cursor: string | undefined, limit: number): Promise<ClientPage> {
    const after = decodeNewestCursor(CURSOR_TAG, cursor);
    const { rows, total } = await this.clients.page(workspaceId, filtersOf(filters), limit, after);
    return { ...newestPageOf(CURSOR_TAG, rows, limit, toClient), total };
  }

  async exportCsv(workspaceId: string, filters: ClientListFilters): Promise<string> {
    const where = filtersOf(filters);
    const rows = await this.clients.all(workspaceId, where, EXPORT_CAP);
    // A selection is all this seller's, like the bulk actions: one id of another seller (or none) is a 404.
    if (where.ids && rows.length !== where.ids.length) throw notFound('Client');
    return toClientsCsv(rows);
  }

  /** The project form's picker: active clients by name, at most CLIENT_OPTIONS_CAP per call; `q` finds the rest. */
  async options(workspaceId: string, q: string | undefined): Promise<ClientOption[]> {
    return this.clients.activeOptions(workspaceId, q || undefined, CLIENT_OPTIONS_CAP);
  }

  async get(workspaceId: string, id: string): Promise<Client> {
    const row = isUuid(id) ? await this.clients.find(workspaceId, id) : null;
    if (!row) throw notFound('Client');
    return toClient(row);
  }

  async create(actor: { id: string; userId: string }, data: ClientData): Promise<Client> {
    return toClient(await this.clients.insert(actor.id, toClientWrite(data), actor.userId));
  }

  async update(workspaceId: string, id: string, data: ClientData): Promise<Client> {
    const row = isUuid(id) ? await this.clients.update(workspaceId, id, toClientWrite(data)) : null;
    if (!row) throw notFound('Client');
    return toClient(row);
  }

  /** A bulk action on a selection: all of this seller's, or a 404 and nothing changed (assigning: AssignmentsService). */
  async bulk(
    workspaceId: string,
    input: ClientBulkInput & { action: 'tag' | 'untag' | 'status' | 'delete' },
  ): Promise<{ count: number }> {
    const change = clientBulkSchema.parse(input);
    if (change.action === 'assign') throw new Error('assigning checks the member: AssignmentsService.assignClients');
    const { ids, ...rest } = change;
    const count = await this.clients.bulk(workspaceId, ids, rest);
    if (count === null) throw notFound('Client');
    return { count };
  }

  /** The tags in use, for the tag picker and the tag filter. */
  async tags(workspaceId: string): Promise<string[]> {
    return this.clients.tags(workspaceId, TAGS_CAP);
  }

  /** Deleting a client also deletes its projects (and their milestones and threads). */
  async delete(workspaceId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.clients.delete(workspaceId, id))) throw notFound('Client');
  }
}
