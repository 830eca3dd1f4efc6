import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { LocalDiskStorage } from '../plugins/storage';
import { ApiClient, signUp, testEnv } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/** At least this many requests in all, spread evenly over every JSON operation the OpenAPI document lists. */
const TOTAL_REQUESTS = 10_000;

interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/services/{id} */
  path: string;
  params: string[];
  query: string[];
  body: string[] | null;
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
};

function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as OpenApi;
  const operations: Operation[] = [];
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path: route,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: method === 'get' || method === 'delete' ? null : Object.keys(json?.properties ?? {}),
      });
    }
  }
  return operations;
}

// Strings a hostile client sends: anything at all, and the control characters that used to answer 500.
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\t', '\n', 'a', 'é', '%', "'"), maxLength: 12 }),
  fc.constantFrom('\u0000', 'x\u0000y', '%00', '\uD800', '', ' ', '00000000-0000-0000-0000-000000000000'),
);
const hostileValue = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 2 }),
);

function request(operation: Operation) {
  const params = fc.tuple(...operation.params.map(() => hostileString.filter((value) => value.length > 0)));
  const query = fc.dictionary(fc.constantFrom(...operation.query, 'q'), hostileString, { maxKeys: 3 });
  const body =
    operation.body === null
      ? fc.constant(undefined)
      : fc.record(Object.fromEntries(operation.body.map((key) => [key, hostileValue])), { requiredKeys: [] });
  return fc.record({ params, query, body });
}

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate (which encodeURIComponent refuses with
 * URIError) goes out as its raw three UTF-8-style bytes, e.g. %ED%A0%80: malformed UTF-8 is exactly what a
 * hostile client puts on the wire, so the server must meet it too.
 */
function percentEncode(value: string): string {
  let encoded = '';
  for (const character of value) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) {
      const bytes = [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

function urlOf(operation: Operation, params: string[], query: Record<string, string>): string {
  let index = 0;
  const pathname = operation.path.replace(/\{[^}]+\}/g, () => percentEncode(params[index++]));
  const search = Object.entries(query)
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
    .join('&');
  return search ? `${pathname}?${search}` : pathname;
}

describe('hostile input: arbitrary strings, control characters included, never answer 5xx (every JSON operation) [pglite]', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let tempDir: string;

  beforeAll(async () => {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'proclub-hostile-'));
    testDb = await createTestDatabase('pglite');
    app = await buildApp({
      env: testEnv(tempDir),
      database: testDb.database,
      storage: new LocalDiskStorage(path.join(tempDir, 'uploads')),
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
    await fs.rm(tempDir, { recursive: true, force: true });
  });

  it(`sends at least ${TOTAL_REQUESTS} requests with 0 answers of 5xx`, async () => {
    const seller = await signUp(app);
    expect((await seller.client.post('/api/profile/setup', { role: 'agency' })).statusCode).toBe(200);
    const anonymous = new ApiClient(app);
    const operations = operationsOf(app);
    expect(operations.length).toBeGreaterThan(80);
    const runs = Math.ceil(TOTAL_REQUESTS / operations.length);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      await fc
        .assert(
          fc.asyncProperty(request(operation), fc.boolean(), async ({ params, query, body }, signedIn) => {
            const client = signedIn ? seller.client : anonymous;
            let url = operation.path;
            let response: Awaited<ReturnType<ApiClient['request']>>;
            try {
              url = urlOf(operation, params, query);
              response = await client.request(operation.method as 'GET', url, body === undefined ? {} : { payload: body });
            } catch (error) {
              failures.push(`${operation.method} ${url} threw ${String(error)}`);
              return false;
            }
            sent++;
            if (response.statusCode >= 500)
              failures.push(`${operation.method} ${url} ${JSON.stringify(body)} → ${response.statusCode}`);
            return response.statusCode < 500;
          }),
          { numRuns: runs, endOnFailure: true },
        )
        .catch((error: unknown) => {
          // Collect every failing operation, not only the first; a 5xx is listed already, anything else is too.
          if (!String(error).includes('→ 5'))
            failures.push(`${operation.method} ${operation.path}: ${String(error).slice(0, 300)}`);
        });
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
  }, 600_000);

  // JSON is the one way a lone surrogate reaches the server ("\\ud800"): a URL can only carry UTF-8 bytes, and the
  // bytes of half a character are not UTF-8, so query and path parameters arrive as replacement characters instead.
  it('refuses a lone UTF-16 surrogate in every body field of every operation with a 4xx', async () => {
    const seller = await signUp(app);
    expect((await seller.client.post('/api/profile/setup', { role: 'agency' })).statusCode).toBe(200);
    const wrong: string[] = [];
    let sent = 0;
    for (const operation of operationsOf(app)) {
      const url = urlOf(
        operation,
        operation.params.map(() => '00000000-0000-0000-0000-000000000000'),
        {},
      );
      for (const key of operation.body ?? [])
        for (const surrogate of ['a\uD800b', '\uDFFF', ['ok', '\uD83D']]) {
          const response = await seller.client.request(operation.method as 'POST', url, { payload: { [key]: surrogate } });
          sent++;
          if (response.statusCode < 400 || response.statusCode >= 500)
            wrong.push(`${operation.method.toUpperCase()} ${url} ${key} → ${response.statusCode}`);
        }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  }, 600_000);

  it('names the field holding half a character, in our routes and in the sign-up form', async () => {
    const seller = await signUp(app);
    const body = await seller.client.patch('/api/profile', { fullName: 'Rosa \uD83D Baker' });
    expect(body.statusCode).toBe(400);
    expect(JSON.stringify(body.json())).toContain('fullName');
    expect(JSON.stringify(body.json())).toContain('half of a character');
    const signUpName = await new ApiClient(app).post('/api/auth/sign-up/email', {
      email: 'surrogate@hostile.test',
      password: 'a-long-enough-password-1',
      name: 'Half \uD800',
    });
    expect(signUpName.statusCode).toBe(400);
    expect(JSON.stringify(signUpName.json())).toContain('name');
  });
});
