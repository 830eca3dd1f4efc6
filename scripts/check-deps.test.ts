// Proves the boundary rules in .dependency-cruiser.cjs and the module-loop rule in .dependency-cruiser.modules.cjs
// bite: dependency-cruiser runs with the real rule files over two small fixture trees shaped like the repo. `bad/`
// holds one forbidden import per rule, a cycle, an import that does not resolve and a loop between two modules
// (hub → crm.public, crm → hub.public);
// `clean/` holds the imports the rules allow (public files, test helpers in tests, shared web code, the ORM
// in a repository, a test that uses a module depending on its own) and must pass.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(repoRoot, 'scripts/dep-rules-fixture');

/** Runs the check the way `npm run check:deps` does; returns its exit code and `rule: from → to` lines. */
async function cruise(
  tree: 'bad' | 'clean',
  config = '.dependency-cruiser.cjs',
): Promise<{ exitCode: number; violations: string[] }> {
  const args = [
    path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
    '--config',
    path.join(repoRoot, config),
    '--output-type',
    'err',
    'apps',
  ];
  let result: { code: number; stdout: string };
  try {
    result = { code: 0, ...(await promisify(execFile)(process.execPath, args, { cwd: path.join(fixtures, tree) })) };
  } catch (error) {
    result = error as { code: number; stdout: string };
  }
  // `error <rule>: <from> → <to>`; a cycle continues on the next lines, its first hop is enough here.
  const violations = [...result.stdout.matchAll(/error (\S+): (\S+) →\s+(\S+)/g)].map(
    ([, rule, from, to]) => `${rule}: ${from} → ${to.replace(/^.*node_modules\//, 'node_modules/')}`,
  );
  return { exitCode: result.code, violations: violations.sort() };
}

const MODULES_CONFIG = '.dependency-cruiser.modules.cjs';

// dependency-cruiser loads TypeScript to read the sources: seconds per run, more on a busy machine.
describe('boundary rules (.dependency-cruiser.cjs)', { timeout: 180_000 }, () => {
  it('reports every forbidden import and the cycle in the bad tree, and fails', async () => {
    const { exitCode, violations } = await cruise('bad');
    expect(exitCode).toBe(9); // dependency-cruiser exits with the number of errors
    const web = 'apps/web/src';
    const server = 'apps/server/src';
    expect(violations).toEqual(
      [
        `web-feature-to-feature: ${web}/features/orders/order-list.tsx → ${web}/features/crm/format.ts`,
        `web-shared-to-feature: ${web}/components/app-header.tsx → ${web}/features/orders/order-list.tsx`,
        `web-to-server: ${web}/lib/ids.ts → ${server}/lib/ids.ts`,
        `server-module-private: ${server}/modules/hub/reports.service.ts → ${server}/modules/crm/crm-access.ts`,
        `server-module-private: ${server}/modules/hub/reports.routes.ts → ${server}/modules/crm/crm.test-helpers.ts`,
        `server-kernel-imports-no-feature: ${server}/db/seed.ts → ${server}/modules/hub/reports.service.ts`,
        `orm-only-in-repositories: ${server}/modules/hub/reports.service.ts → node_modules/drizzle-orm/index.d.ts`,
        `no-circular: ${server}/lib/cycle-a.ts → ${server}/lib/cycle-b.ts`,
        `no-unresolvable: ${web}/lib/ids.ts → @/lib/not-there`,
      ].sort(),
    );
  });

  it('passes the clean tree: public files, test helpers in tests, shared web code, the ORM in a repository', async () => {
    const { exitCode, violations } = await cruise('clean');
    expect(violations).toEqual([]);
    expect(exitCode).toBe(0);
  });

  it('reports the loop between two modules that no file-level cycle shows, and fails', async () => {
    const { exitCode, violations } = await cruise('bad', MODULES_CONFIG);
    expect(violations).toEqual([
      'no-module-cycle: apps/server/src/modules/crm → apps/server/src/modules/hub',
      'no-module-cycle: apps/server/src/modules/hub → apps/server/src/modules/crm',
    ]);
    expect(exitCode).toBe(2);
  });

  it('passes modules that depend one way, a test using the module that depends on its own included', async () => {
    const { exitCode, violations } = await cruise('clean', MODULES_CONFIG);
    expect(violations).toEqual([]);
    expect(exitCode).toBe(0);
  });
});
