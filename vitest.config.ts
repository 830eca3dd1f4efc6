import path from 'node:path';
import { defineConfig } from 'vitest/config';

const webSrc = path.resolve(import.meta.dirname, 'apps/web/src');

export default defineConfig({
  test: {
    // Unit and server integration tests, and the web app's component tests; Playwright owns e2e/*.spec.ts.
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    testTimeout: 30_000,
    teardownTimeout: 30_000,
    // Vitest's default is one fewer worker than cores: one on this 2-core machine. The server files mostly wait
    // (PostgreSQL, sockets, SMTP, servers they spawn), so three at once finish far sooner than one.
    maxWorkers: 3,
    tags: [
      {
        name: 'process',
        description:
          'Spawns real server processes (SIGKILL durability, data-dir lock, SIGTERM). Run alone with --tags-filter=process.',
        timeout: 400_000,
      },
    ],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/**/src/**/*.test.ts', 'scripts/*.test.ts'],
          environment: 'node',
          // Each file gets its own process: PGlite (WASM) and sharp keep native state per process.
          pool: 'forks',
          // A fresh database (PGlite in memory or a new PostgreSQL database) is created per file in beforeAll,
          // copied from the migrated templates this setup builds once per run.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          hookTimeout: 60_000,
        },
      },
      {
        // Component and hook tests in a browser-like DOM (happy-dom) with the app's '@/' alias. No React plugin:
        // the transform follows apps/web's tsconfig (jsx: react-jsx), and Fast Refresh has no use here.
        extends: true,
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Threads start faster than forks, and the files share one worker's modules and DOM instead of
          // loading React, Radix and happy-dom again per file: setup.ts unmounts, resets fetch and the socket
          // after every test, so no state outlives its test.
          pool: 'threads',
          isolate: false,
          testTimeout: 10_000,
        },
      },
    ],
  },
});
