import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@proclub/contracts/common';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error';

/** The first string (depth-first) holding a control character, as a dotted field path; null when none does. */
function findControlCharacter(value: unknown, path: string[], depth = 0): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path.join('.') || 'value' : null;
  if (!value || typeof value !== 'object' || depth > 8) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findControlCharacter(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The contracts' `text()` refuses control characters in every field they describe; this catches what no contract
 * describes before a handler sees it: path parameters (a token), better-auth's own routes, extra keys. Without
 * it a NUL reaches PostgreSQL, which cannot store one, and the request answers 500.
 */
export const controlCharactersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = findControlCharacter(part, []);
        if (field !== null) throw badRequest(field, `${field}: ${CONTROL_CHARACTERS_MESSAGE}`);
      }
    });
  },
  { name: 'control-characters' },
);
