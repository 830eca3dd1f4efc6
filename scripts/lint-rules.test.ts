// Proves the Biome GritQL plugins in lint/ bite: Biome runs with the real plugin over a small fixture tree shaped
// like the repo (scripts/lint-rules-fixture, which `biome check .` itself skips). Each bad call is reported, the
// plain notices and the helper itself are not.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const biome = path.join(repoRoot, 'node_modules/@biomejs/biome/bin/biome');
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Lints a copy of the fixture tree with only `plugin` enabled; returns the exit code and `path:line` per report. */
async function lint(plugin: string): Promise<{ exitCode: number; reports: string[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lint-rules-'));
  dirs.push(dir);
  await cp(path.join(repoRoot, 'scripts/lint-rules-fixture'), dir, { recursive: true });
  await writeFile(path.join(dir, 'biome.json'), JSON.stringify({ plugins: [path.join(repoRoot, plugin)] }));
  let result: { code: number; stdout: string; stderr: string };
  try {
    result = {
      code: 0,
      ...(await promisify(execFile)(process.execPath, [biome, 'lint', '--reporter=concise', '.'], { cwd: dir })),
    };
  } catch (error) {
    result = error as { code: number; stdout: string; stderr: string };
  }
  const output = `${result.stdout}\n${result.stderr}`;
  const reports = [...output.matchAll(/(\S+):(\d+):\d+: plugin:/g)].map(([, file, line]) => `${file}:${line}`);
  return { exitCode: result.code, reports: reports.sort() };
}

describe('lint/action-toasts.grit', { timeout: 60_000 }, () => {
  it('reports every hand-written action toast, and only those', async () => {
    const { exitCode, reports } = await lint('lint/action-toasts.grit');
    expect(exitCode).toBe(1);
    const bad = 'apps/web/src/features/crm/hand-written-toasts.tsx';
    expect(reports).toEqual([`${bad}:6`, `${bad}:7`, `${bad}:8`, `${bad}:9`]);
  });
});
