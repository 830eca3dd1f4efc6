// Summarises a V8 .cpuprofile (node --cpu-prof): shares of non-idle self time by package, and the top functions.
// Usage: node bench/support/cpu-profile-summary.mjs <file.cpuprofile> [top=15] [lastSeconds]
// lastSeconds keeps only the samples of the profile's last seconds (the load, without start-up's module loading).
import fs from 'node:fs';

const [file, topArg, lastArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.mjs <file.cpuprofile> [top] [lastSeconds]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : 0;
const selfMicros = new Map();
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i] ?? 0;
  if (at < from) continue;
  const id = profile.samples[i];
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}

/** The package (or node internal / V8 bucket) a frame belongs to. */
function bucket(frame) {
  const { url, functionName } = frame.callFrame;
  if (!url) return `(${functionName || 'anonymous'})`;
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node internals';
  const app = url.match(/apps\/server\/src\/(.*)/) ?? url.match(/packages\/(.*)/);
  return app ? `app: ${app[1].split('/').slice(0, 2).join('/')}` : url;
}

let total = 0;
let idle = 0;
const buckets = new Map();
const functions = new Map();
for (const [id, micros] of selfMicros) {
  const node = byId.get(id);
  const name = node.callFrame.functionName;
  if (name === '(idle)' || name === '(program)') {
    idle += micros;
    continue;
  }
  total += micros;
  const b = bucket(node);
  buckets.set(b, (buckets.get(b) ?? 0) + micros);
  const key = `${name || '(anonymous)'} ${b}`;
  functions.set(key, (functions.get(key) ?? 0) + micros);
}
const pct = (micros) => `${((100 * micros) / total).toFixed(1)} %`;
const top = Number(topArg ?? 15);
console.log(`non-idle ${(total / 1000).toFixed(0)} ms, idle/program ${(idle / 1000).toFixed(0)} ms`);
console.log('\nby package (self time):');
for (const [name, micros] of [...buckets].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`  ${pct(micros).padStart(7)}  ${name}`);
console.log('\ntop functions (self time):');
for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`  ${pct(micros).padStart(7)}  ${name}`);
