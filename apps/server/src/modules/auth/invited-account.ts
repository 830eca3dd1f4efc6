import { AppError } from '../../lib/app-error';
import { passwordProblem } from '../../lib/password-policy';
import type { Auth } from '../../plugins/auth';

export interface InvitedAccount {
  id: string;
  email: string;
  name: string;
}

/**
 * An account for a person who set their password through an invitation mailed to this address (the client portal,
 * issue 33): the link reached the inbox, so the address is verified and no "verify your email" mail goes out, which
 * better-auth's sign-up would send. Made the way its sign-up makes one (user, then a credential account with the
 * password's hash), under the same password rule as every other password.
 */
export async function createInvitedAccount(
  auth: Auth,
  input: { email: string; name: string; password: string },
): Promise<InvitedAccount> {
  const problem = passwordProblem(input.password);
  if (problem) throw new AppError('weak_password', 400, problem, { fields: [{ field: 'password', message: problem }] });
  const context = await auth.$context;
  const created = await context.internalAdapter.createUser(
    { email: input.email.toLowerCase(), name: input.name, emailVerified: true },
    { method: 'email-password' },
  );
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await context.password.hash(input.password),
  });
  return { id: created.id, email: created.email, name: created.name };
}
