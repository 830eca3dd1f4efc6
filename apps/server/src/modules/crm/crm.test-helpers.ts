import type { Client, Milestone, Project } from '@proclub/contracts/crm';
import type { ApiClient, SignedUpUser } from '../../test/test-app';

export const validClient = {
  name: 'Rosa Bakery',
  email: 'rosa@bakery.test',
  phone: '+1 555 0100',
  company: 'Rosa Ltd',
  notes: '',
};

export async function createClient(api: ApiClient, fields: Record<string, unknown> = {}): Promise<Client> {
  const response = await api.post('/api/crm/clients', { ...validClient, ...fields });
  if (response.statusCode !== 201) throw new Error(`create client failed: ${response.statusCode} ${response.body}`);
  return response.json() as Client;
}

export async function createProject(api: ApiClient, clientId: string, fields: Record<string, unknown> = {}): Promise<Project> {
  const response = await api.post('/api/crm/projects', { clientId, title: 'Website rebuild', ...fields });
  if (response.statusCode !== 201) throw new Error(`create project failed: ${response.statusCode} ${response.body}`);
  return response.json() as Project;
}

export async function createMilestone(
  api: ApiClient,
  projectId: string,
  fields: Record<string, unknown> = {},
): Promise<Milestone> {
  const response = await api.post(`/api/crm/projects/${projectId}/milestones`, { title: 'Design sign-off', ...fields });
  if (response.statusCode !== 201) throw new Error(`create milestone failed: ${response.statusCode} ${response.body}`);
  return response.json() as Milestone;
}

/** A seller with one client (whose email is given) and one project in the given status. */
export async function sellerProjectFor(
  seller: SignedUpUser,
  clientEmail: string,
  status = 'in_progress',
): Promise<{ client: Client; project: Project }> {
  const client = await createClient(seller.client, { email: clientEmail, name: `Client ${clientEmail}` });
  const project = await createProject(seller.client, client.id, { status, title: `Project for ${clientEmail}` });
  return { client, project };
}

/** PUT with a JSON body (ApiClient.put takes raw inject options). */
export const put = (api: ApiClient, url: string, body: unknown) => api.request('PUT', url, { payload: body as object });
