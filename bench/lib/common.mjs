// Helpers shared by the benches: results files, tables, servers on their own port and data dir.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = path.join(repoRoot, 'bench/results');
export const SERVER_BUNDLE = path.join(repoRoot, 'apps/server/dist/server.js');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Nearest-rank percentile of an unsorted list. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Machine facts stored with every result, so figures from different machines are not compared blindly. */
export function machine() {
  return {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    // Other work on the machine skews every figure; the 1-minute load average at the end says how busy it was.
    loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
  };
}

/**
 * Writes bench/results/<name>.json. `summary` rows ({ metric, value, unit, target, ok }) are what
 * scripts/bench.mjs prints in its closing table.
 */
export function writeResult(name, { summary, ...details }) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  const body = { bench: name, date: new Date().toISOString(), machine: machine(), summary, ...details };
  fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(repoRoot, file)}`);
}

/** Prints rows (objects) as an aligned text table; numbers are right-aligned. */
export function printTable(title, rows, columns = Object.keys(rows[0] ?? {})) {
  if (title) console.log(`\n${title}`);
  const cell = (value) => (value === null || value === undefined ? '—' : String(value));
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => cell(row[column]).length)));
  const line = (values) =>
    values
      .map((value, i) => {
        const text = cell(value);
        return typeof value === 'number' ? text.padStart(widths[i]) : text.padEnd(widths[i]);
      })
      .join('  ')
      .trimEnd();
  console.log(line(columns));
  console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
}

/** Prints the summary rows with a ✓/✗ against their targets. */
export function printSummary(title, summary) {
  printTable(
    title,
    summary.map((row) => ({
      metric: row.metric,
      value: `${row.value}${row.unit ? ` ${row.unit}` : ''}`,
      target: row.target ?? '',
      '': row.ok === undefined ? '' : row.ok ? '✓' : '✗',
    })),
  );
}

/**
 * CPU time (user + system, ms) used so far by the live processes of a process group, from /proc (Linux).
 * Unlike wall time it barely moves when other work competes for the cores. Null where /proc is missing.
 */
export function groupCpuMs(pgid) {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const TICKS_PER_SECOND = 100;
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may contain spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while we looked.
    }
  }
  return Math.round((ticks / TICKS_PER_SECOND) * 1000);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function tempDataDir(label) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `proclub-bench-${label}-`));
}

/** Polls /api/health until it answers 200; returns the milliseconds waited. */
export async function waitForHealthy(port, { timeoutMs = 60_000, intervalMs = 25, child } = {}) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`the server exited (${child.signalCode ?? child.exitCode}) before it was healthy`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await sleep(intervalMs);
  }
  throw new Error(`no healthy answer on port ${port} within ${timeoutMs} ms`);
}

/**
 * Starts a server as its own process group so it can be stopped exactly, by id. `command` defaults
 * to the built bundle run by node (child.pid is then the server itself); benches that measure
 * `npm start` pass ['npm', ['start']] and the whole group is signalled.
 */
export async function startServer({ port, dataDir, env = {}, command, logFile, waitHealthy = true }) {
  const [file, args] = command ?? [process.execPath, [SERVER_BUNDLE]];
  const log = logFile ? fs.openSync(logFile, 'a') : 'ignore';
  const started = performance.now();
  const child = spawn(file, args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', ...env },
  });
  if (typeof log === 'number') fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const server = {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    startedAt: started,
    healthyAfterMs: null,
    exited,
    /** SIGTERM to the group, then SIGKILL if it has not exited in time. Resolves with the exit status. */
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, graceMs);
      const status = await exited;
      clearTimeout(timer);
      return status;
    },
  };
  if (waitHealthy) {
    try {
      await waitForHealthy(port, { child });
      server.healthyAfterMs = performance.now() - started;
      server.cpuMsToHealthy = groupCpuMs(child.pid);
    } catch (error) {
      await server.stop(2000);
      const tail = logFile && fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : '';
      throw new Error(`${error.message}${tail ? `\n--- server log ---\n${tail}` : ''}`);
    }
  }
  return server;
}

/** Stops started servers if the bench dies half-way, so no server outlives it. */
export function stopOnExit(servers) {
  const killAll = () => {
    for (const server of servers) {
      try {
        process.kill(-server.child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      killAll();
      process.exit(130);
    });
  }
}
