import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// Repository root, found relative to this file both from src/ (tsx, vitest) and dist/ (bundle).
const here = path.dirname(fileURLToPath(import.meta.url));
export const serverRoot = path.resolve(here, here.includes(`${path.sep}dist`) ? '..' : '../..');
export const repoRoot = path.resolve(serverRoot, '../..');

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * Which proxies' X-Forwarded-For to believe for the client IP (rate limits key on it): 'false' (default,
 * the socket address), 'true' (any), a hop count, or a comma list of proxy addresses/CIDRs.
 */
const trustProxy = z
  .string()
  .trim()
  .regex(
    /^(true|false|\d+|[0-9a-f.:]+(\/\d+)?(\s*,\s*[0-9a-f.:]+(\/\d+)?)*)$/i,
    "'true', 'false', a hop count, or a comma list of proxy addresses",
  )
  .transform((value): boolean | number | string => {
    if (value === 'true' || value === 'false') return value === 'true';
    return /^\d+$/.test(value) ? Number(value) : value;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless set: `npm start` seeds a demo admin with a published password, so it must not face a network by default. */
  HOST: z.string().default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (make one with: openssl rand -base64 48)').optional(),
  /** Demo accounts and data in an empty database. Unset = on with the embedded database only (see resolveProductionDefaults). */
  SEED_DEMO: booleanFlag.optional(),
  /** The built-in test checkout when STRIPE_SECRET_KEY is unset. Unset = on, except in production on PostgreSQL. */
  TEST_CHECKOUT: booleanFlag.optional(),
  /** The OpenAPI UI and JSON at /api/docs. Unset = on, except with NODE_ENV=production. */
  API_DOCS: booleanFlag.optional(),
  /**
   * How custom portal domains are verified (ADR 051): dns = a DNS TXT lookup; fake = a local stand-in that finds the
   * record for any domain under .test or .localhost (dev, tests, e2e). Unset = dns in production, else fake.
   */
  DOMAIN_VERIFIER: z.enum(['dns', 'fake']).optional(),
  TRUST_PROXY: trustProxy.default(false),
  /** Bearer token for GET /metrics; unset = /metrics answers only direct (unproxied) requests from private addresses. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json = one JSON object per line; pretty = short readable lines. Unset = pretty when stdout is a terminal, else json. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  SIGN_IN_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  SIGN_IN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(100),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** When expired rate-limit windows are deleted (cron, seconds field optional); every instance declares it, one runs it. */
  RATE_LIMIT_PRUNE_CRON: z.string().trim().min(9).default('17 * * * *'),
  SIGN_UPS_PER_IP: z.coerce.number().int().min(1).default(30),
  SIGN_UP_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  // Website analyzer: outbound requests are refused to loopback/private/metadata addresses and to other ports.
  ANALYZER_ALLOW_LOOPBACK: booleanFlag.default(false),
  /** Comma-separated ports and ranges the analyzer may connect to, e.g. "80,443" or "80,443,8000-8999". */
  ANALYZER_ALLOWED_PORTS: z
    .string()
    .regex(/^\s*\d+(\s*-\s*\d+)?(\s*,\s*\d+(\s*-\s*\d+)?)*\s*$/, 'a list like 80,443 or 80,443,8000-8999')
    .default('80,443'),
  /** Headless Chromium for client-rendered pages; unset = /usr/bin/chromium when installed; '' or 'none' = never render. */
  ANALYZER_CHROMIUM_PATH: z.string().optional(),
  /** Pages the one shared browser renders at once (each holds tens of MB); more wait their turn. */
  ANALYZER_RENDER_PAGES: z.coerce.number().int().min(1).max(8).default(2),
  /** How long one page may take to render, counted once the browser is up (after the site fetches, on its own clock). */
  ANALYZER_RENDER_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(60_000).default(8_000),
  /** Same-site pages read besides the homepage (contact/about/services first); 0 = homepage only. */
  ANALYZER_CRAWL_PAGES: z.coerce.number().int().min(0).max(50).default(10),
  ANALYSES_PER_USER: z.coerce.number().int().min(1).default(30),
  ANALYSES_PER_IP: z.coerce.number().int().min(1).default(60),
  /** Analyses without an account: their own, tighter budget per IP (same window) and a cap on how many run at once. */
  ANONYMOUS_ANALYSES_PER_IP: z.coerce.number().int().min(1).default(10),
  ANONYMOUS_ANALYSES_AT_ONCE: z.coerce.number().int().min(1).default(2),
  ANALYSIS_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  REPORT_EMAILS_PER_USER: z.coerce.number().int().min(1).default(20),
  // Email: the outbox is always written; SMTP delivery when SMTP_URL is set (smtp://user:pass@host:587).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('ProClub <no-reply@proclub.local>'),
  /** Where "Contact support" leads (issue 37): the suspended-account screen's mailto: link and the sign-in refusal. */
  SUPPORT_EMAIL: z.string().trim().email('must be an email address').default('support@proclub.local'),
  /** Serves /dev/mailbox outside NODE_ENV=development (e2e runs set it); refused with NODE_ENV=production. */
  DEV_MAILBOX: booleanFlag.default(false),
  /** First retry delay of a failed SMTP delivery (doubles each attempt, 5 attempts); whole seconds, under 1 s = at once. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  /** Email campaigns send one batch (their rate per minute spread over this many seconds) per run. */
  CAMPAIGN_BATCH_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  // Job engine (lib/jobs, pg-boss): every instance runs jobs unless JOBS_WORKERS=false.
  JOBS_WORKERS: booleanFlag.default(true),
  /** How often an idle queue looks for due jobs (jobs queued by this instance start at once). Min 500. */
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(500).default(2000),
  /** How often an instance queues due schedules (cron / interval). */
  JOBS_SCHEDULE_TICK_MS: z.coerce.number().int().min(50).default(1000),
  /** How often expired runs (a process killed mid-job) are sent back to retry, and old jobs archived. */
  JOBS_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(60),
  /** On SIGTERM, how long running jobs may finish before they are released back to retry. */
  JOBS_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).default(8000),
  WEB_DIST_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  // Payments: Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test checkout.
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** A Stripe-compatible API (protocol://host:port), e.g. a local fake in tests; unset = api.stripe.com. */
  STRIPE_API_BASE: z.url().optional(),
  /** Signing secret of the orders webhook endpoint (POST /api/orders/webhook); unset = STRIPE_WEBHOOK_SECRET. */
  STRIPE_ORDERS_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Signing secret of the Connect webhook endpoint (POST /api/orders/payouts/webhook, account.updated; ADR 031). */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The platform's share of every order, in percent of its amount (ADR 023). */
  ORDER_PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(10),
  /**
   * The platform's share of an agency's invoice payment made to its Connect account (a Stripe application fee), in
   * percent of the payment (ADR 055). 0 — the default — takes none: agencies were never told of a fee.
   */
  INVOICE_PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(0),
  /** Days after delivery without the buyer's answer before the held money is released to the seller. */
  ORDER_AUTO_RELEASE_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  /** When the auto-release sweep runs (cron); every instance declares it, one runs it. */
  ORDER_AUTO_RELEASE_CRON: z.string().trim().min(9).default('*/10 * * * *'),
  STRIPE_PRICE_BASE: z.string().min(1).default('price_proclub_base'),
  STRIPE_PRICE_ADVANCED_CRM: z.string().min(1).default('price_proclub_advanced_crm'),
  STRIPE_PRICE_PRIORITY_SUPPORT: z.string().min(1).default('price_proclub_priority_support'),
  STRIPE_PRICE_ANALYTICS_PRO: z.string().min(1).default('price_proclub_analytics_pro'),
  STRIPE_PRICE_WHITE_LABEL: z.string().min(1).default('price_proclub_white_label'),
  // Rank tracker: a SERP API that reports Google positions; without one, positions are entered by hand.
  RANK_PROVIDER: z.enum(['none', 'serpapi']).default('none'),
  RANK_PROVIDER_API_KEY: z.string().min(1).optional(),
  /** The provider's API base (protocol://host:port), e.g. a local fake in tests; unset = the provider's own. */
  RANK_PROVIDER_URL: z.url().optional(),
});

type ParsedEnv = z.infer<typeof envSchema>;

export type Env = Omit<ParsedEnv, 'SEED_DEMO' | 'TEST_CHECKOUT' | 'API_DOCS'> & {
  SEED_DEMO: boolean;
  TEST_CHECKOUT: boolean;
  API_DOCS: boolean;
  dataDir: string;
  webDistDir: string;
};

/**
 * A real deployment (NODE_ENV=production on PostgreSQL) gets no demo accounts, no free test checkout and no API
 * docs unless they are asked for by name; the bare-machine `npm start` (production on the embedded database)
 * keeps the demo workspace and the test checkout, so a first look still works. See ADR 016. Demo data goes
 * into a PostgreSQL database (any NODE_ENV) only with SEED_DEMO=true: a shared database is never a first look.
 */
function resolveProductionDefaults(env: ParsedEnv): Pick<Env, 'SEED_DEMO' | 'TEST_CHECKOUT' | 'API_DOCS'> {
  const realDeployment = env.NODE_ENV === 'production' && Boolean(env.DATABASE_URL);
  return {
    SEED_DEMO: env.SEED_DEMO ?? !env.DATABASE_URL,
    TEST_CHECKOUT: env.TEST_CHECKOUT ?? !realDeployment,
    API_DOCS: env.API_DOCS ?? env.NODE_ENV !== 'production',
  };
}

/** Settings that hold a secret, whole or as a URL's password. */
const SECRET_KEYS = [
  'AUTH_SECRET',
  'METRICS_TOKEN',
  'S3_SECRET_ACCESS_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_ORDERS_WEBHOOK_SECRET',
  'STRIPE_CONNECT_WEBHOOK_SECRET',
  'RANK_PROVIDER_API_KEY',
] as const;
const SECRET_URL_KEYS = ['DATABASE_URL', 'SMTP_URL'] as const;

/**
 * What the example files and tutorials put where a secret goes: "change-me…", "replace-me", "your-secret",
 * "sk_test_..." (a trailing ellipsis), "<your key>", or a bare word such as "secret" or "password".
 */
const PLACEHOLDER =
  /change[-_ ]?me|replace[-_ ]?me|your[-_ ]?(secret|key|token|password)|\.\.\.$|^<.*>$|^(secret|password|changeit|example|placeholder|todo|x+)$/i;

/** The settings whose secret is a placeholder, as `KEY` or `KEY's password` (never the value itself). */
export function placeholderSecrets(env: Partial<Record<(typeof SECRET_KEYS | typeof SECRET_URL_KEYS)[number], string>>) {
  const found: string[] = SECRET_KEYS.filter((key) => PLACEHOLDER.test(env[key] ?? ''));
  for (const key of SECRET_URL_KEYS) {
    let password = '';
    try {
      password = decodeURIComponent(new URL(env[key] ?? '').password);
    } catch {
      // Not a URL: the schema has already judged its shape.
    }
    if (PLACEHOLDER.test(password)) found.push(`${key}'s password`);
  }
  return found;
}

/**
 * Settings that would silently misbehave in production, each refused with one sentence that names the fix
 * (ADR 020). Development and tests may run without them.
 */
export function productionRefusals(
  env: Pick<
    ParsedEnv,
    | 'NODE_ENV'
    | 'APP_URL'
    | 'SMTP_URL'
    | 'STRIPE_SECRET_KEY'
    | 'S3_BUCKET'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'DEV_MAILBOX'
    | (typeof SECRET_KEYS)[number]
    | (typeof SECRET_URL_KEYS)[number]
  >,
): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const refusals: string[] = [];
  for (const what of placeholderSecrets(env)) {
    refusals.push(
      `${what} is a placeholder from an example (such as "change-me"), which anyone can read. Set a random value (openssl rand -base64 48)${what === 'AUTH_SECRET' ? ', or unset AUTH_SECRET and the server generates one and keeps it in the database' : ''}.`,
    );
  }
  if (!env.APP_URL && (env.SMTP_URL || env.STRIPE_SECRET_KEY)) {
    const what = [env.SMTP_URL && 'SMTP_URL', env.STRIPE_SECRET_KEY && 'STRIPE_SECRET_KEY'].filter(Boolean).join(' and ');
    refusals.push(
      `APP_URL is required when ${what} is set: links in emails and payment return addresses would point at localhost. Set APP_URL to the public address, e.g. https://club.example.com.`,
    );
  }
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    refusals.push(
      'S3_BUCKET is set without S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: every upload would fail. Set both keys, or unset S3_BUCKET to keep uploads in PostgreSQL.',
    );
  }
  if (env.DEV_MAILBOX) {
    refusals.push(
      'DEV_MAILBOX is on: /dev/mailbox would show every email this server sends (password reset links included) to anyone. Unset DEV_MAILBOX; it is for development and test runs only.',
    );
  }
  return refusals;
}

/** Parses configuration once. Every bad key is listed in one error so a misconfigured boot fails fast. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema
    .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'required when STRIPE_SECRET_KEY is set (webhooks are the only writer of subscriptions)',
    })
    .refine((env) => env.RANK_PROVIDER === 'none' || env.RANK_PROVIDER_API_KEY, {
      path: ['RANK_PROVIDER_API_KEY'],
      message: 'required when RANK_PROVIDER is set',
    })
    // An empty value means unset: compose files and .env templates write `KEY=` for "not configured".
    .safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const refusals = productionRefusals(env);
  if (refusals.length > 0) {
    throw new Error(`Refusing to start in production:\n${refusals.map((line) => `  - ${line}`).join('\n')}`);
  }
  return {
    ...env,
    ...resolveProductionDefaults(env),
    dataDir: path.resolve(repoRoot, env.DATA_DIR),
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
  };
}
