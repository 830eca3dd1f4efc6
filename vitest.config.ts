import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit and server integration tests only: Playwright owns e2e/*.spec.ts.
    include: ['apps/**/src/**/*.test.ts', 'packages/**/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    environment: 'node',
    // Each file gets its own process: PGlite (WASM) and sharp keep native state per process.
    pool: 'forks',
    testTimeout: 30_000,
    // A fresh database (PGlite in memory or a new PostgreSQL database) is created per file in beforeAll.
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    tags: [
      {
        name: 'process',
        description:
          'Spawns real server processes (SIGKILL durability, data-dir lock, SIGTERM). Run alone with --tags-filter=process.',
        timeout: 400_000,
      },
    ],
  },
});
