import { notFound } from './app-error';
import { isUuid } from './ids';

/** A repository of a seller's records that lists them (optionally one client's, or one record) and deletes by id. */
export interface OwnedRecordRepository<Row> {
  list(vendorId: string, clientId: string | undefined, limit: number, id?: string): Promise<Row[]>;
  delete(vendorId: string, id: string): Promise<boolean>;
}

/** Checks that a client is the seller's (throwing the 400 the form shows otherwise). */
export interface ClientCheck {
  require(vendorId: string, clientId: string): Promise<unknown>;
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
  async list(user: { id: string }, clientId: string | undefined, limit: number): Promise<Out[]> {
    if (clientId && !isUuid(clientId)) return [];
    return (await this.repository.list(user.id, clientId, limit)).map(this.present);
  }

  async delete(user: { id: string }, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.delete(user.id, id))) throw this.notFound();
  }

  /** Stores a record for one of the seller's clients (the 400 first when the client is not theirs) and answers it. */
  protected async createFor(user: { id: string }, clientId: string, insert: () => Promise<string>): Promise<Out> {
    await this.clients.require(user.id, clientId);
    return this.get(user, await insert());
  }

  protected async get(user: { id: string }, id: string): Promise<Out> {
    const [row] = isUuid(id) ? await this.repository.list(user.id, undefined, 1, id) : [];
    if (!row) throw this.notFound();
    return this.present(row);
  }

  protected notFound() {
    return notFound(this.noun);
  }
}
