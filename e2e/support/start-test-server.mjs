// Playwright's webServer: builds the web app when its sources are newer than the build, then runs the real
// server on a fresh temporary data dir. Rate limits are raised so parallel sign-ups never trip them, except
// failed sign-ins per email, which stays low so a test can reach the 429 with one unique address.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const port = process.env.E2E_PORT ?? '3100';
const E2E_SIGN_IN_FAILURES_PER_EMAIL = 5; // e2e/support/fixtures.ts mirrors this

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const distDir = path.join(root, 'apps/web/dist');
const distIndex = path.join(distDir, 'index.html');
const webInputs = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'];

function build() {
  console.log('[e2e] building apps/web (dist missing or older than its sources)');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** index.html and every asset it references exist (a build running elsewhere empties dist first). */
function isComplete(dir) {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return false;
  const assets = [...fs.readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  return assets.every((asset) => fs.existsSync(path.join(dir, asset)));
}

const builtAt = fs.existsSync(distIndex) ? fs.statSync(distIndex).mtimeMs : 0;
if (webInputs.some((input) => newestMtime(path.join(root, input)) > builtAt) || !isComplete(distDir)) build();

const dataDir = path.join(os.tmpdir(), `proclub-e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });

// The server lists the web files once at start, and other people rebuild apps/web/dist while tests run:
// serve a private copy so a rebuild elsewhere cannot swap the assets out from under this run.
const webDir = `${dataDir}-web`;
for (let attempt = 0; ; attempt++) {
  fs.rmSync(webDir, { recursive: true, force: true });
  // Without the .br/.gz twins: a compression step running elsewhere could leave them half-written.
  if (isComplete(distDir)) fs.cpSync(distDir, webDir, { recursive: true, filter: (file) => !/\.(br|gz)$/.test(file) });
  if (isComplete(webDir)) break;
  if (attempt === 2) build();
  if (attempt > 5) throw new Error('apps/web/dist stays incomplete; is a build failing?');
  await new Promise((resolve) => setTimeout(resolve, 2000));
}

// node --import tsx (not npx) so the PID we signal is the server itself.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    // The production build in test mode: production refuses DEV_MAILBOX, which the specs read mail from.
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: port,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SIGN_IN_FAILURES_PER_EMAIL: String(E2E_SIGN_IN_FAILURES_PER_EMAIL),
    SIGN_IN_FAILURES_PER_IP: '100000',
    SIGN_UPS_PER_IP: '100000',
    // The analysis spec serves its fixture website on loopback (a random port) and reads mail at /dev/mailbox.
    ANALYZER_ALLOW_LOOPBACK: 'true',
    ANALYZER_ALLOWED_PORTS: '80,443,1024-65535',
    ANALYSES_PER_IP: '100000',
    ANONYMOUS_ANALYSES_PER_IP: '100000',
    ANONYMOUS_ANALYSES_AT_ONCE: '100',
    DEV_MAILBOX: 'true',
  },
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
