import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const production = { NODE_ENV: 'production' };
const refusal = (source: NodeJS.ProcessEnv) => {
  try {
    loadEnv(source);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('configuration: production refusals and defaults (ADR 016, ADR 020)', () => {
  it('refuses mail or payments without APP_URL in production, naming the fix', () => {
    const message = refusal({ ...production, SMTP_URL: 'smtp://mail.example.com:587' });
    expect(message).toContain('Refusing to start in production');
    expect(message).toContain('APP_URL is required when SMTP_URL is set');
    expect(refusal({ ...production, STRIPE_SECRET_KEY: 'sk_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toContain(
      'APP_URL is required when STRIPE_SECRET_KEY is set',
    );
    expect(refusal({ ...production, SMTP_URL: 'smtp://m:587', APP_URL: 'https://club.example.com' })).toBe('');
    // Development may run without it (links point at localhost on purpose there).
    expect(refusal({ NODE_ENV: 'development', SMTP_URL: 'smtp://m:587' })).toBe('');
  });

  it('refuses the dev mailbox in production: it would serve every mail, reset links included, to anyone', () => {
    expect(refusal({ ...production, DEV_MAILBOX: 'true' })).toContain('DEV_MAILBOX is on');
    expect(refusal({ NODE_ENV: 'test', DEV_MAILBOX: 'true' })).toBe('');
    expect(refusal({ ...production, DEV_MAILBOX: 'false' })).toBe('');
  });

  it('refuses a bucket without keys in production, and a short AUTH_SECRET anywhere', () => {
    expect(refusal({ ...production, S3_BUCKET: 'uploads' })).toContain('S3_BUCKET is set without S3_ACCESS_KEY_ID');
    expect(refusal({ AUTH_SECRET: 'short' })).toContain('AUTH_SECRET: must be at least 32 characters');
  });

  it('refuses placeholder secrets in production only, naming the setting (never the value)', () => {
    const message = refusal({
      ...production,
      AUTH_SECRET: 'change-me-to-at-least-32-random-characters',
      METRICS_TOKEN: 'replace-me-with-a-long-token',
      DATABASE_URL: 'postgres://proclub:change-me@db:5432/proclub',
      SMTP_URL: 'smtp://user:password@smtp.example.com:587',
      APP_URL: 'https://club.example.com',
      STRIPE_SECRET_KEY: 'sk_test_...',
      STRIPE_WEBHOOK_SECRET: 'whsec_...',
      RANK_PROVIDER: 'serpapi',
      RANK_PROVIDER_API_KEY: '<your key>',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'proclub',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    for (const what of [
      'AUTH_SECRET',
      'METRICS_TOKEN',
      "DATABASE_URL's password",
      "SMTP_URL's password",
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'RANK_PROVIDER_API_KEY',
      'S3_SECRET_ACCESS_KEY',
    ])
      expect(message).toContain(`  - ${what} is a placeholder from an example`);
    expect(message).toContain('openssl rand -base64 48');
    expect(message).not.toContain('change-me-to');
    // Real-looking secrets pass, and development may keep a placeholder.
    const real = {
      ...production,
      AUTH_SECRET: 'k3J9x0Qm2v8Zr1Lw5Tn7Yb4Hc6Dp0Fs9Ga2Ue8Ro',
      DATABASE_URL: 'postgres://proclub:Q7v2xLp9@db:5432/proclub',
      STRIPE_SECRET_KEY: 'sk_live_51Habc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      APP_URL: 'https://club.example.com',
    };
    expect(refusal(real)).toBe('');
    expect(refusal({ NODE_ENV: 'development', AUTH_SECRET: 'change-me-to-at-least-32-random-characters' })).toBe('');
  });

  it('lists every refusal at once, one line each', () => {
    const message = refusal({ ...production, SMTP_URL: 'smtp://m:587', S3_BUCKET: 'uploads' });
    expect(message.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(2);
  });

  it('treats an empty value as unset (compose writes KEY= for optional settings)', () => {
    const env = loadEnv({
      ...production,
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      METRICS_TOKEN: '',
      DATABASE_URL: 'postgres://x@h/db',
    });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.METRICS_TOKEN).toBeUndefined();
  });

  it('seeds the demo only on the embedded database unless SEED_DEMO says so', () => {
    expect(loadEnv({ ...production }).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', DATABASE_URL: 'postgres://x@h/db' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ ...production, DATABASE_URL: 'postgres://x@h/db' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ ...production, DATABASE_URL: 'postgres://x@h/db', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
  });
});
