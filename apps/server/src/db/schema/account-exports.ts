import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPrimaryKey } from './columns';
import { belongsToUser } from './user-columns';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * "Export my data" runs: produced in the background, the zip kept in the row (never in the public uploads), downloadable
 * by its owner's signed-in session until `expiresAt`.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser('user_id'),
    status: text('status', { enum: ['queued', 'running', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    /** 0–100, written by the job as it goes. */
    progress: integer('progress').notNull().default(0),
    archive: bytea('archive'),
    sizeBytes: integer('size_bytes'),
    expiresAt: timestamptz('expires_at'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [index('account_exports_user_idx').on(table.userId, table.createdAt)],
);
