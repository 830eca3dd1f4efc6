import type { SqlExecutor } from './sql-executor';
import type { JobRecord, JobState, ListJobsQuery } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Row {
  id: string;
  name: string;
  data: { ownerId?: string | null; label?: string | null; payload?: unknown } | null;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  start_after: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  created_on: Date | string;
  output: { message?: string } | null;
}

const columns = 'id, name, data, state, retry_count, retry_limit, start_after, started_on, completed_on, created_on, output';
const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Reads job state from pg-boss's tables (live jobs and the archive) for the Schedules page and tests. */
export class JobRecords {
  constructor(
    private readonly sql: SqlExecutor,
    private readonly titles: () => Map<string, string>,
  ) {}

  async find(id: string, ownerId?: string | null): Promise<JobRecord | null> {
    if (!UUID.test(id)) return null;
    const owner = ownerId ?? null;
    const { rows } = await this.sql.executeSql(
      `select ${columns} from (select ${columns} from pgboss.job where id = $1::uuid
         union all select ${columns} from pgboss.archive where id = $1::uuid) j
       where ($2::text is null or data->>'ownerId' = $2::text) limit 1`,
      [id, owner],
    );
    const row = rows[0] as unknown as Row | undefined;
    return row ? this.toRecord(row) : null;
  }

  async list(query: ListJobsQuery): Promise<JobRecord[]> {
    const names = query.names ?? [...this.titles().keys()];
    if (names.length === 0) return [];
    const limit = Math.min(Math.max(query.limit ?? 50, 1), 500);
    const { rows } = await this.sql.executeSql(
      `select ${columns} from (select ${columns} from pgboss.job where name = any($1::text[])
         union all select ${columns} from pgboss.archive where name = any($1::text[])) j
       where ($2::text is null or data->>'ownerId' = $2::text)
         and ($3::text[] is null or state::text = any($3::text[]))
       order by coalesce(completed_on, started_on, start_after) desc, id limit ${limit}`,
      [names, query.ownerId ?? null, query.states ?? null],
    );
    return (rows as unknown as Row[]).map((row) => this.toRecord(row));
  }

  private toRecord(row: Row): JobRecord {
    const failed = row.state === 'failed' || row.state === 'retry';
    return {
      id: row.id,
      name: row.name,
      title: this.titles().get(row.name) ?? row.name,
      label: row.data?.label ?? null,
      ownerId: row.data?.ownerId ?? null,
      state: row.state,
      payload: row.data?.payload ?? null,
      // pg-boss counts a retry when it starts the job again, so runs so far = retries + 1 once it has started.
      attempts: row.started_on ? row.retry_count + 1 : 0,
      retryLimit: row.retry_limit,
      startAfter: date(row.start_after),
      startedAt: row.started_on ? date(row.started_on) : null,
      completedAt: row.completed_on ? date(row.completed_on) : null,
      createdAt: date(row.created_on),
      error: failed ? (row.output?.message ?? null) : null,
    };
  }
}
