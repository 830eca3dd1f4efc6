import { notFound } from './app-error';
import { isUuid } from './ids';

/** A repository of a workspace's records that lists them (optionally one client's, or one record) and deletes by id. */
export interface OwnedRecordRepository<Row> {
  list(workspaceId: string, clientId: string | undefined, limit: number, id?: string): Promise<Row[]>;
  delete(workspaceId: string, id: string): Promise<boolean>;
}

/** Checks that a client is the workspace's (throwing the 400 the form shows otherwise). */
export interface ClientCheck {
  require(workspaceId: string, clientId: string): Promise<unknown>;
}

/**
 * The list, read and delete steps shared by the services of a seller's per-client records; each subclass adds its
 * writes. An id that is no uuid, or that names another seller's record, answers `<noun> not found` (404) without
 * telling the two apart.
 */
export abstract class OwnedRecordsService<Row, Out, Repository extends OwnedRecordRepository<Row>> {
  /** The record's name in the 404 message. */
  protected abstract readonly noun: string;
  /** The row as the API answers it. */
  protected abstract readonly present: (row: Row) => Out;

  constructor(
    protected readonly repository: Repository,
    protected readonly clients: ClientCheck,
  ) {}

  /** A client filter that is no uuid names none of the seller's clients, so nothing is listed. */
  async list(workspaceId: string, clientId: string | undefined, limit: number): Promise<Out[]> {
    if (clientId && !isUuid(clientId)) return [];
    return (await this.repository.list(workspaceId, clientId, limit)).map(this.present);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.delete(workspaceId, id))) throw this.notFound();
  }

  /** Stores a record for one of the seller's clients (the 400 first when the client is not theirs) and answers it. */
  protected async createFor(workspaceId: string, clientId: string, insert: () => Promise<string>): Promise<Out> {
    await this.clients.require(workspaceId, clientId);
    return this.get(workspaceId, await insert());
  }

  protected async get(workspaceId: string, id: string): Promise<Out> {
    const [row] = isUuid(id) ? await this.repository.list(workspaceId, undefined, 1, id) : [];
    if (!row) throw this.notFound();
    return this.present(row);
  }

  protected notFound() {
    return notFound(this.noun);
  }
}
