import type { FastifyReply } from 'fastify';
import { AppError } from './app-error';

/** For routes doing slow outbound work (fetching sites, checking ranks), which is costly and rate limited. */

/** Aborts when the caller goes away (tab closed) before the answer is written, so the outbound requests stop too. */
export function abortWhenCallerLeaves(reply: FastifyReply): AbortSignal {
  const cancel = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) cancel.abort();
  });
  return cancel.signal;
}

/** Runs `work`; refused as too many (429), the answer says when to try again (Retry-After). */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429)
      reply.header('retry-after', String((error.details as { retryAfterSeconds: number }).retryAfterSeconds));
    throw error;
  }
}
