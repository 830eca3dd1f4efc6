import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env';

const BANNER = '!'.repeat(78);

/**
 * A production server with demo accounts (published password, admin included) or the free test checkout is
 * either a first look on a bare machine or a mistake; say so at warn level, where nobody filters it out.
 */
export function demoFeatureWarnings(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (env.SEED_DEMO)
    warnings.push(
      'SEED_DEMO is on: an empty database gets five demo accounts (admin included) whose password is published in the README. Set SEED_DEMO=false for a real deployment.',
    );
  if (env.TEST_CHECKOUT && !env.STRIPE_SECRET_KEY)
    warnings.push(
      'The built-in test checkout is on: anyone can become a club member with a test card number. Set STRIPE_SECRET_KEY, or TEST_CHECKOUT=false.',
    );
  if (env.API_DOCS) warnings.push('API_DOCS is on: the OpenAPI description is served at /api/docs.');
  return warnings;
}

export function warnAboutDemoFeatures(env: Env, log: FastifyBaseLogger): void {
  const warnings = demoFeatureWarnings(env);
  if (warnings.length === 0) return;
  log.warn(BANNER);
  for (const warning of warnings) log.warn(`WARNING (production): ${warning}`);
  log.warn(BANNER);
}
