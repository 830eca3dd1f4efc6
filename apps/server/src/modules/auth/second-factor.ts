import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { toWebHeaders } from '../../plugins/auth';
import { RateLimiter } from './rate-limiter.repository';
import { SecretChecks } from './secret-checks';

/**
 * A TOTP code, or else a backup code (used up by the check), for the signed-in user; 400 naming `code` otherwise.
 * Wrong codes count against the account's and the IP's budget (429 with Retry-After past it).
 */
export async function verifySecondFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  code: string | undefined,
): Promise<void> {
  const refuse = () =>
    new AppError('invalid_code', 400, 'Enter a valid code from your authenticator app, or a backup code', {
      fields: [{ field: 'code', message: 'Enter a valid code from your authenticator app, or a backup code' }],
    });
  const value = code?.trim().replace(/\s+/g, '') ?? '';
  if (!value) throw refuse();
  const checks = new SecretChecks(new RateLimiter(app.database.db));
  const held = await checks.begin('code', userId, request.ip, reply);
  const headers = toWebHeaders(request);
  if (/^\d{6}$/.test(value)) {
    const ok = await app.auth.api.verifyTOTP({ headers, body: { code: value } }).then(
      () => true,
      () => false,
    );
    if (ok) return checks.passed(held);
  }
  const backup = await app.auth.api.verifyBackupCode({ headers, body: { code: value } }).then(
    () => true,
    () => false,
  );
  if (!backup) throw refuse();
  await checks.passed(held);
}
