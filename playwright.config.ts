import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Debian's Chromium, never a downloaded browser: its headless-only build (`chromium-headless-shell`, the same
 * engine without the desktop browser's UI, which Playwright itself drives in headless runs) when installed — the
 * suite's browsers used ≈ 40 % less CPU with it (ADR 054) — and the full `chromium` package otherwise.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.E2E_CHROMIUM ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  // Separate runs (another port) can keep their artifacts apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // 60 s: npm test runs these beside the unit tests on 2 cores; several journeys take 25–30 s there (a long one
  // asks for more with test.slow() or test.setTimeout).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    // The app formats dates, numbers and money in the browser's locale; the specs read US English.
    locale: 'en-US',
    // The app honours prefers-reduced-motion (styles/theme.css): no test waits on a dialog's or a toast's animation.
    reducedMotion: 'reduce',
    baseURL,
    // A trace records every action's snapshots and a screencast: a quarter of the browser's CPU when kept for every
    // test. CI retries a failed test once (above), and that retry records it.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Signs each demo account in once and saves its session (e2e/support/fixtures.ts demoState) for the specs.
    { name: 'setup', testMatch: '**/*.setup.ts' },
    { name: 'chromium', testMatch: '**/*.spec.ts', dependencies: ['setup'] },
  ],
  webServer: {
    command: 'node e2e/support/start-test-server.mjs',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    // Includes a web build when dist is stale.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
