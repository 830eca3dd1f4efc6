import { notFound } from './app-error';
import { isUuid } from './ids';

/** A repository of a seller's records that lists them (optionally one client's, or one record) and deletes by id. */
export interface OwnedRecordRepository<Row> {
  list(vendorId: string, clientId: string | undefined, limit: number, id?: string): Promise<Row[]>;
  delete(vendorId: string, id: string): Promise<boolean>;
}

/**
 * The list, read and delete steps the record services share. An id that is no uuid, or that names another seller's
 * record, answers `<noun> not found` (404) without telling the two apart.
 */
export class OwnedRecords<Row, Out> {
  constructor(
    private readonly repository: OwnedRecordRepository<Row>,
    private readonly noun: string,
    private readonly present: (row: Row) => Out,
  ) {}

  /** A client filter that is no uuid names none of the seller's clients, so nothing is listed. */
  async list(vendorId: string, clientId: string | undefined, limit: number): Promise<Out[]> {
    if (clientId && !isUuid(clientId)) return [];
    return (await this.repository.list(vendorId, clientId, limit)).map(this.present);
  }

  async get(vendorId: string, id: string): Promise<Out> {
    const [row] = isUuid(id) ? await this.repository.list(vendorId, undefined, 1, id) : [];
    if (!row) throw this.notFound();
    return this.present(row);
  }

  async delete(vendorId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.delete(vendorId, id))) throw this.notFound();
  }

  notFound() {
    return notFound(this.noun);
  }
}
