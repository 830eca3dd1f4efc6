import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { WORKSPACE_HEADER } from '@proclub/contracts/workspaces';
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app';
import { type Env, loadEnv } from '../config/env';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema/index';
import { LocalDiskStorage } from '../plugins/storage';
import { createTestDatabase, type DatabaseKind, databaseKinds, type TestDatabase } from './test-database';

export type EnvOverrides = Record<string, string | undefined>;

/** The Origin better-auth trusts for PORT=3000 (it refuses cookie-bearing POSTs without one). */
export const TEST_ORIGIN = 'http://localhost:3000';

/** Configuration for an app under test: quiet, no demo seed, generous IP limits so files can sign up freely. */
export function testEnv(dataDir: string, overrides: EnvOverrides = {}): Env {
  const source: EnvOverrides = {
    NODE_ENV: 'test',
    PORT: '3000',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent',
    SIGN_UPS_PER_IP: '100000',
    SIGN_IN_FAILURES_PER_IP: '100000',
    ...overrides,
  };
  return loadEnv(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined)) as NodeJS.ProcessEnv);
}

/** What a test file body gets: the app and database of the current run (PGlite or PostgreSQL). */
export interface TestContext {
  readonly kind: DatabaseKind;
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly env: Env;
  /** Where avatars and other uploads are written (LocalDiskStorage root). */
  readonly uploadsDir: string;
  /** Another app on the same database and storage, with env overrides (e.g. lower limits, NODE_ENV); closed after the file. */
  buildApp(overrides?: EnvOverrides): Promise<FastifyInstance>;
}

class Harness implements TestContext {
  private testDb?: TestDatabase;
  private mainApp?: FastifyInstance;
  private extraApps: FastifyInstance[] = [];
  private tempDir?: string;
  private mainEnv?: Env;

  constructor(
    readonly kind: DatabaseKind,
    private readonly overrides: EnvOverrides,
  ) {}

  private need<T>(value: T | undefined, what: string): T {
    if (value === undefined) throw new Error(`${what} is only available inside tests (after beforeAll)`);
    return value;
  }

  get app() {
    return this.need(this.mainApp, 'app');
  }
  get database() {
    return this.need(this.testDb, 'database').database;
  }
  get env() {
    return this.need(this.mainEnv, 'env');
  }
  get uploadsDir() {
    return path.join(this.need(this.tempDir, 'uploadsDir'), 'uploads');
  }

  async start() {
    this.tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'proclub-test-'));
    this.testDb = await createTestDatabase(this.kind);
    this.mainEnv = testEnv(this.tempDir, this.overrides);
    this.mainApp = await this.createApp(this.mainEnv);
  }

  private async createApp(env: Env) {
    const app = await buildApp({
      env,
      database: this.database,
      storage: new LocalDiskStorage(this.uploadsDir),
      logger: process.env.DEBUG_LOG ? undefined : false,
    });
    await app.ready();
    return app;
  }

  async buildApp(overrides: EnvOverrides = {}) {
    const app = await this.createApp(testEnv(this.need(this.tempDir, 'tempDir'), { ...this.overrides, ...overrides }));
    this.extraApps.push(app);
    return app;
  }

  async stop() {
    for (const app of [...this.extraApps, this.mainApp]) await app?.close();
    await this.testDb?.dispose();
    if (this.tempDir) await fs.rm(this.tempDir, { recursive: true, force: true });
  }
}

/**
 * Registers the same suite once per database: PGlite in memory always, and PostgreSQL (a fresh
 * database on the TEST_DATABASE_URL server, dropped afterwards) when that variable is set.
 * Each registration gets its own database, so rows never leak between files or runs.
 */
export function describeEachDatabase(name: string, body: (t: TestContext) => void, options: { env?: EnvOverrides } = {}) {
  for (const kind of databaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      const harness = new Harness(kind, options.env ?? {});
      beforeAll(() => harness.start());
      afterAll(() => harness.stop());
      body(harness);
    });
  }
}

/** Cookies of one browser: absorbs Set-Cookie from every response it sees and sends them back. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  absorb(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  get size(): number {
    return this.cookies.size;
  }

  /** The Cookie request header, or undefined when empty. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
}

type RequestOptions = Omit<InjectOptions, 'method' | 'url'> & { payload?: InjectOptions['payload'] };

/** app.inject with the jar's cookies and the trusted Origin; responses update the jar (like a browser). */
export class ApiClient {
  /**
   * The workspace this client works in, sent as X-Workspace-Id on every request like the web app does (ADR 045 §3).
   * A signed-up user's client starts in their personal workspace (its id is the account's); a teammate's test sets
   * the agency's. Undefined sends no header (the guard's 400).
   */
  workspaceId: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    readonly jar: CookieJar = new CookieJar(),
  ) {}

  async request(method: InjectOptions['method'], url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const cookie = this.jar.header();
    const workspace = this.workspaceId ? { [WORKSPACE_HEADER]: this.workspaceId } : {};
    const response = await this.app.inject({
      ...options,
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...workspace, ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) },
    });
    this.jar.absorb(response);
    return response;
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, options);
  }
  post(url: string, payload?: unknown, options?: RequestOptions) {
    return this.request('POST', url, {
      ...options,
      ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
    });
  }
  patch(url: string, payload?: unknown, options?: RequestOptions) {
    return this.request('PATCH', url, {
      ...options,
      ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
    });
  }
  put(url: string, options?: RequestOptions) {
    return this.request('PUT', url, options);
  }
  delete(url: string, options?: RequestOptions) {
    return this.request('DELETE', url, options);
  }
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.test`;
}

export interface SignedUpUser {
  id: string;
  email: string;
  password: string;
  name: string;
  /** A client signed in as this user (the verification link signs in; an unverified user signs in with the password). */
  client: ApiClient;
}

/** Signs up through the real POST /api/auth/sign-up/email and returns a signed-in client. */
export async function signUp(
  app: FastifyInstance,
  options: { email?: string; password?: string; name?: string; remoteAddress?: string; verified?: boolean } = {},
): Promise<SignedUpUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct-horse-battery';
  const name = options.name ?? 'Test User';
  const client = new ApiClient(app);
  const response = await client.post(
    '/api/auth/sign-up/email',
    { email, password, name },
    options.remoteAddress ? { remoteAddress: options.remoteAddress } : {},
  );
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { user: { id: string } };
  // Most tests act as a person who confirmed their address (client mail needs it): open the mailed link, as they would.
  // Sign-up itself signs nobody in (it answers alike for taken addresses): the verification link, or the password, does.
  const from = options.remoteAddress ? { remoteAddress: options.remoteAddress } : {};
  if (options.verified !== false) {
    const link = await mailedLink(app, email, '/api/auth/verify-email');
    const verified = await client.get(link.pathname + link.search, from);
    if (verified.statusCode >= 400) throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`);
  } else {
    const signedIn = await client.post('/api/auth/sign-in/email', { email, password }, from);
    if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.statusCode} ${signedIn.body}`);
  }
  client.workspaceId = body.user.id;
  return { id: body.user.id, email, password, name, client };
}

/** The newest link to `pathPrefix` mailed to `to` (from the outbox, as the person would read it). */
export async function mailedLink(app: FastifyInstance, to: string, pathPrefix: string): Promise<URL> {
  // Account mails are written after the answer (plugins/auth.ts): wait for them, as a person waits for the mail.
  await app.auth.background.settled();
  const mails = await app.database.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.text, `%${pathPrefix}%`)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const match = mails[0]?.text.match(new RegExp(`https?://[^\\s]*${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s]*`));
  if (!match) throw new Error(`no mail to ${to} with a link to ${pathPrefix}`);
  return new URL(match[0]);
}

/** The newest sign-in code (step-up, ADR 039) mailed to `to`. */
export async function mailedCode(app: FastifyInstance, to: string): Promise<string> {
  await app.auth.background.settled();
  const mails = await app.database.db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.subject, '%sign-in code%')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const match = mails[0]?.subject.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no sign-in code mailed to ${to}`);
  return match[1];
}

/** Signs in through POST /api/auth/sign-in/email; the returned client holds the new session. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<ApiClient> {
  const client = new ApiClient(app);
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  client.workspaceId = (response.json() as { user?: { id?: string } }).user?.id;
  return client;
}

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body built by hand, for app.inject uploads. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----proclub-test-${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(
      Buffer.from(`${head}\r\n`),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every file under a directory (recursively), as paths relative to it; [] when it does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The error body every API failure uses, typed for assertions. */
export interface ErrorBody {
  error: { code: string; message: string; details?: { fields?: { field: string; message: string }[] } };
}
