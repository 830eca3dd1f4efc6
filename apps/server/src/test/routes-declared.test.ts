import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { LocalDiskStorage } from '../plugins/storage';
import { testEnv } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

const MODULES_DIR = path.resolve(import.meta.dirname, '../modules');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** `/api/crm/clients/{id}` (OpenAPI) → `/api/crm/clients/:id` (how Fastify routes are written). */
const fastifyPath = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

/** Every `*.routes.ts` under the modules folder, with its text. */
async function routeFiles(): Promise<{ file: string; text: string }[]> {
  const files: { file: string; text: string }[] = [];
  for (const entry of await fs.readdir(MODULES_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.routes.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.push({ file: path.relative(MODULES_DIR, file), text: await fs.readFile(file, 'utf8') });
  }
  return files;
}

/**
 * The routes declared with a literal path: `.get('/api/x/:id'`, also with the path on the next line. A path
 * built from a variable or a template (`${base}/:id`) is not one, on purpose: it cannot be found by searching.
 */
function literalDeclarations(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(/\.(get|post|put|patch|delete)\(\s*'([^'\n]+)'/g)) found.add(`${match[1]} ${match[2]}`);
  return found;
}

describe('routes findable by their path [pglite]', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let tempDir: string;

  beforeAll(async () => {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'proclub-routes-'));
    testDb = await createTestDatabase('pglite');
    app = await buildApp({
      env: testEnv(tempDir),
      database: testDb.database,
      storage: new LocalDiskStorage(path.join(tempDir, 'uploads')),
      logger: false,
    });
    await app.ready();
    // Booting the whole app takes a while on a busy machine; the checks themselves are quick.
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
    await fs.rm(tempDir, { recursive: true, force: true });
  });

  it('finds every operation of the OpenAPI document declared with its literal path in a module *.routes.ts', async () => {
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const declared = new Map<string, string>();
    for (const { file, text } of await routeFiles()) for (const route of literalDeclarations(text)) declared.set(route, file);

    const operations = Object.entries(document.paths).flatMap(([openApiPath, methods]) =>
      Object.keys(methods)
        .filter((method) => (METHODS as readonly string[]).includes(method))
        .map((method) => `${method} ${fastifyPath(openApiPath)}`),
    );
    expect(operations.length).toBeGreaterThan(200);
    const missing = operations.filter((operation) => !declared.has(operation));
    expect(missing, 'operations whose literal path no modules/**/*.routes.ts declares').toEqual([]);
  });

  it('reads a path built from a variable or a template as not declared', () => {
    const source = [
      "app.get('/api/crm/clients/:id', { schema }, handler);",
      "app.post(\n    '/api/hub/reports/:id/send',\n    { schema },",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a route built from a template
      'app.put(`${BASE}/:id`, { schema }, handler);',
      'app.delete(base, { schema }, handler);',
    ].join('\n');
    expect([...literalDeclarations(source)]).toEqual(['get /api/crm/clients/:id', 'post /api/hub/reports/:id/send']);
    expect(fastifyPath('/api/messaging/conversations/{id}/participants/{userId}')).toBe(
      '/api/messaging/conversations/:id/participants/:userId',
    );
  });
});
