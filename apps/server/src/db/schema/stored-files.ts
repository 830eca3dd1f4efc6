import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Raw bytes; node-postgres and PGlite both hand a bytea back as a Buffer/Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files (re-encoded images, report PDFs) when the server runs on PostgreSQL without S3, so every
 * instance behind a load balancer serves what any of them stored (ADR 020). Keys are the storage keys.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  body: bytea('body').notNull(),
  createdAt: createdAt(),
});
