import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// s3rver is a local S3-compatible server: a real peer speaking the S3 protocol, not a mock of our code.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage';

describe('S3Storage against a local S3-compatible server', () => {
  let server: S3rver;
  let directory: string;
  let storage: S3Storage;

  beforeAll(async () => {
    directory = await fs.mkdtemp(path.join(os.tmpdir(), 'proclub-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'proclub-test', configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    storage = new S3Storage({
      bucket: 'proclub-test',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${address.port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });

  afterAll(async () => {
    await server?.close();
    await fs.rm(directory, { recursive: true, force: true });
  });

  it('stores, reads back and deletes an object under a server-chosen key', async () => {
    const key = 'user-1/1700000000000-abcdef.webp';
    await storage.put(key, Buffer.from('webp-bytes'), 'image/webp');
    expect((await storage.get(key))?.toString()).toBe('webp-bytes');
    expect(storage.publicUrl(key)).toBe(`/uploads/${key}`);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses keys that could escape the bucket prefix', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe storage key/);
  });
});
