import path from 'node:path';
import type { Env } from '../config/env';
import { S3Storage } from './s3-storage';
import { type FileStorage, LocalDiskStorage } from './storage';

/** Local disk under DATA_DIR/uploads by default; an S3-compatible bucket when S3_BUCKET is set. */
export function storageFromEnv(env: Env): FileStorage {
  if (!env.S3_BUCKET) return new LocalDiskStorage(path.join(env.dataDir, 'uploads'));
  return new S3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
