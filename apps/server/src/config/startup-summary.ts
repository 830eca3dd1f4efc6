import { existsSync } from 'node:fs';
import type { Env } from './env';

/**
 * The start-up summary's second line: what this instance will do with mail, payments, files and the analyzer's
 * rendering, so a wrong setting shows at a glance (in a terminal and in the JSON logs alike).
 */
export function startupSummary(env: Env, databaseKind: string, chromiumInstalled = existsSync('/usr/bin/chromium')): string {
  const database = databaseKind === 'pglite' ? `embedded in ${env.dataDir}` : 'PostgreSQL';
  const mail = env.SMTP_URL ? 'sent over SMTP' : 'captured, not sent (no SMTP_URL)';
  const payments = env.STRIPE_SECRET_KEY ? 'Stripe' : env.TEST_CHECKOUT ? 'built-in test checkout' : 'off (no STRIPE_SECRET_KEY)';
  const files = env.S3_BUCKET ? `bucket ${env.S3_BUCKET}` : env.DATABASE_URL ? 'in PostgreSQL' : `in ${env.dataDir}`;
  const configured = env.ANALYZER_CHROMIUM_PATH;
  const rendering =
    configured === '' || configured === 'none'
      ? 'off (ANALYZER_CHROMIUM_PATH=none)'
      : configured
        ? `on (${configured})`
        : chromiumInstalled
          ? 'on (/usr/bin/chromium)'
          : 'off (no Chromium at /usr/bin/chromium: analyses say "Not rendered")';
  return `Settings: database ${database}; mail ${mail}; payments ${payments}; uploads ${files}; analyzer rendering ${rendering}; log level ${env.LOG_LEVEL}`;
}
