/** A failure the client should see: a stable code, an HTTP status and a user-facing message. */
export class AppError extends Error {
  constructor(
    readonly code: string,
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
export const badRequest = (field: string, message: string) =>
  new AppError('validation_error', 400, message, { fields: [{ field, message }] });
