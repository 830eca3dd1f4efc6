import type { Database } from './client';

/** Lock ids in one place so no two start-up steps share one by accident (migrations use 727_001 in client.ts). */
export const DEMO_SEED_LOCK_ID = 727_002;
/** pg-boss's first start, which installs its schema (lib/jobs). */
export const JOBS_INSTALL_LOCK_ID = 727_003;

/**
 * Runs `work` while holding a session-level PostgreSQL advisory lock on a dedicated pool connection, so instances
 * starting together take turns (the second then finds the work done). The embedded database is one process
 * (its data dir is locked), so there it simply runs.
 */
export async function withAdvisoryLock<T>(database: Database, lockId: number, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => {});
    client.release();
  }
}
