import type { FastifyRequest } from 'fastify';
import pino from 'pino';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** A capability token in a public link path (reports, proposals, map pages): the path segment is the secret. */
const PUBLIC_TOKEN_PATH = /(\/(?:api\/)?(?:public|p|r)\/[^/?#]+\/)[^/?#]+/g;
/** Values PostgreSQL quotes back in its error detail: `Key (email)=(someone@example.com) already exists.` */
const DETAIL_VALUES = /=\([^)]*\)/g;

/** What a log line may say about a string that might carry personal data. */
export function scrubText(value: string): string {
  return value.replace(EMAIL, '[email]').replace(PUBLIC_TOKEN_PATH, '$1[token]');
}

/** The request as logged: path only (query strings carry search terms, emails and tokens), never a body. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: scrubText(request.url.split('?')[0]),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
    // The app's own in-process calls (app.inject: the demo seed); terminal logs leave them out.
    ...('_lightMyRequest' in request.raw ? { injected: true } : {}),
  };
}

/** Drizzle's failed-query message ends in `params: …` (every bound value: emails, names, messages). */
const withoutParams = (message: string) => message.replace(/\nparams:[\s\S]*$/, '\nparams: [not logged]');

const SECRET_FIELDS = new Set(['params', 'parameters', 'query', 'body', 'detail', 'where', 'password', 'token', 'cookie']);

/**
 * pino's error serializer, then: no SQL parameters, no request data, no emails or public tokens, down the
 * whole `cause` chain (the driver's error sits under drizzle's).
 */
export function errorSerializer(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  // A job's failure reaches the log as its message (job-engine.ts): pino would spread a string into one field per
  // character.
  if (typeof error !== 'object' || error === null)
    return { type: 'Error', message: scrubText(withoutParams(String(error))), stack: '' };
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const safe = scrubSerialized(serialized, 0);
  return { ...safe, type: String(safe.type ?? 'Error'), message: String(safe.message ?? ''), stack: String(safe.stack ?? '') };
}

function scrubSerialized(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === 'detail' && typeof field === 'string') safe.detail = scrubText(field.replace(DETAIL_VALUES, '=(…)'));
    else if (SECRET_FIELDS.has(key)) continue;
    else if (typeof field === 'string')
      safe[key] = scrubText(key === 'message' || key === 'stack' ? withoutParams(field) : field);
    else if (field && typeof field === 'object' && !Array.isArray(field) && depth < 4)
      safe[key] = scrubSerialized(field as Record<string, unknown>, depth + 1);
    else if (typeof field !== 'object') safe[key] = field;
  }
  return safe;
}

/** pino redact paths: credentials and personal data under their usual names, wherever a log call puts them. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'password',
  'email',
  'token',
  'cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.email',
  '*.to',
  '*.token',
  '*.cookie',
];
