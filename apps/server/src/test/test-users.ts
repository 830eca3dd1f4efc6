import type { FastifyInstance } from 'fastify';
import { mailedLink, type SignedUpUser, signUp, uniqueEmail } from './test-app';

/** A signed-up user who completed setup with the given role. */
export async function userWithRole(
  app: FastifyInstance,
  role: 'agency' | 'vendor' | 'freelancer' | 'client',
): Promise<SignedUpUser> {
  const user = await signUp(app, { name: `${role} tester` });
  const response = await user.client.post('/api/profile/setup', { role });
  if (response.statusCode !== 200) throw new Error(`setup failed: ${response.body}`);
  return user;
}

/** A teammate's account: signed up from the owner's mailed invitation, accepted, its client working in that workspace. */
export async function teammateOf(
  app: FastifyInstance,
  owner: SignedUpUser,
  role: 'admin' | 'member',
  workspaceId = owner.id,
): Promise<SignedUpUser> {
  const email = uniqueEmail(`${role}-mate`);
  const invited = await owner.client.post(`/api/workspaces/${workspaceId}/invitations`, { email, role });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const link = await mailedLink(app, email, '/invitations/');
  const person = await signUp(app, { email, name: `${role} teammate` });
  const accepted = await person.client.post(`/api/invitations/${link.pathname.split('/').at(-1)}/accept`);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  person.client.workspaceId = workspaceId;
  return person;
}

/** An agency owner's personal workspace with an admin and a member in it (each client already working there). */
export async function agencyTeam(app: FastifyInstance) {
  const owner = await userWithRole(app, 'agency');
  const admin = await teammateOf(app, owner, 'admin');
  const member = await teammateOf(app, owner, 'member');
  return { workspaceId: owner.id, owner, admin, member };
}
