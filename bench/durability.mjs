// Durability bench: the SIGKILL scenario of apps/server/src/test/durability.test.ts at full strength. `npm test`
// kills each database's server 5 times (each restart costs ~10 s of CPU here); this runs the same test with
// DURABILITY_CYCLES (default 20) and reports, per database, whether every acknowledged write survived every kill
// and what a kill-and-restart cycle costs. PostgreSQL runs too when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printSummary, repoRoot, writeResult } from './lib/common.mjs';

const CYCLES = Number(process.env.DURABILITY_CYCLES ?? 20);
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'proclub-bench-durability-')), 'vitest.json');

console.log(`Killing the server with SIGKILL mid-write ${CYCLES} times per database…`);
spawnSync(
  path.join(repoRoot, 'node_modules/.bin/vitest'),
  ['run', 'apps/server/src/test/durability.test.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, DURABILITY_CYCLES: String(CYCLES) } },
);

let tests = [];
try {
  tests = JSON.parse(fs.readFileSync(report, 'utf8')).testResults.flatMap((file) => file.assertionResults);
} catch {
  console.error('The durability run wrote no report (see its output above).');
  process.exit(1);
} finally {
  fs.rmSync(path.dirname(report), { recursive: true, force: true });
}

const summary = tests.flatMap((test) => {
  const kind = /\[(\w+)\]/.exec(test.title)?.[1] ?? test.title;
  const kept = test.status === 'passed';
  return [
    {
      metric: `${kind}: SIGKILL restarts with every acknowledged write kept`,
      value: kept ? CYCLES : 0,
      unit: `of ${CYCLES}`,
      target: `${CYCLES}`,
      ok: kept,
    },
    {
      metric: `${kind}: seconds per kill-and-restart cycle`,
      value: Number((test.duration / 1000 / CYCLES).toFixed(1)),
      unit: 's',
    },
  ];
});
printSummary(`durability (${CYCLES} SIGKILL restarts per database)`, summary);
writeResult('durability', {
  summary,
  cycles: CYCLES,
  tests: tests.map(({ title, status, duration }) => ({ title, status, duration })),
});
process.exit(tests.length > 0 && tests.every((test) => test.status === 'passed') ? 0 : 1);
