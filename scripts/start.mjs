// `npm start`: builds the web app and the server bundle when missing or stale, then runs the bundled
// server in this process group. SIGINT/SIGTERM are passed on and the server's exit code is ours.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, repoRoot } from './lib/build-state.mjs';

// A .env at the repository root fills in keys the environment does not set (the environment wins).
const dotenv = path.join(repoRoot, '.env');
if (fs.existsSync(dotenv)) process.loadEnvFile(dotenv);
process.env.NODE_ENV ??= 'production';

try {
  ensureBuilt({ log: (line) => console.log(line) });
} catch (error) {
  console.error(`[proclub] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const child = spawn(process.execPath, ['--enable-source-maps', path.join(repoRoot, 'apps/server/dist/server.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
});

// Ctrl-C in a terminal signals the whole group, the server included; a signal sent to this process
// alone (kill, a supervisor) is forwarded. The server ignores a second signal while it drains.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('error', (error) => {
  console.error(`[proclub] could not start the server: ${error.message}`);
  process.exit(1);
});

child.on('exit', (code, signal) => {
  if (signal) {
    const number = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1;
    process.exit(128 + number);
  }
  process.exit(code ?? 1);
});
