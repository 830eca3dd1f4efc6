// Cheap staleness checks shared by start.mjs and the benches: compare the newest source mtime with the
// build's stamp. Walking these trees is a few thousand stat calls, well under 100 ms.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const IGNORED_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage']);

/** Newest mtime (ms) of any file or folder under the given paths, skipping what `ignore` rejects. */
function newestMtime(paths, ignore = () => false) {
  let newest = 0;
  const visit = (target) => {
    let stat;
    try {
      stat = fs.statSync(target);
    } catch {
      return;
    }
    if (ignore(target)) return;
    if (stat.isDirectory()) {
      if (IGNORED_DIRS.has(path.basename(target))) return;
      newest = Math.max(newest, stat.mtimeMs);
      for (const name of fs.readdirSync(target)) visit(path.join(target, name));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const target of paths) visit(path.join(repoRoot, target));
  return newest;
}

function mtimeOf(file) {
  try {
    return fs.statSync(path.join(repoRoot, file)).mtimeMs;
  } catch {
    return 0;
  }
}

const isTestFile = (file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || file.includes(`${path.sep}__tests__${path.sep}`);

export const targets = {
  web: {
    stamp: 'apps/web/dist/.build-stamp',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/contracts/src',
      'scripts/compress-web.mjs',
    ],
    command: ['npm', ['run', 'build', '--workspace', 'apps/web']],
  },
  server: {
    stamp: 'apps/server/dist/server.js',
    // Migrations are read from src at run time, so a new migration needs no rebuild.
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'packages/contracts/src'],
    ignore: (file) => isTestFile(file) || /[\\/]migrations(?:[\\/]|$)/.test(file),
    command: ['node', ['apps/server/build.mjs']],
  },
};

/** Returns why a target must be (re)built, or null when its build is up to date. */
export function staleReason(name) {
  const target = targets[name];
  const built = mtimeOf(target.stamp);
  if (!built) return 'no build yet';
  const newest = newestMtime(target.inputs, target.ignore);
  return newest > built ? 'sources changed since the last build' : null;
}

/** Builds a target in the foreground; throws when the build fails. */
export function build(name) {
  const [command, args] = targets[name].command;
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Building the ${name} failed (exit ${result.status ?? result.signal}).`);
}

const sleepSync = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Two starts at once (a test's web server and a bench, say) must not build into the same dist together:
 * whoever holds this lock builds, the other waits and then finds the build fresh.
 */
function withBuildLock(fn, log) {
  const lockPath = path.join(repoRoot, 'node_modules/.proclub-build.lock');
  const deadline = Date.now() + 10 * 60_000;
  let told = false;
  for (;;) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (!Number.isFinite(holder) || !isRunning(holder)) {
        fs.rmSync(lockPath, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`Another build (PID ${holder}) has held ${lockPath} for 10 minutes.`);
      if (!told) log(`[proclub] waiting for another build (PID ${holder}) to finish…`);
      told = true;
      sleepSync(250);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lockPath, { force: true });
  }
}

/** Builds whatever is missing or stale; returns the names built. Cheap when everything is fresh. */
export function ensureBuilt({ log = console.log, only = Object.keys(targets) } = {}) {
  const names = Object.keys(targets).filter((name) => only.includes(name));
  if (names.every((name) => !staleReason(name))) return [];
  return withBuildLock(() => {
    const built = [];
    for (const name of names) {
      // Checked again under the lock: a build we waited for may have made it fresh.
      const reason = staleReason(name);
      if (!reason) continue;
      log(`[proclub] building the ${name} (${reason})…`);
      build(name);
      built.push(name);
    }
    return built;
  }, log);
}
