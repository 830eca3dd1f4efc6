import type { ErrorCode } from '@proclub/contracts/errors';

/** A failure the client should see: a stable code (one of the contract's ERROR_CODES), an HTTP status and a user-facing message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Resource') => new AppError('not_found', 404, `${what} not found`);
export const unauthorized = () => new AppError('unauthorized', 401, 'Please sign in to continue');
export const forbidden = (message = 'You are not allowed to do that') => new AppError('forbidden', 403, message);
/**
 * 429 with the wait people can act on: seconds under a minute ("Please try again in 45 seconds." — the resend
 * cooldown), else whole minutes ("Too many analyses. Please try again in 3 minutes.").
 */
export function rateLimited(what: string, retryAfterSeconds: number, details?: unknown): AppError {
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new AppError(
      'rate_limited',
      429,
      `${what} Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      details,
    );
  }
  const wait = Math.ceil(retryAfterSeconds / 60);
  return new AppError('rate_limited', 429, `${what} Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`, details);
}

export const badRequest = (field: string, message: string) =>
  new AppError('validation_error', 400, message, { fields: [{ field, message }] });
