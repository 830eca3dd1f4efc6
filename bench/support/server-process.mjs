// Starts the real server (TypeScript sources through tsx) for a benchmark and stops it by its own PID.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startServer({ port, env = {} }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Times `count` sequential GETs (after warm-up) and returns p50/p95/p99 in milliseconds. */
/** p50/p95/p99 of sequential requests; `url` may be a function of the request number (to vary each one). */
export async function measure(url, { count = 100, warmup = 10, headers = {} } = {}) {
  const samples = [];
  for (let i = 0; i < warmup + count; i++) {
    const target = typeof url === 'function' ? url(i) : url;
    const started = performance.now();
    const response = await fetch(target, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${target} answered ${response.status}`);
    if (i >= warmup) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const pick = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: round(pick(0.5)), p95: round(pick(0.95)), p99: round(pick(0.99)), samples: samples.length };
}

export const round = (value) => Math.round(value * 100) / 100;
