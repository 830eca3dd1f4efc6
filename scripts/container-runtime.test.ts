// @module-tag process
// The container image, proven without a container engine (none runs here, and no base image can be pulled): the
// runtime stage of the Dockerfile is assembled exactly as its COPY lines say — from a production install made by
// the prod-deps stage's own RUN line, and from the build stage's output (`npm run build`) — then started with the
// stage's CMD and ENV as an unprivileged user. It must answer /api/health within the HEALTHCHECK's 60 s start period
// (on this shared 2-core CI machine it took 42 s once beside the browser tests; alone, seconds), pass the HEALTHCHECK
// and stop cleanly on SIGTERM. Any change to the Dockerfile's stages changes what this test assembles.
import { execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase, testDatabaseUrl } from '../apps/server/src/test/test-database';
import { ensureBuilt } from './lib/build-state.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

// ---- a small Dockerfile reader: stages, instructions, COPY/ENV/CMD arguments ----

interface Instruction {
  op: string;
  args: string;
}
interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  // Continuation lines join their instruction; comment lines inside one are dropped, as Docker does.
  const logical: string[] = [];
  let pending = '';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#') || (line === '' && !pending)) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    logical.push(pending + line);
    pending = '';
  }
  if (pending) logical.push(pending);
  for (const line of logical) {
    const [, op, args] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (!op) continue;
    if (op.toUpperCase() === 'FROM') {
      const [from, as, name] = args.split(/\s+/);
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name : String(stages.length), instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ op: op.toUpperCase(), args });
    }
  }
  return stages;
}

interface Copy {
  from?: string;
  sources: string[];
  dest: string;
}

function parseCopy(args: string): Copy {
  const words = args.trim().startsWith('[') ? (JSON.parse(args) as string[]) : args.trim().split(/\s+/);
  let from: string | undefined;
  const rest: string[] = [];
  for (const word of words) {
    if (word.startsWith('--from=')) from = word.slice('--from='.length);
    else if (!word.startsWith('--')) rest.push(word);
  }
  return { from, sources: rest.slice(0, -1), dest: rest.at(-1) ?? '' };
}

function parseEnvInstruction(args: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [, key, quoted, bare] of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=(?:"([^"]*)"|(\S*))/g)) env[key] = quoted ?? bare;
  return env;
}

const instructions = (stage: Stage, op: string) => stage.instructions.filter((i) => i.op === op);
const workdir = (stage: Stage) => instructions(stage, 'WORKDIR').at(-1)?.args ?? '/';

// ---- assembling stages into folders ----

/** Copies like Docker's COPY: a folder's contents into dest, a file into dest/ (or as dest). Symlinks stay links. */
async function dockerCopy(source: string, destination: string) {
  const stat = fs.statSync(source);
  if (stat.isDirectory()) {
    fs.mkdirSync(destination, { recursive: true });
    await run('cp', ['-a', `${source}/.`, destination]);
  } else {
    const target = destination.endsWith('/') ? path.join(destination, path.basename(source)) : destination;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await run('cp', ['-a', source, target]);
  }
}

/** A path inside a stage's filesystem (absolute, or relative to its WORKDIR) → where it lies in our folder. */
const inStage = (root: string, stage: Stage, p: string) =>
  path.join(root, path.posix.isAbsolute(p) ? p : path.posix.join(workdir(stage), p)) + (p.endsWith('/') ? '/' : '');

/**
 * The prod-deps stage: its COPY lines from the build context, then its RUN lines in its WORKDIR. Kept in the temp dir
 * under a hash of the stage and the files it copies (the lockfile among them), so only a change installs again.
 */
async function assembleInstallStage(stage: Stage): Promise<string> {
  const copies = instructions(stage, 'COPY').map((i) => parseCopy(i.args));
  expect(
    copies.every((copy) => !copy.from),
    `stage ${stage.name} copies only from the build context`,
  ).toBe(true);
  const hash = crypto.createHash('sha256').update(JSON.stringify(stage.instructions));
  for (const copy of copies) for (const source of copy.sources) hash.update(fs.readFileSync(path.join(repoRoot, source)));
  const root = path.join(os.tmpdir(), `proclub-image-${stage.name}-${hash.digest('hex').slice(0, 16)}`);
  if (fs.existsSync(path.join(root, '.complete'))) return root;
  const building = `${root}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  for (const copy of copies)
    for (const source of copy.sources) await dockerCopy(path.join(repoRoot, source), inStage(building, stage, copy.dest));
  for (const { args } of instructions(stage, 'RUN')) {
    const cwd = inStage(building, stage, '.');
    fs.mkdirSync(cwd, { recursive: true });
    // A cache of its own (a RUN line may clean it) that makes a repeat install offline; the lockfile decides what.
    const npmCache = path.join(os.tmpdir(), 'proclub-image-npm-cache');
    await run('sh', ['-c', args], {
      cwd,
      env: { ...process.env, npm_config_cache: npmCache, npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false' },
      maxBuffer: 64 * 1024 * 1024,
    });
  }
  fs.writeFileSync(path.join(building, '.complete'), new Date().toISOString());
  try {
    fs.renameSync(building, root);
  } catch {
    // Another run finished the same install first: use it.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return root;
}

/** Sum of the sizes of every file (links counted as links), as an image layer would hold them. */
function treeBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += treeBytes(full);
    else total += fs.lstatSync(full).size;
  }
  return total;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The uid/gid the image's USER maps to here: that user when this machine has it, else nobody. */
function unprivilegedUser(name: string): { uid: number; gid: number } {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`) || entry.startsWith('nobody:'));
  const [, , uid, gid] = (line ?? 'nobody:x:65534:65534').split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

// ---- the test ----

const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
const stages = parseDockerfile(dockerfile);
const runtime = stages.at(-1) as Stage;
const temps: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
}, 180_000);

describe('container image: the Dockerfile runtime stage', { timeout: 400_000 }, () => {
  it('runs Node 22 as a non-root user and ships Chromium for the analyzer (or says rendering is off)', () => {
    for (const stage of stages) expect(stage.from, `stage ${stage.name}`).toMatch(/^node:22[.-]/);
    const user = instructions(runtime, 'USER').at(-1)?.args;
    expect(user, 'the runtime stage sets USER').toBeTruthy();
    expect(['root', '0']).not.toContain(user?.split(':')[0]);
    // Debian's chromium: always, or behind a build argument with a label that says whether this image renders.
    const install = instructions(runtime, 'RUN').find((i) => /apt-get install[^&]*\bchromium\b/.test(i.args));
    expect(install, 'the runtime stage can install Chromium').toBeDefined();
    const condition = /if \[ "\$(\w+)" = true \]/.exec(install?.args ?? '')?.[1];
    if (condition) {
      expect(instructions(runtime, 'ARG').map((i) => i.args)).toContain(`${condition}=false`);
      expect(instructions(runtime, 'LABEL').some((i) => i.args.includes(`analyzer-rendering="\${${condition}}"`))).toBe(true);
    }
  });

  // Deployments run the image on PostgreSQL (compose.yaml): that start when the suite has one, else the embedded one.
  const databases = testDatabaseUrl ? ['PostgreSQL'] : ['embedded database'];
  it.each(databases)(
    'assembled from its COPY lines, starts healthy within the 60 s start period as that user (%s)',
    async (database) => {
      // The build stage is `npm run build` over the sources: the same build `npm start` makes (kept when fresh).
      const build = stages.find((stage) => stage.name === 'build') as Stage;
      expect(instructions(build, 'RUN').at(-1)?.args).toBe('npm run build');
      ensureBuilt({ log: () => {} });
      const stageRoots = new Map<string, string>([['build', repoRoot]]);
      const image = fs.mkdtempSync(path.join(os.tmpdir(), 'proclub-image-runtime-'));
      temps.push(image);
      for (const { args } of instructions(runtime, 'COPY')) {
        const copy = parseCopy(args);
        const source = stages.find((stage) => stage.name === copy.from);
        expect(source, `COPY ${args}: a --from stage of this Dockerfile`).toBeDefined();
        if (!stageRoots.has(copy.from as string))
          stageRoots.set(copy.from as string, await assembleInstallStage(source as Stage));
        const root = stageRoots.get(copy.from as string) as string;
        for (const from of copy.sources) {
          // The build stage's /app is the repository after the build; other stages are folders of their own.
          const located =
            copy.from === 'build'
              ? path.join(repoRoot, path.posix.relative(workdir(build), from))
              : inStage(root, source as Stage, from);
          expect(fs.existsSync(located), `COPY ${args}: ${from} exists in stage ${copy.from}`).toBe(true);
          await dockerCopy(located, inStage(image, runtime, copy.dest));
        }
      }
      fs.chmodSync(image, 0o755);
      const appDir = inStage(image, runtime, '.');
      const bytes = treeBytes(appDir);
      console.log(`container runtime stage: the app's files (${workdir(runtime)}) hold ${(bytes / 1e6).toFixed(1)} MB`);
      // docs/DEPLOY.md "Image size": base image + Chromium + these must stay within 450 MB.
      expect(bytes).toBeLessThan(200e6);

      // The stage's ENV, with a free port, a fresh data dir owned by the user (its RUN mkdir/chown), loopback only, and
      // no demo seed: seeding is data, not the container's start (test/production-defaults.test.ts times a seeded start).
      const env: Record<string, string> = Object.assign(
        {},
        ...instructions(runtime, 'ENV').map((i) => parseEnvInstruction(i.args)),
      );
      const user = unprivilegedUser(instructions(runtime, 'USER').at(-1)?.args ?? 'nobody');
      const dataDir = path.join(image, 'data');
      const home = path.join(image, 'home');
      for (const dir of [dataDir, home]) {
        fs.mkdirSync(dir);
        if (process.getuid?.() === 0) fs.chownSync(dir, user.uid, user.gid);
      }
      let databaseUrl: string | undefined;
      if (database === 'PostgreSQL') {
        const scratch = await createScratchPostgresDatabase();
        cleanups.push(() => scratch.drop());
        databaseUrl = scratch.url;
      }
      const port = await freePort();
      const childEnv = {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
        HOME: home,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      const cmd = JSON.parse(instructions(runtime, 'CMD').at(-1)?.args ?? '[]') as string[];
      expect(cmd[0]).toBe('node');
      const asUser = process.getuid?.() === 0 ? user : {};
      const started = Date.now();
      const child = spawn(process.execPath, cmd.slice(1), {
        cwd: appDir,
        env: childEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
        ...asUser,
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk;
      });
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      try {
        let healthy = false;
        while (!healthy && Date.now() - started < 60_000 && child.exitCode === null) {
          healthy = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) })
            .then((response) => response.ok)
            .catch(() => false);
          if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        expect(healthy, `healthy within 60 s (${seconds} s); the server printed:\n${output}`).toBe(true);
        console.log(`container runtime stage (${database}): /api/health answered after ${seconds} s`);

        // It runs as the unprivileged user, and cannot write the app's own files.
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
        expect(uid).not.toBe(0);
        // The deployment log format: one JSON object per line (stdout is no terminal).
        const firstLine = output.split('\n').find((line) => line.trim());
        expect(() => JSON.parse(firstLine ?? ''), `JSON logs: ${firstLine}`).not.toThrow();

        // The image's own HEALTHCHECK command passes.
        const healthcheck = instructions(runtime, 'HEALTHCHECK').at(-1)?.args ?? '';
        const probe = JSON.parse(healthcheck.slice(healthcheck.indexOf('CMD') + 3).trim()) as string[];
        expect(probe[0]).toBe('node');
        await expect(run(process.execPath, probe.slice(1), { env: childEnv, timeout: 10_000 })).resolves.toBeDefined();

        // SIGTERM drains and exits 0 (PID 1 in the container is this process).
        child.kill('SIGTERM');
        expect(await exited, output).toBe(0);
      } finally {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
          await exited;
        }
      }
    },
  );
});
