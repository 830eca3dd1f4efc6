import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/env';
import { openDatabase } from '../db/client';
import { PostgresStorage } from '../plugins/postgres-storage';
import { createScratchPostgresDatabase, testDatabaseUrl } from './test-database';

// docs/DEPLOY.md's backup and restore, run as written: scripts/backup.sh then scripts/restore.sh into an empty
// target, and the rows and uploaded files are back.

const run = promisify(execFile);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'proclub-backup-'));
  cleanups.push(() => fsp.rm(dir, { recursive: true, force: true }));
  return dir;
}

async function script(name: 'backup.sh' | 'restore.sh', args: string[], env: Record<string, string>): Promise<string> {
  const { PATH, HOME } = process.env;
  const { stdout } = await run(path.join(repoRoot, 'scripts', name), args, { cwd: repoRoot, env: { PATH, HOME, ...env } });
  return stdout.trim();
}

describe.skipIf(!testDatabaseUrl)('backup and restore: PostgreSQL with uploads in the database [postgres]', () => {
  it('pg_dump of one database restores into another with its rows and files', async () => {
    const source = await createScratchPostgresDatabase();
    const target = await createScratchPostgresDatabase();
    cleanups.push(source.drop, target.drop);
    const database = await openDatabase({ kind: 'postgres', url: source.url, poolSize: 2 });
    const image = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 250]);
    try {
      await new PostgresStorage(database.pool as never).put('avatars/u1/a.webp', image, 'image/webp');
      await database.pool?.query(`insert into app_settings (key, value) values ('backup_probe', 'kept')`);
    } finally {
      await database.close();
    }

    const file = await script('backup.sh', [await tempDir()], { DATABASE_URL: source.url });
    expect(file).toMatch(/proclub-\d{8}T\d{6}Z\.dump$/);
    await script('restore.sh', [file], { DATABASE_URL: target.url });

    const restored = await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 });
    try {
      expect(await new PostgresStorage(restored.pool as never).get('avatars/u1/a.webp')).toEqual(image);
      const probe = await restored.pool?.query(`select value from app_settings where key = 'backup_probe'`);
      expect(probe?.rows).toEqual([{ value: 'kept' }]);
    } finally {
      await restored.close();
    }
  }, 60_000);
});

describe("backup and restore: the embedded database's data dir [pglite]", () => {
  it('archives a stopped data dir (refusing a running one) and restores it into an empty one', async () => {
    const dataDir = path.join(await tempDir(), 'data');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.db.execute(sql`insert into app_settings (key, value) values ('backup_probe', 'kept')`);
    await fsp.mkdir(path.join(dataDir, 'uploads/avatars'), { recursive: true });
    await fsp.writeFile(path.join(dataDir, 'uploads/avatars/a.webp'), 'image bytes');
    const backups = await tempDir();
    // Open (its lock names this live process): the script refuses.
    await expect(script('backup.sh', [backups], { DATA_DIR: dataDir })).rejects.toThrow(/stop it first/);
    await database.close();

    const file = await script('backup.sh', [backups], { DATA_DIR: dataDir });
    expect(file).toMatch(/\.tar\.gz$/);
    const restoredDir = path.join(await tempDir(), 'restored');
    await script('restore.sh', [file], { DATA_DIR: restoredDir });
    await expect(script('restore.sh', [file], { DATA_DIR: restoredDir })).rejects.toThrow(/not empty/);

    expect(await fsp.readFile(path.join(restoredDir, 'uploads/avatars/a.webp'), 'utf8')).toBe('image bytes');
    const restored = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    try {
      const result = (await restored.db.execute(sql`select value from app_settings where key = 'backup_probe'`)) as unknown as {
        rows: unknown[];
      };
      expect(result.rows).toEqual([{ value: 'kept' }]);
    } finally {
      await restored.close();
    }
  }, 90_000);
});
