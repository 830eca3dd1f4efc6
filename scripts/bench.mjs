// `npm run bench`: runs every bench/*.mjs (found, not listed, so a new bench is one new file), each in its
// own process, then prints one table of the headline figures from bench/results/<name>.json.
// `npm run bench -- --only bundle,startup` runs a subset. Benches report figures; they do not fail on a
// missed target (see DESIGN: benchmarks are not tests). A bench that crashes makes the exit code non-zero.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/build-state.mjs';

const benchDir = path.join(repoRoot, 'bench');
const available = fs
  .readdirSync(benchDir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => name.replace(/\.mjs$/, ''))
  .sort();

function parseOnly(argv) {
  const only = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--only') only.push(...(argv[++i] ?? '').split(','));
    else if (arg.startsWith('--only=')) only.push(...arg.slice('--only='.length).split(','));
    else if (arg === '--list') {
      console.log(available.join('\n'));
      process.exit(0);
    } else {
      console.error(`Unknown argument ${arg}. Usage: npm run bench [-- --only <name>[,<name>…]] [--list]`);
      process.exit(2);
    }
  }
  return only.map((name) => name.trim()).filter(Boolean);
}

const only = parseOnly(process.argv.slice(2));
const unknown = only.filter((name) => !available.includes(name));
if (unknown.length) {
  console.error(`No bench named ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(2);
}
const selected = only.length ? available.filter((name) => only.includes(name)) : available;

const [load] = os.loadavg();
if (load > os.cpus().length) {
  console.warn(
    `Note: the machine is busy (load average ${load.toFixed(1)} on ${os.cpus().length} cores); figures will be pessimistic.`,
  );
}

const outcomes = [];
for (const name of selected) {
  console.log(`\n━━━ bench: ${name} ${'━'.repeat(Math.max(0, 60 - name.length))}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(benchDir, `${name}.mjs`)], { cwd: repoRoot, stdio: 'inherit' });
  outcomes.push({ name, ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log(`\n━━━ bench summary ${'━'.repeat(52)}`);
for (const { name, ok, seconds } of outcomes) {
  const file = path.join(repoRoot, 'bench/results', `${name}.json`);
  if (!ok) {
    console.log(`${name}: FAILED after ${seconds} s (see its output above)`);
    continue;
  }
  let summary = [];
  try {
    summary = JSON.parse(fs.readFileSync(file, 'utf8')).summary ?? [];
  } catch {
    // A bench without a readable result still ran; say so below.
  }
  console.log(`${name} (${seconds} s)${summary.length ? '' : ': no summary in its result file'}`);
  for (const row of summary) {
    const value = `${row.value}${row.unit ? ` ${row.unit}` : ''}`;
    const mark = row.ok === undefined ? ' ' : row.ok ? '✓' : '✗';
    console.log(`  ${mark} ${row.metric.padEnd(52)} ${value.padStart(12)}${row.target ? `   target ${row.target}` : ''}`);
  }
}
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
