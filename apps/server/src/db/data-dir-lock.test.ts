import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';

describe('data-dir lock', () => {
  let dir: string;
  const lockFile = () => path.join(dir, 'proclub.lock');

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proclub-lock-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes our PID and removes the file on release', () => {
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses while another live process holds the lock, naming the PID and the folder', () => {
    const holder = process.ppid;
    fs.writeFileSync(lockFile(), String(holder));
    expect(() => acquireDataDirLock(dir)).toThrow(
      `The data directory ${dir} is in use by another ProClub process (PID ${holder})`,
    );
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(holder));
  });

  it('takes over a lock left by a process that is no longer running', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(gone.stdout);
    expect(deadPid).toBeGreaterThan(0);
    fs.writeFileSync(lockFile(), String(deadPid));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over an unreadable (empty or garbage) lock file', () => {
    fs.writeFileSync(lockFile(), 'not a pid');
    acquireDataDirLock(dir).release();
    fs.writeFileSync(lockFile(), '');
    acquireDataDirLock(dir).release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('release never deletes a lock another process has taken since', () => {
    const lock = acquireDataDirLock(dir);
    fs.writeFileSync(lockFile(), String(process.ppid));
    lock.release();
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.ppid));
  });
});
