import type { FastifyInstance } from 'fastify';
import { type SignedUpUser, signUp } from './test-app';

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
