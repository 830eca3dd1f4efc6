import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';

/** A TOTP code, or else a backup code (used up by the check), for the signed-in user; 400 naming `code` otherwise. */
export async function verifySecondFactor(app: FastifyInstance, headers: Headers, code: string | undefined): Promise<void> {
  const refuse = () =>
    new AppError('invalid_code', 400, 'Enter a valid code from your authenticator app, or a backup code', {
      fields: [{ field: 'code', message: 'Enter a valid code from your authenticator app, or a backup code' }],
    });
  const value = code?.trim().replace(/\s+/g, '') ?? '';
  if (!value) throw refuse();
  if (/^\d{6}$/.test(value)) {
    const ok = await app.auth.api.verifyTOTP({ headers, body: { code: value } }).then(
      () => true,
      () => false,
    );
    if (ok) return;
  }
  const backup = await app.auth.api.verifyBackupCode({ headers, body: { code: value } }).then(
    () => true,
    () => false,
  );
  if (!backup) throw refuse();
}
