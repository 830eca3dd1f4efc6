// `npm test`: typecheck, lint, module boundaries, unit + integration (Vitest), end-to-end (Playwright), in that order.
// Every step runs even after a failure, each runner prints its own output, and the last line is the
// summed `N passed, N failed` that CI reads. Typecheck, lint and the boundary check count as one test each.
// TEST_DATABASE_URL, when set, is passed through: the Vitest harness then also runs on PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureBuilt, repoRoot } from './lib/build-state.mjs';

const CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proclub-test-'));
const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);
// The typecheck runs on TypeScript 7's native compiler (ADR 033), installed as `typescript-native` beside 5.9, whose
// JS API dependency-cruiser needs; both ship a `tsc` bin, so this one is named by its path.
const nativeTsc = path.join(repoRoot, 'node_modules/typescript-native/bin/tsc');
const results = [];

function banner(title) {
  console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(0, 70 - title.length))}`);
}

/**
 * Runs a command with inherited output, or into `logFile` when given; resolves to its exit code (signals count as
 * failure).
 */
function run(command, args, env = {}, logFile = undefined) {
  return new Promise((resolve) => {
    const out = logFile ? fs.openSync(logFile, 'w') : 'inherit';
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: logFile ? ['ignore', out, out] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (logFile) child.on('close', () => fs.closeSync(out));
    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(signal ? 128 : (code ?? 1)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// CI shows only the tail of the output: the summary names what failed, so a failure is never anonymous there.
function record(step, passed, failed, note = '', failures = []) {
  results.push({ step, passed, failed, note, failures });
}

async function typecheck() {
  banner('typecheck (tsc -b, TypeScript 7)');
  const code = await run(nativeTsc, ['-b']);
  if (code === 0) console.log('typecheck passed');
  record('typecheck', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

async function lint() {
  banner('lint (biome check . + .env.example lists every config key)');
  const biome = await run(bin('biome'), ['check', '.']);
  const envExample = await run(process.execPath, [path.join(repoRoot, 'scripts/check-env-example.mjs')]);
  const ok = biome === 0 && envExample === 0;
  record('lint', ok ? 1 : 0, ok ? 0 : 1);
}

async function deps() {
  banner('boundaries (dependency-cruiser, .dependency-cruiser.cjs)');
  // Exits with the number of forbidden imports and cycles; err-long prints each with its rule's reason.
  const code = await run(bin('depcruise'), [
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'err-long',
    'apps',
    'packages',
  ]);
  if (code === 0) console.log('boundaries hold');
  record('deps', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

async function vitest(logFile) {
  banner(`unit + integration (vitest run)${process.env.TEST_DATABASE_URL ? ' on PGlite and PostgreSQL' : ' on PGlite'}`);
  const output = path.join(tmpDir, 'vitest.json');
  const code = await run(
    bin('vitest'),
    ['run', '--passWithNoTests', '--exclude', 'e2e/**', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    {},
    logFile,
  );
  const report = readJson(output);
  let passed = report?.numPassedTests ?? 0;
  // A file that fails to load (or whose hooks fail) has no failed test of its own: it counts as one.
  const brokenFiles =
    report?.testResults?.filter(
      (file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
    ).length ?? 0;
  let failed = (report?.numFailedTests ?? 0) + brokenFiles;
  // An error outside any test, or a crash before the report was written, still fails the step.
  if (code !== 0 && failed === 0) failed = 1;
  if (!report) passed = 0;
  const note = report && report.numTotalTests === 0 ? 'no tests found' : '';
  const failures = (report?.testResults ?? []).flatMap((file) => {
    const where = path.relative(repoRoot, file.name);
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (file.status === 'failed' && tests.length === 0) return [`${where} (the file failed outside its tests)`];
    return tests.map((test) => `${where} › ${test.fullName}${firstLine(test.failureMessages?.[0])}`);
  });
  if (code !== 0 && failures.length === 0)
    failures.push(
      report ? 'an error outside any test: see "Unhandled Errors" in the Vitest output' : 'Vitest ended without a report',
    );
  record('vitest', passed, failed, note, failures);
}

function ensureChromium() {
  ensureHeadlessShell();
  if (fs.existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. The end-to-end tests drive Debian's Chromium, never a downloaded browser:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium',
    );
    return false;
  }
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's package (apt-get install -y chromium)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (fs.existsSync(CHROMIUM)) return true;
  console.error('Installing Chromium failed: run `apt-get update && apt-get install -y chromium` and try again.');
  return false;
}

/**
 * Debian's headless-only build of the same Chromium, which playwright.config.ts prefers when present (ADR 054: the
 * browsers use ≈ 40 % less CPU). Installed as root when missing; without it the tests run on /usr/bin/chromium.
 */
function ensureHeadlessShell() {
  if (fs.existsSync(HEADLESS_SHELL) || process.getuid?.() !== 0) return;
  console.log(`Installing Debian's chromium-headless-shell for the browser tests (apt-get install -y chromium-headless-shell)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium-headless-shell'], { stdio: 'inherit', env });
  if (install().status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    install();
  }
}

async function playwright(logFile) {
  banner('end-to-end (playwright test)');
  if (!['ts', 'js', 'mjs'].some((ext) => fs.existsSync(path.join(repoRoot, `playwright.config.${ext}`)))) {
    console.log('No playwright.config.ts yet: no end-to-end tests to run.');
    record('playwright', 0, 0, 'no config');
    return;
  }
  if (!ensureChromium()) {
    record('playwright', 0, 1, 'chromium missing');
    return;
  }
  // The e2e server serves the built web app; build it now rather than inside the web server's start timeout.
  try {
    ensureBuilt({ only: ['web'] });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    record('playwright', 0, 1, 'build failed');
    return;
  }
  const output = path.join(tmpDir, 'playwright.json');
  const code = await run(
    bin('playwright'),
    ['test', '--pass-with-no-tests', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: output, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    logFile,
  );
  const report = readJson(output);
  const stats = report?.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  let failed = stats.unexpected ?? 0;
  // A web server that never came up or a broken global setup fails the run without failing a test.
  if (code !== 0 && failed === 0) failed = 1;
  const note = [stats.flaky ? `${stats.flaky} flaky` : '', passed + failed === 0 ? 'no tests found' : '']
    .filter(Boolean)
    .join(', ');
  const failures = playwrightSpecs(report?.suites ?? [])
    .filter((spec) => spec.tests?.some((test) => test.status === 'unexpected' || test.status === 'flaky'))
    .map((spec) => {
      const flaky = spec.tests.every((test) => test.status !== 'unexpected');
      const error = spec.tests.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
      return `${spec.file}:${spec.line} › ${spec.title}${flaky ? ' (flaky: passed on retry)' : ''}${firstLine(error?.message)}`;
    });
  record('playwright', passed, failed, note, failures);
}

/**
 * The first line of a failure's message, for the summary: CI shows only the tail of the output, and a name without
 * its reason (a timeout? an assertion?) cannot be told from a flake.
 */
function firstLine(message) {
  if (!message) return '';
  const line =
    stripVTControlCharacters(message)
      .split('\n')
      .find((text) => text.trim()) ?? '';
  return `\n          ${line.trim().slice(0, 240)}`;
}

/** Every spec of a Playwright JSON report, however deeply its describe blocks nest. */
function playwrightSpecs(suites) {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...playwrightSpecs(suite.suites ?? [])]);
}

// `npm test -- --only unit,e2e` runs a subset (names: typecheck, lint, deps, unit, e2e); CI always runs all five.
const STEPS = { typecheck, lint, deps, unit: vitest, e2e: playwright };
const onlyArg = process.argv.slice(2).find((arg, i, all) => arg.startsWith('--only=') || all[i - 1] === '--only');
const only = onlyArg ? onlyArg.replace(/^--only=/, '').split(',') : Object.keys(STEPS);
const unknownSteps = only.filter((name) => !(name in STEPS));
if (unknownSteps.length) {
  console.error(`Unknown step ${unknownSteps.join(', ')}; the steps are ${Object.keys(STEPS).join(', ')}.`);
  process.exit(2);
}

/** Runs one step and stamps its result with the seconds it took (two steps may run at once: matched by name). */
async function runStep(name, logFile) {
  const step = STEPS[name];
  const stepStarted = Date.now();
  try {
    await step(logFile);
  } catch (error) {
    console.error(error);
    record(step.name, 0, 1, 'crashed');
  }
  const recorded = { unit: 'vitest', e2e: 'playwright' }[name] ?? name;
  for (const result of results.filter((r) => r.step === recorded && r.seconds === undefined))
    result.seconds = Math.round((Date.now() - stepStarted) / 1000);
}

// The two long steps run at the same time (TEST_STEPS_AT_ONCE=false runs them one after the other): the browser
// tests mostly wait — on the app, on pages, on mail — and leave most of the two cores idle, which the server tests
// fill. The end-to-end output goes to a file and is printed whole after the unit tests' own, so neither is shuffled.
const atOnce = process.env.TEST_STEPS_AT_ONCE !== 'false' && only.includes('unit') && only.includes('e2e');
const started = Date.now();
for (const name of only.filter((name) => !atOnce || (name !== 'unit' && name !== 'e2e'))) await runStep(name);
if (atOnce) {
  const e2eLog = path.join(tmpDir, 'playwright.log');
  const e2eDone = runStep('e2e', e2eLog);
  await runStep('unit');
  await e2eDone;
  banner('end-to-end output (ran beside the unit tests)');
  process.stdout.write(fs.readFileSync(e2eLog, 'utf8'));
}
fs.rmSync(tmpDir, { recursive: true, force: true });

banner(`summary (${((Date.now() - started) / 1000).toFixed(0)} s)`);
// In the steps' own order, whichever finished first.
const order = ['typecheck', 'lint', 'deps', 'vitest', 'playwright'];
results.sort((a, b) => order.indexOf(a.step) - order.indexOf(b.step));
for (const { step, passed, failed, note, failures, seconds } of results) {
  console.log(
    `  ${failed > 0 ? '✗' : '✓'} ${step.padEnd(11)} ${String(passed).padStart(5)} passed ${String(failed).padStart(4)} failed ${String(seconds ?? 0).padStart(5)} s${note ? `  (${note})` : ''}`,
  );
  for (const failure of failures) console.log(`      ✗ ${failure}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
