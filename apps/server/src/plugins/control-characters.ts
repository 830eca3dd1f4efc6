import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  hasLoneSurrogate,
  LONE_SURROGATE_MESSAGE,
} from '@proclub/contracts/common';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error';

/** Why a string cannot be taken as text, or null when it can. */
const problemOf = (value: string) =>
  hasControlCharacters(value) ? CONTROL_CHARACTERS_MESSAGE : hasLoneSurrogate(value) ? LONE_SURROGATE_MESSAGE : null;

/** The first string (depth-first, keys included) that is not text, as a dotted field path and why; null when none. */
function findBadText(value: unknown, path: string[], depth = 0): { field: string; problem: string } | null {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem ? { field: path.join('.') || 'value', problem } : null;
  }
  if (!value || typeof value !== 'object' || depth > 8) return null;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = problemOf(key);
    if (keyProblem) return { field: [...path, 'key'].join('.'), problem: keyProblem };
    const found = findBadText(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The contracts' `text()` refuses control characters and lone surrogates in every field they describe; this catches what no contract
 * describes before a handler sees it: path parameters (a token), better-auth's own routes, extra keys. Without
 * it a NUL reaches PostgreSQL, which cannot store one, and the request answers 500.
 */
export const controlCharactersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      // A page of the web app (GET /browse?q=…) is the same HTML whatever its query says: the app reads the query
      // and calls the API, which refuses it here and shows its error state — not this refusal as raw JSON.
      const page = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
      for (const part of [request.params, page ? null : request.query, request.body]) {
        const bad = findBadText(part, []);
        if (bad !== null) throw badRequest(bad.field, `${bad.field}: ${bad.problem}`);
      }
    });
  },
  { name: 'control-characters' },
);
