import type { ClientContact, ClientContactData } from '@proclub/contracts/client-contacts';
import { badRequest, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { type ClientContactsRepository, CONTACTS_CAP, type ContactRow } from './client-contacts.repository';

export const toContact = (row: ContactRow): ClientContact => ({
  id: row.id,
  clientId: row.clientId,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  email: row.email,
  phone: row.phone,
  isPrimary: row.isPrimary,
  createdAt: row.createdAt.toISOString(),
});

/** A client's contact persons; another workspace's client or contact is a 404. */
export class ClientContactsService {
  constructor(private readonly contacts: ClientContactsRepository) {}

  private async requireClient(workspaceId: string, clientId: string) {
    if (!isUuid(clientId) || !(await this.contacts.clientExists(workspaceId, clientId))) throw notFound('Client');
  }

  async list(workspaceId: string, clientId: string): Promise<ClientContact[]> {
    await this.requireClient(workspaceId, clientId);
    return (await this.contacts.list(workspaceId, clientId)).map(toContact);
  }

  async add(workspaceId: string, clientId: string, data: ClientContactData): Promise<ClientContact> {
    await this.requireClient(workspaceId, clientId);
    if ((await this.contacts.count(workspaceId, clientId)) >= CONTACTS_CAP)
      throw badRequest('firstName', `A client can have at most ${CONTACTS_CAP} contacts`);
    return toContact(await this.contacts.insert(workspaceId, clientId, data));
  }

  async update(workspaceId: string, clientId: string, id: string, data: Partial<ClientContactData>): Promise<ClientContact> {
    await this.requireClient(workspaceId, clientId);
    if (!isUuid(id)) throw notFound('Contact');
    const row = await this.contacts.update(workspaceId, clientId, id, data);
    if (!row) throw notFound('Contact');
    return toContact(row);
  }

  async remove(workspaceId: string, clientId: string, id: string): Promise<void> {
    await this.requireClient(workspaceId, clientId);
    if (!isUuid(id) || !(await this.contacts.delete(workspaceId, clientId, id))) throw notFound('Contact');
  }
}
