import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where uploaded files live. Keys are server-chosen relative paths like `avatars/{userId}/{name}.webp`. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The public URL the browser loads the file from. */
  publicUrl(key: string): string;
}

const SAFE_KEY = /^[a-zA-Z0-9_-]+(\/[a-zA-Z0-9_.-]+)*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    assertSafeKey(key);
    const target = path.join(this.root, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, body);
  }

  async get(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    try {
      return await fs.readFile(path.join(this.root, key));
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await fs.rm(path.join(this.root, key), { force: true });
  }

  publicUrl(key: string): string {
    return `/uploads/${key}`;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Decorates the app with the storage and serves `/uploads/*` with long cache headers (names never repeat). */
export const storagePlugin = fp(
  async (app: FastifyInstance, options: { storage: FileStorage }) => {
    app.decorate('storage', options.storage);
    app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // Keys under private/ (delivered order files) are only ever sent by their own route, to whoever may have them.
      const servable = SAFE_KEY.test(key) && !key.includes('..') && !key.startsWith('private/');
      const body = servable ? await options.storage.get(key) : null;
      if (!body) return reply.status(404).send({ error: { code: 'not_found', message: 'File not found' } });
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      return reply.type(key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream').send(body);
    });
  },
  { name: 'storage' },
);
