// `npm run dev`: the API with `tsx watch` (restarts on server changes) and the Vite dev server with hot
// module reload, which proxies /api (and its websocket) to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/build-state.mjs';

const dotenv = path.join(repoRoot, '.env');
if (fs.existsSync(dotenv)) process.loadEnvFile(dotenv);

const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
/** A workspace's own node_modules/.bin wins over the root's (npm hoists only what it can). */
const bin = (name, workspace = '.') => {
  const local = path.join(repoRoot, workspace, 'node_modules/.bin', name);
  return fs.existsSync(local) ? local : path.join(repoRoot, 'node_modules/.bin', name);
};

const children = [];

function run(label, command, args, { cwd = repoRoot, env = {} } = {}) {
  // Each child leads its own process group, so stopping it also stops what it spawned (tsx's node).
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit', detached: true });
  child.on('error', (error) => {
    console.error(`[dev] could not start the ${label}: ${error.message}`);
    stop(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] the ${label} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  // The API drains and checkpoints the database on SIGTERM; give it time, then make sure nothing is left.
  const deadline = setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    process.exit(code);
  }, 8000);
  Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null ? null : new Promise((resolve) => child.once('exit', resolve)),
    ),
  ).then(() => {
    clearTimeout(deadline);
    process.exit(code);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
process.on('exit', () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

run('API server', bin('tsx', 'apps/server'), ['watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
  env: { NODE_ENV: 'development', PORT: apiPort, APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}` },
});
run('web dev server', bin('vite', 'apps/web'), ['--port', webPort, '--strictPort'], {
  cwd: path.join(repoRoot, 'apps/web'),
  env: { API_PORT: apiPort, NODE_ENV: 'development' },
});

/** Prints where to go once the API answers (the first start of a new data dir takes a few seconds). */
async function announce() {
  for (let attempt = 0; attempt < 600 && !stopping; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${apiPort}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (stopping) return;
  console.log(
    [
      '',
      '  ProClub is running in development mode:',
      `    web (hot reload)   http://localhost:${webPort}   <- open this one`,
      `    API                http://localhost:${apiPort}   (OpenAPI docs at /api/docs)`,
      '  Sign-in bypass: proclubDev.enableAuthBypass() in the browser console. Ctrl-C stops both.',
      '',
    ].join('\n'),
  );
}
announce();
