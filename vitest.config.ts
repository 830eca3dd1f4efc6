import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const webSrc = path.resolve(import.meta.dirname, 'apps/web/src');

/**
 * The longest server files, longest first (seconds per file on a CI run, both databases). Vitest runs files it has
 * timings for longest first, but a clean clone (CI) has none, and then it runs the largest files first: these
 * short-but-slow files ran last, and one of them alone kept the run going minutes after the others had finished.
 * Starting them first lets the many short files fill the other workers meanwhile. Update from a run's
 * `--reporter=json` output when the order changes; a file missing here only starts later, nothing else.
 */
const SLOW_FIRST = [
  'apps/server/src/test/server-lifecycle.test.ts',
  'apps/server/src/test/durability.test.ts',
  'apps/server/src/modules/auth/rate-limit.test.ts',
  'apps/server/src/test/hostile-input.property.test.ts',
  'apps/server/src/test/production-defaults.test.ts',
  'apps/server/src/test/two-instances.test.ts',
];

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOW_FIRST.indexOf(path.relative(import.meta.dirname, file.moduleId));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    // Unit and server integration tests, and the web app's component tests; Playwright owns e2e/*.spec.ts.
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    testTimeout: 30_000,
    // In CI, a failed test runs once more, as Playwright's do (ADR 054): beside the browser tests on 2 cores a few
    // timing-bound tests (scrypt sign-ins, a browser restarted mid-render) missed their limits in each run, a
    // different few each time. A real failure fails twice; the summary still names every test that failed.
    retry: process.env.CI ? 1 : 0,
    sequence: { sequencer: SlowFirstSequencer },
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
          // Forks, not threads: PGlite (WASM) and sharp keep native state per process. Not isolated: each of the
          // (maxWorkers) forks loads the app's modules once and runs file after file with them, instead of a fresh
          // fork importing the whole app again per file (≈ 665 s of module loading summed over a CI run). Safe because
          // every file builds its own app and database (test/test-app.ts), the app keeps no module-level state but the
          // per-process metrics registry (plugins/observability/metrics.ts), and no server test mocks modules
          // (vi.mock) or leaves fake timers behind (each test that fakes Date restores real timers itself).
          pool: 'forks',
          isolate: false,
          // A fresh database (PGlite in memory or a new PostgreSQL database) is created per file in beforeAll,
          // copied from the migrated templates this setup builds once per run.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // npm test runs the browser tests beside these on 2 cores: tests of many sign-ins (scrypt) took 20–25 s there,
          // and a beforeAll signing up four people took over 60 s once (session 19).
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
