import path from 'node:path';
import type { Env } from '../config/env';
import type { Database } from '../db/client';
import { PostgresStorage } from './postgres-storage';
import { S3Storage } from './s3-storage';
import { type FileStorage, LocalDiskStorage } from './storage';

/**
 * An S3-compatible bucket when S3_BUCKET is set; else PostgreSQL when the server runs on it (instances behind a
 * load balancer share it; ADR 020); else local disk under DATA_DIR/uploads (the embedded database is one process).
 */
export function storageFromEnv(env: Env, database?: Database): FileStorage {
  if (env.S3_BUCKET) {
    return new S3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  if (database?.kind === 'postgres' && database.pool) return new PostgresStorage(database.pool);
  return new LocalDiskStorage(path.join(env.dataDir, 'uploads'));
}
