import type { WorkflowStep } from '@proclub/contracts/workflows';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Cursor, enter, nextAfter, pathOf } from './definition';
import type { NextJob, Outcome, Plan, RunRow, Taken } from './engine-types';

// A round's pure part (what an outcome makes of a run) and its two writes (ADR 057).

/** Steps whose effect reads the run's facts (the round reads them for all its runs at once). */
export function needsFacts(step: WorkflowStep): boolean {
  if (step.kind === 'wait') return step.mode !== 'duration' && step.mode !== 'until';
  return step.kind !== 'tag' && step.kind !== 'webhook';
}

/** What a step's outcome makes of its run: the log line, the run's next position and state, the job that goes on. */
export function progressOf(plan: Plan, outcome: Outcome): Pick<Taken, 'row' | 'log' | 'enqueue'> {
  const { run, definition, cursor, step } = plan;
  const seq = run.seq + 1;
  let enqueue: NextJob | null = null;
  let status: RunRow['status'] = 'running';
  let nextCursor: Cursor | null = cursor;
  let waitingUntil: Date | null = null;
  let waitDeadline: Date | null = null;
  let logStatus: 'succeeded' | 'skipped' | 'waiting' = 'succeeded';
  if (outcome.next === 'continue') {
    nextCursor = outcome.arm ? enter(definition.steps, cursor, outcome.arm) : nextAfter(definition.steps, cursor);
    logStatus = outcome.status;
  } else if (outcome.next === 'wait') {
    status = 'waiting';
    waitingUntil = outcome.until;
    logStatus = 'waiting';
    if (outcome.advance) nextCursor = nextAfter(definition.steps, cursor);
    waitDeadline = outcome.deadline ?? null;
    enqueue = { job: 'step', seq, startAfter: outcome.until };
  } else {
    status = 'waiting';
    logStatus = 'waiting';
    enqueue = { job: 'webhook', seq: run.seq };
  }
  const ends = nextCursor === null && status === 'running';
  // A webhook hands off at its own seq: its delivery job takes the step.
  const nextSeq = outcome.next === 'handoff' ? run.seq : seq;
  return {
    log: { runId: run.id, seq: run.seq, path: pathOf(cursor), kind: step.kind, status: logStatus, detail: outcome.detail },
    row: {
      ...run,
      seq: nextSeq,
      claimedSeq: nextSeq,
      cursor: nextCursor ?? [Number.MAX_SAFE_INTEGER],
      status: ends ? 'completed' : status,
      finishedAt: ends ? new Date() : null,
      waitingUntil,
      waitDeadline,
      updatedAt: new Date(),
    },
    enqueue,
  };
}

/** A round's log lines in one insert and its runs' progress in one update (the rows are locked by the round). */
export async function writeProgress(tx: Db, taken: Taken[]) {
  if (taken.length === 0) return;
  await tx.execute(sql`
    insert into workflow_run_steps (run_id, seq, path, kind, status, detail)
    select l."runId", l."seq", l."path", l."kind", l."status"::workflow_step_log_status, l."detail"
    from jsonb_to_recordset(${JSON.stringify(taken.map((item) => item.log))}::jsonb) as l("runId" uuid, "seq" int,
      "path" text, "kind" text, "status" text, "detail" text)`);
  const rows = taken.map(({ plan, row }) => ({
    id: row.id,
    from_seq: plan.run.seq,
    seq: row.seq,
    claimed_seq: row.claimedSeq,
    cursor: row.cursor,
    status: row.status,
    finished: row.finishedAt !== null,
    waiting_until: row.waitingUntil?.toISOString() ?? null,
    wait_deadline: row.waitDeadline?.toISOString() ?? null,
  }));
  const result = (await tx.execute(sql`
    update workflow_runs r set seq = v.seq, claimed_seq = v.claimed_seq, cursor = v.cursor,
      status = v.status::workflow_run_status, finished_at = case when v.finished then now() end,
      waiting_until = v.waiting_until, wait_deadline = v.wait_deadline, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, from_seq int, seq int, claimed_seq int,
      cursor jsonb, status text, finished boolean, waiting_until timestamptz, wait_deadline timestamptz)
    where r.id = v.id and r.seq = v.from_seq and r.status = 'running'
    returning r.id`)) as unknown as { rows: { id: string }[] };
  if (result.rows.length !== rows.length) throw new Error('A run moved on during its step');
}
