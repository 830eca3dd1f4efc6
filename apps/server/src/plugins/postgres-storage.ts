import type pg from 'pg';
import { assertSafeKey, type FileStorage } from './storage';

/**
 * Uploads kept in PostgreSQL (`stored_files`), the default on `DATABASE_URL` without S3 (ADR 020): every
 * instance reads what any instance wrote, and one `pg_dump` backs up rows and files together. Files are small
 * (images re-encoded to WebP under ~1 MB, report PDFs); served with immutable cache headers, so each is read
 * from the database about once per browser.
 */
export class PostgresStorage implements FileStorage {
  constructor(private readonly pool: pg.Pool) {}

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.pool.query(
      `insert into stored_files (key, content_type, size, body) values ($1, $2, $3, $4)
       on conflict (key) do update set content_type = excluded.content_type, size = excluded.size, body = excluded.body`,
      [key, contentType, body.length, body],
    );
  }

  async get(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    const result = await this.pool.query<{ body: Buffer }>('select body from stored_files where key = $1', [key]);
    return result.rows[0]?.body ?? null;
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.pool.query('delete from stored_files where key = $1', [key]);
  }

  publicUrl(key: string): string {
    return `/uploads/${key}`;
  }
}
