import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase } from '../test/test-database';
import { loadEnv } from './env';
import { betterAuthLogger, createLogger, logFormat, TerminalFormatter, terminalDestination } from './logger';
import { startupSummary } from './startup-summary';

const at = Date.UTC(2026, 10, 27, 12, 4, 5);
const json = (record: object) => `${JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', ...record })}\n`;
const clock = new Date(at).toTimeString().slice(0, 8);

describe('log format: JSON for deployments, readable lines in a terminal', () => {
  it('is JSON unless stdout is a terminal, and LOG_FORMAT decides when set', () => {
    expect(logFormat({ LOG_FORMAT: undefined }, false)).toBe('json');
    expect(logFormat({ LOG_FORMAT: undefined }, true)).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(loadEnv({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(() => loadEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('prints one short line per request (method path status ms), none for in-process requests', () => {
    const formatter = new TerminalFormatter();
    const incoming = { reqId: 'r1', msg: 'incoming request', req: { method: 'GET', url: '/api/services', remotePort: 5 } };
    expect(formatter.format(json(incoming))).toBeNull();
    expect(formatter.format(json({ reqId: 'r1', msg: 'request completed', res: { statusCode: 200 }, responseTime: 4.4 }))).toBe(
      `${clock} GET /api/services 200 4 ms`,
    );
    // The demo seed's app.inject calls.
    const injected = { reqId: 'r2', msg: 'incoming request', req: { method: 'POST', url: '/api/x', injected: true } };
    expect(formatter.format(json(injected))).toBeNull();
    expect(formatter.format(json({ reqId: 'r2', msg: 'request completed', res: { statusCode: 201 } }))).toBeNull();
  });

  it('prints messages with their level (INFO left out), fields as key=value, and an error with its frames', () => {
    const formatter = new TerminalFormatter();
    expect(formatter.format(json({ msg: 'ProClub is ready on http://localhost:3000 (pglite database)' }))).toBe(
      `${clock} ProClub is ready on http://localhost:3000 (pglite database)`,
    );
    expect(formatter.format(json({ level: 40, msg: 'WARNING (production): SEED_DEMO is on', module: 'seed' }))).toBe(
      `${clock} WARN WARNING (production): SEED_DEMO is on module=seed`,
    );
    const failed = formatter.format(
      json({
        level: 50,
        msg: 'job failed',
        err: { message: 'boom', stack: 'Error: boom\n    at run (jobs.ts:1:1)' },
        job: 'mail',
      }),
    );
    expect(failed).toBe(`${clock} ERROR job failed: boom job=mail\n    at run (jobs.ts:1:1)`);
    // Anything that is not JSON passes through.
    expect(formatter.format('plain text\n')).toBe('plain text');
  });

  it('colours warnings and errors only when asked', () => {
    const colored = new TerminalFormatter(true).format(json({ level: 40, msg: 'careful' }));
    expect(colored).toBe(`\u001b[33m${clock} WARN careful\u001b[0m`);
  });

  it('a real app through the terminal destination: start-up lines and one line per request, no JSON', async () => {
    const out = new PassThrough();
    let printed = '';
    out.on('data', (chunk: Buffer) => {
      printed += chunk;
    });
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' });
    const database = await createTestDatabase('pglite');
    const log = createLogger(env, terminalDestination(out) as unknown as NodeJS.WritableStream);
    const app = await buildApp({ env, database: database.database, log });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      await app.inject({ method: 'GET', url: '/api/health' });
      log.warn('a warning for the terminal');
    } finally {
      await app.close();
      await database.dispose();
    }
    const lines = printed.trim().split('\n');
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
    expect(lines.filter((line) => / GET \/api\/health 200 \d+ ms$/.test(line))).toHaveLength(1);
    expect(lines.some((line) => line.endsWith('WARN a warning for the terminal'))).toBe(true);
    // Booting a whole app (migrated database, job engine) takes a while on a loaded machine.
  }, 120_000);
});

describe("better-auth's logger", () => {
  it('writes into the app logger as JSON, tagged module=better-auth, with the error serialised', () => {
    const out = new PassThrough();
    let printed = '';
    out.on('data', (chunk: Buffer) => {
      printed += chunk;
    });
    const log = createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, out);
    const auth = betterAuthLogger(log);
    auth.log('error', 'Failed to create user', new Error('duplicate key'));
    auth.log('debug', 'below LOG_LEVEL, dropped');
    const records = printed
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      level: 50,
      module: 'better-auth',
      msg: 'Failed to create user',
      err: { message: 'duplicate key' },
    });
  });
});

describe('start-up summary', () => {
  it('says where mail, payments, uploads go and whether the analyzer renders', () => {
    const bare = startupSummary(loadEnv({}), 'pglite', false);
    expect(bare).toContain('mail captured, not sent (no SMTP_URL)');
    expect(bare).toContain('payments built-in test checkout');
    expect(bare).toContain('analyzer rendering off (no Chromium at /usr/bin/chromium');
    const deployed = startupSummary(
      loadEnv({ DATABASE_URL: 'postgres://x@h/db', SMTP_URL: 'smtp://m:587', APP_URL: 'https://c.example.com' }),
      'postgres',
      true,
    );
    expect(deployed).toContain(
      'database PostgreSQL; mail sent over SMTP; payments off (no STRIPE_SECRET_KEY); uploads in PostgreSQL',
    );
    expect(deployed).toContain('analyzer rendering on (/usr/bin/chromium)');
    expect(startupSummary(loadEnv({ ANALYZER_CHROMIUM_PATH: 'none' }), 'pglite', true)).toContain(
      'rendering off (ANALYZER_CHROMIUM_PATH=none)',
    );
  });
});
