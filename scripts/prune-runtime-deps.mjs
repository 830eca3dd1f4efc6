// Run by the Dockerfile's prod-deps stage after `npm ci --omit=dev`: deletes every installed package the server cannot
// load. npm keeps a package that is a dev dependency of the root when something in production lists it as an
// *optional peer* (vitest, drizzle-kit and react for better-auth, typescript for cosmiconfig…), and installs the
// other workspaces' dependencies too: about half of the install. Kept: what apps/server's dependencies reach through
// dependencies, optionalDependencies and required (non-optional) peerDependencies, resolved as Node resolves them.
// Then the files nothing runs are deleted from what is kept: type declarations, source maps and markdown (a third).
//   node scripts/prune-runtime-deps.mjs apps/server
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const workspace = path.resolve(root, process.argv[2] ?? 'apps/server');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Node's lookup: <dir>/node_modules/<name>, then each parent up to the install root. */
function resolve(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || dir === path.dirname(dir)) return null;
  }
}

function runtimeDependencies(manifest) {
  const optionalPeers = new Set(
    Object.entries(manifest.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta?.optional)
      .map(([name]) => name),
  );
  return [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optionalPeers.has(name)),
  ];
}

const reachable = new Set();
const queue = [workspace];
while (queue.length > 0) {
  const dir = queue.pop();
  const real = fs.realpathSync(dir);
  if (reachable.has(real)) continue;
  reachable.add(real);
  const manifest = readJson(path.join(dir, 'package.json'));
  for (const name of runtimeDependencies(manifest)) {
    // A missing optional dependency is another platform's binary: nothing to keep.
    const found = resolve(name, real.startsWith(root) ? real : dir);
    if (found) queue.push(found);
  }
}

/** Every installed package folder under these node_modules (scoped ones included), nested ones too. */
function installed(folders) {
  const found = [];
  const queue = [...folders];
  while (queue.length > 0) {
    const nodeModules = queue.pop();
    if (!fs.existsSync(nodeModules)) continue;
    for (const entry of fs.readdirSync(nodeModules, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(nodeModules, entry.name);
      const dirs =
        entry.name.startsWith('@') && entry.isDirectory() ? fs.readdirSync(full).map((n) => path.join(full, n)) : [full];
      for (const dir of dirs) {
        found.push(dir);
        if (!fs.lstatSync(dir).isSymbolicLink()) queue.push(path.join(dir, 'node_modules'));
      }
    }
  }
  return found;
}

const packages = installed([path.join(root, 'node_modules'), path.join(workspace, 'node_modules')]);
let removed = 0;
for (const dir of packages) {
  if (!fs.existsSync(dir)) continue; // inside a folder removed already
  const real = fs.lstatSync(dir).isSymbolicLink() ? null : fs.realpathSync(dir);
  if (real && reachable.has(real)) continue;
  // A workspace link (node_modules/@proclub/web → apps/web) is removed as a link; its target is not touched.
  if (!real) {
    let target = null;
    try {
      target = fs.realpathSync(dir);
    } catch {}
    if (target && reachable.has(target)) continue;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  removed++;
}
// Bin links of removed packages would dangle.
for (const bin of [path.join(root, 'node_modules/.bin'), path.join(workspace, 'node_modules/.bin')]) {
  if (!fs.existsSync(bin)) continue;
  for (const name of fs.readdirSync(bin)) if (!fs.existsSync(path.join(bin, name))) fs.rmSync(path.join(bin, name));
}
/** Type declarations, source maps and markdown: nothing loads them at run time. */
const UNUSED_FILE = /\.(d\.[cm]?ts|map|md|markdown)$/i;
let strippedBytes = 0;
const stripQueue = [path.join(root, 'node_modules'), path.join(workspace, 'node_modules')];
while (stripQueue.length > 0) {
  const dir = stripQueue.pop();
  if (!fs.existsSync(dir)) continue;
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) stripQueue.push(full);
    else if (entry.isFile() && UNUSED_FILE.test(entry.name)) {
      strippedBytes += fs.statSync(full).size;
      fs.rmSync(full);
    }
  }
  if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}
console.log(
  `prune-runtime-deps: kept ${reachable.size - 1} packages the server reaches, removed ${removed}; deleted ${(strippedBytes / 1e6).toFixed(1)} MB of declarations, maps and markdown`,
);
