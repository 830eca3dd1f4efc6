import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PersonalDataSet, rowsFromSql } from '../../lib/personal-data.repository';

/** The tasks part of a data export: the tasks the person made, was given, or marked done (the workspace's records). */
export function tasksPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsFromSql(
      db,
      'tasks',
      ['tasks'],
      (userId) =>
        sql`select title, notes, priority, due_at, done_at, created_at,
              created_by = ${userId} as made_by_you, assignee_id = ${userId} as assigned_to_you, done_by = ${userId} as done_by_you
            from tasks where created_by = ${userId} or assignee_id = ${userId} or done_by = ${userId} order by created_at`,
    ),
  ];
}
