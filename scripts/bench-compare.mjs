// Paired before/after bench: runs one bench in a base checkout and in this one alternately (base, head, base,
// head, …) so both sides see the same machine load, then prints each summary metric's median per side and the
// change. One run of each on a busy machine can differ by 25 % between two runs of the same commit; pairs cannot.
//
//   git worktree add ../base <commit> && (cd ../base && npm install --no-audit --no-fund)
//   CRM_BENCH_DATABASES=postgres CRM_BENCH_PARTS=lists node scripts/bench-compare.mjs --base ../base --bench crm --pairs 3
//
// Both sides run THIS checkout's bench file (copied into the base for the run, so the measurement is the same),
// with the base's own bench/lib, seed scripts (bench/support: the schema may differ) and server build. Every run's
// summary and the medians go to bench/results/compare-<bench>.json; this checkout's bench/results/<bench>.json is
// left as it was (a comparison is not the bench's last full run). Environment variables reach both sides.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { printTable } from '../bench/lib/common.mjs';
import { repoRoot } from './lib/build-state.mjs';

function parseArgs(argv) {
  const args = { pairs: 3 };
  for (let i = 0; i < argv.length; i++) {
    const [key, inline] = argv[i].split('=', 2);
    const value = inline ?? argv[++i];
    if (key === '--base') args.base = path.resolve(value);
    else if (key === '--bench') args.bench = value;
    else if (key === '--pairs') args.pairs = Number(value);
    else throw new Error(`Unknown argument ${key}. Usage: --base <dir> --bench <name> [--pairs 3]`);
  }
  if (!args.base || !args.bench || !(args.pairs >= 1)) throw new Error('Usage: --base <dir> --bench <name> [--pairs 3]');
  if (!fs.existsSync(path.join(args.base, 'bench/lib/common.mjs'))) throw new Error(`${args.base} is not a ProClub checkout`);
  return args;
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Rates and ratios (a "≥" target) are better higher; times are better lower. */
const higherIsBetter = (row) => /\/s$/.test(row.unit ?? '') || String(row.target ?? '').startsWith('≥');

const { base, bench, pairs } = parseArgs(process.argv.slice(2));
const benchFile = path.join(repoRoot, 'bench', `${bench}.mjs`);
if (!fs.existsSync(benchFile)) throw new Error(`No bench ${benchFile}`);
const headResult = path.join(repoRoot, 'bench/results', `${bench}.json`);
const headResultBefore = fs.existsSync(headResult) ? fs.readFileSync(headResult) : null;

function runOnce(side, root) {
  // The copy sits beside the base's own bench files, so its relative imports are the base's.
  const file = side === 'base' ? path.join(root, 'bench', `.compare-${bench}.mjs`) : benchFile;
  if (side === 'base') fs.copyFileSync(benchFile, file);
  console.log(`\n━━━ ${side}: ${bench} (${root})`);
  try {
    const result = spawnSync(process.execPath, [file], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${side} ${bench} exited ${result.status ?? result.signal}`);
  } finally {
    if (side === 'base') fs.rmSync(file, { force: true });
  }
  return JSON.parse(fs.readFileSync(path.join(root, 'bench/results', `${bench}.json`), 'utf8'));
}

const runs = [];
try {
  for (let pair = 1; pair <= pairs; pair++) {
    for (const [side, root] of [
      ['base', base],
      ['head', repoRoot],
    ]) {
      const result = runOnce(side, root);
      runs.push({ pair, side, date: result.date, loadAverage1m: result.machine?.loadAverage1m, summary: result.summary });
    }
  }
} finally {
  if (headResultBefore) fs.writeFileSync(headResult, headResultBefore);
}

const metrics = [...new Set(runs.flatMap((run) => run.summary.map((row) => row.metric)))];
const rows = metrics.map((metric) => {
  const of = (side) => runs.filter((run) => run.side === side).map((run) => run.summary.find((r) => r.metric === metric));
  const sample = of('head').find(Boolean) ?? of('base').find(Boolean);
  const baseMedian = median(of('base').map((r) => r?.value));
  const headMedian = median(of('head').map((r) => r?.value));
  const change = baseMedian && headMedian !== null ? (headMedian - baseMedian) / baseMedian : null;
  const worse = change === null ? null : higherIsBetter(sample) ? -change : change;
  return {
    metric,
    unit: sample.unit ?? '',
    base: of('base').map((r) => r?.value ?? null),
    head: of('head').map((r) => r?.value ?? null),
    baseMedian,
    headMedian,
    changePercent: change === null ? null : Math.round(change * 1000) / 10,
    worseBy10Percent: worse !== null && worse > 0.1,
  };
});

printTable(
  `${bench}: base ${path.relative(repoRoot, base) || base} vs head, ${pairs} pairs run alternately (medians)`,
  rows.map((row) => ({
    metric: row.metric,
    base: row.baseMedian,
    head: row.headMedian,
    change: row.changePercent === null ? null : `${row.changePercent > 0 ? '+' : ''}${row.changePercent} %`,
    '': row.worseBy10Percent ? '✗ > 10 % worse' : '',
    'base runs': row.base.join(' / '),
    'head runs': row.head.join(' / '),
  })),
);
const out = path.join(repoRoot, 'bench/results', `compare-${bench}.json`);
const headCommit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).stdout.trim();
const baseCommit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: base, encoding: 'utf8' }).stdout.trim();
fs.writeFileSync(
  out,
  `${JSON.stringify({ bench, date: new Date().toISOString(), baseCommit, headCommit, env: benchEnv(), pairs, rows, runs }, null, 2)}\n`,
);
console.log(`\nwrote ${path.relative(repoRoot, out)}`);

/** The bench options in force (they reach both sides). */
function benchEnv() {
  const prefix = `${bench.toUpperCase()}_`;
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith(prefix) || key.startsWith('CRM_BENCH')));
}
