import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, serverRoot } from '../config/env';

let bundle: Promise<string> | undefined;
let bundleRoot: string | undefined;

/** Removes the temp bundle (call from afterAll; vitest may end a worker without an 'exit' event). */
export async function disposeServerBundle(): Promise<void> {
  const root = bundleRoot;
  bundle = undefined;
  bundleRoot = undefined;
  if (root) await fsp.rm(root, { recursive: true, force: true });
}

/**
 * Bundles src/server.ts the way `npm run build` does (our code bundled, npm packages external) into a temp
 * tree that mirrors the repo layout (apps/server/dist/server.js beside symlinked migrations and node_modules),
 * so the server finds everything exactly as in production. Plain node then starts it without tsx's loader
 * hooks, about a third less CPU per start, which adds up over the durability test's 40 restarts.
 */
export function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    const root = await fsp.mkdtemp(path.join(os.tmpdir(), 'proclub-server-bundle-'));
    bundleRoot = root;
    process.once('exit', () => fs.rmSync(root, { recursive: true, force: true }));
    const serverDir = path.join(root, 'apps/server');
    await fsp.mkdir(path.join(serverDir, 'src/db'), { recursive: true });
    await fsp.symlink(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
    // npm may nest a package under apps/server/node_modules (e.g. a pinned version): keep that lookup too.
    if (fs.existsSync(path.join(serverRoot, 'node_modules'))) {
      await fsp.symlink(path.join(serverRoot, 'node_modules'), path.join(serverDir, 'node_modules'));
    }
    await fsp.symlink(path.join(serverRoot, 'src/db/migrations'), path.join(serverDir, 'src/db/migrations'));
    const outfile = path.join(serverDir, 'dist/server.js');
    const esbuild = await import('esbuild');
    await esbuild.build({
      // The analyzer's render worker is forked from beside the bundle, as in a build (apps/server/build.mjs).
      entryPoints: {
        server: path.join(serverRoot, 'src/server.ts'),
        'render-worker': path.join(serverRoot, 'src/modules/analysis/render-worker.ts'),
      },
      outdir: path.dirname(outfile),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      logLevel: 'warning',
      plugins: [
        {
          name: 'external-dependencies',
          setup(build) {
            build.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@proclub/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
      banner: {
        js: "import { createRequire as __proclubCreateRequire } from 'node:module';\nconst require = __proclubCreateRequire(import.meta.url);",
      },
    });
    return outfile;
  })();
  return bundle;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerTarget {
  /** PGlite data directory (also holds uploads); used for PGlite when databaseUrl is unset. */
  dataDir: string;
  /** PostgreSQL database URL; when set the server uses it instead of PGlite. */
  databaseUrl?: string;
  /** Overrides of the harness defaults; undefined removes a key (e.g. SEED_DEMO, to test the unset default). */
  env?: Record<string, string | undefined>;
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Every server spawned by this test process that has not exited yet. */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/**
 * SIGKILLs every server this test process started that is still running. Call from afterAll: when a test
 * times out, vitest abandons its body (and its finally blocks), which would leave servers running.
 */
export async function killAllServers(): Promise<void> {
  const exits = [...live].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of live) child.kill('SIGKILL');
  await Promise.all(exits);
}

export class ServerProcess {
  readonly baseUrl: string;
  /** The Origin better-auth trusts for this server's PORT. */
  readonly origin: string;
  readonly exited: Promise<ExitStatus>;
  private log = '';
  private exitStatus: ExitStatus | null = null;

  constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.origin = `http://localhost:${port}`;
    child.stdout?.on('data', (chunk: Buffer) => {
      this.log += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.log += chunk.toString();
    });
    live.add(child);
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        live.delete(child);
        this.exitStatus = { code, signal };
        resolve(this.exitStatus);
      });
    });
  }

  get pid(): number {
    return this.child.pid as number;
  }

  get running(): boolean {
    return this.exitStatus === null;
  }

  /** Everything the process printed (stdout and stderr). */
  output(): string {
    return this.log;
  }

  /** Resolves once GET /api/health answers 200; rejects with the output if the process exits first. */
  async ready(timeoutMs = 150_000): Promise<this> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`server exited before it was ready (${JSON.stringify(this.exitStatus)}):\n${this.log}`);
      try {
        const response = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 200) return this;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    throw new Error(`server not ready after ${timeoutMs} ms:\n${this.log}`);
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<ExitStatus> {
    if (this.running) this.child.kill(signal);
    return this.exited;
  }
}

/** Spawns the bundled server.ts with plain node on a free port; call ready() to wait for it. */
export async function spawnServer(target: ServerTarget): Promise<ServerProcess> {
  const entry = await serverBundle();
  const port = await freePort();
  // Liftoff only: these short-lived servers would spend more CPU optimising PGlite's WASM than running it.
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: target.dataDir,
    WEB_DIST_DIR: path.join(target.dataDir, 'no-web-build'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    SIGN_UPS_PER_IP: '1000000',
    SIGN_IN_FAILURES_PER_IP: '1000000',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl, DATABASE_POOL_SIZE: '4' } : {}),
    ...target.env,
  };
  const child = spawn(process.execPath, ['--liftoff-only', entry], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
  });
  return new ServerProcess(child, port);
}

/** Spawns a server and waits until it answers; `readyMs` for one that seeds the whole demo first. */
export async function startServer(target: ServerTarget, readyMs?: number): Promise<ServerProcess> {
  const server = await spawnServer(target);
  try {
    return await server.ready(readyMs);
  } catch (error) {
    await server.kill();
    throw error;
  }
}

/** A tiny browser for a spawned server: keeps the session cookie, sends the trusted Origin. */
export class HttpClient {
  cookie: string | undefined;

  constructor(public server: ServerProcess) {}

  async request(method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const response = await fetch(`${this.server.baseUrl}${url}`, {
      method,
      headers: {
        origin: this.server.origin,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      // A fresh process answers its first sign-ups (scrypt, cold JIT) slowly beside the browser tests on 2 cores.
      signal: AbortSignal.timeout(60_000),
    });
    const setCookies = response.headers.getSetCookie();
    const session = setCookies.map((line) => line.split(';')[0]).find((pair) => pair.startsWith('better-auth.session_token='));
    if (session) this.cookie = session;
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  }
}
