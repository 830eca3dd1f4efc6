import { createHmac } from 'node:crypto';
import type { PublicBrand } from '@proclub/contracts/hub';
import { WORKFLOW_LOOP_LIMIT_PER_HOUR, type WorkflowDefinition, type WorkflowStep } from '@proclub/contracts/workflows';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inIds } from '../../db/id-lists';
import {
  domainEvents,
  workflowRunSteps,
  workflowRuns,
  workflows,
  workflowVersions,
  workflowWebhookDeliveries,
} from '../../db/schema/index';
import { BatchQueue } from '../../lib/batch-queue';
import type { DomainEventInput } from '../../lib/domain-events';
import { defineJob, type JobContext, type Jobs } from '../../lib/jobs/index';
import type { AfterCommit } from '../notifications/notifications.public';
import { PublicBrands } from '../profiles/profiles.public';
import { type Cursor, nextAfter, pathOf, stepAt } from './definition';
import type { EngineDeps, EventLike, Failed, NextJob, Outcome, Plan, RunRow, Taken } from './engine-types';
import { type Facts, loadFacts, loadFactsMany } from './facts.repository';
import { needsFacts, progressOf, writeProgress } from './run-rounds.repository';
import { StepEffects } from './step-effects.repository';
import { failedStepDetail, safeUrlForLog } from './step-text';
import { testRun } from './test-run.repository';
import { webhookSecret } from './webhook-secret.repository';

const MAX_STEPS_PER_JOB = 100;
/** Events per enrolment transaction, and enrolled batches taking their first steps at once. */
const DISPATCH_BATCH = 500;
const STEPPING = 3;
/** Runs per round (one transaction), and rounds at once, when many runs take their steps together. */
const BATCH_RUNS = 250;
const BATCH_WORKERS = 2;

const STALL_SECONDS = 60;

export class WorkflowEngine {
  private readonly definitions = new Map<string, WorkflowDefinition>();
  private readonly brands: PublicBrands;
  private readonly steps: StepEffects;

  /**
   * One job per recorded batch of events: it enrols every event still waiting. `eventIds` (the sweep) and `eventId`
   * (a job queued before batches existed): only those.
   */
  readonly dispatchJob = defineJob<{ eventIds?: string[]; eventId?: string }>({
    name: 'workflows.dispatch',
    title: 'Workflow enrolment',
    concurrency: 4,
    retryLimit: 5,
    retryDelaySeconds: 5,
    handler: async ({ eventIds, eventId }) => {
      await this.dispatchMany(eventIds ?? (eventId ? [eventId] : undefined));
    },
  });

  /** Runs handed on by the job that enrolled them (after their first step) or by a long chain of instant steps. */
  readonly continueJob = defineJob<{ runIds: string[] }>({
    name: 'workflows.continue',
    title: 'Workflow steps',
    concurrency: 2,
    retryLimit: 3,
    retryDelaySeconds: 10,
    handler: async ({ runIds }, context) => {
      await this.advanceMany(runIds, { attempt: context.attempt });
    },
  });

  /** `stale`: the sweep found the run claimed by a worker that has not moved it for a minute (its process died). */
  readonly stepJob = defineJob<{ runId: string; seq: number; stale?: boolean }>({
    name: 'workflows.step',
    title: 'Workflow step',
    concurrency: 16,
    retryLimit: 3,
    retryDelaySeconds: 10,
    handler: async ({ runId, seq, stale }, context) => {
      await this.advance(runId, seq, { attempt: stale ? Math.max(2, context.attempt) : context.attempt });
    },
  });

  readonly webhookJob = defineJob<{ runId: string; seq: number }>({
    name: 'workflows.webhook',
    title: 'Workflow webhook',
    concurrency: 8,
    // 1 + 5 attempts, 30 s doubling: 30 s, 1 min, 2 min, 4 min, 8 min.
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    handler: async ({ runId, seq }, context) => {
      await this.deliverWebhook(runId, seq, context);
    },
  });

  /** Re-queues what a crash between a commit and its enqueue left behind (events not dispatched, runs not advanced). */
  readonly sweepJob = defineJob<Record<string, never>>({
    name: 'workflows.sweep',
    title: 'Workflow recovery sweep',
    handler: async () => this.sweep(),
  });

  readonly scheduleJob = defineJob<{ workflowId: string }>({
    name: 'workflows.schedule',
    title: 'Scheduled workflow',
    handler: async ({ workflowId }, context) => {
      await this.startScheduled(workflowId, context.jobId);
    },
  });

  readonly dateJob = defineJob<Record<string, never>>({
    name: 'workflows.date-triggers',
    title: 'Workflows on dates (project deadlines)',
    handler: async () => ({ enrolled: await this.scanDates() }),
  });

  constructor(private readonly deps: EngineDeps) {
    this.brands = new PublicBrands(deps.db);
    this.steps = new StepEffects(deps, this.brands);
  }

  register() {
    for (const job of [
      this.dispatchJob,
      this.continueJob,
      this.stepJob,
      this.webhookJob,
      this.sweepJob,
      this.scheduleJob,
      this.dateJob,
    ])
      this.deps.jobs.register(job as Parameters<Jobs['register']>[0]);
  }

  async ensureSchedules() {
    await this.deps.jobs.schedule(this.sweepJob, { payload: {}, label: this.sweepJob.title, timing: { everySeconds: 60 } });
    await this.deps.jobs.schedule(this.dateJob, {
      payload: {},
      label: this.dateJob.title,
      timing: { cron: '5 * * * *', timezone: 'UTC' },
    });
  }

  // ——— Recording and enrolment ———

  /**
   * Records the event once (its id is the key) and queues its enrolment; a duplicate is dropped here. Events reported
   * together (a burst: a campaign's opens, a bulk status change) share one insert and one enrolment job
   * (recordBatch); each caller still waits until its own event is stored and queued.
   */
  async record(event: DomainEventInput): Promise<string | null> {
    return this.recorder.run(event);
  }

  private readonly recorder = new BatchQueue<DomainEventInput, string | null>((events) => this.recordBatch(events), {
    maxBatch: 500,
    maxInFlight: 2,
  });

  private async recordBatch(events: DomainEventInput[]): Promise<(string | null)[]> {
    const rows = events.map((event) => ({
      id: event.id ?? `${event.type}:${crypto.randomUUID()}`,
      workspaceId: event.workspaceId,
      type: event.type,
      clientId: event.clientId ?? null,
      projectId: event.projectId ?? null,
      proposalId: event.proposalId ?? null,
      subjectId: event.subjectId ?? null,
      payload: event.payload ?? {},
      occurredAt: (event.occurredAt ?? new Date()).toISOString(),
    }));
    // The batch as one JSON parameter (a 500-row insert built by the ORM cost more CPU than the insert itself). On
    // conflict do nothing also drops a repeat inside the batch: the first of two reports with one id wins (the rows
    // are read and inserted in the array's order).
    const inserted = (await this.deps.db.execute(sql`
      insert into domain_events (id, workspace_id, type, client_id, project_id, proposal_id, subject_id, payload, occurred_at)
      select e."id", e."workspaceId", e."type"::domain_event_type, e."clientId", e."projectId", e."proposalId",
        e."subjectId", e."payload", e."occurredAt"
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e("id" text, "workspaceId" text, "type" text,
        "clientId" uuid, "projectId" uuid, "proposalId" uuid, "subjectId" text, "payload" jsonb, "occurredAt" timestamptz)
      on conflict do nothing
      returning id`)) as unknown as { rows: { id: string }[] };
    const fresh = new Set(inserted.rows.map((row) => row.id));
    const results = rows.map((row) => {
      if (!fresh.has(row.id)) return null;
      fresh.delete(row.id);
      return row.id;
    });
    const ids = results.filter((id): id is string => id !== null);
    if (ids.length > 0) {
      const owners = new Set(rows.map((row) => row.workspaceId));
      // A wake-up: the job takes every event still waiting (dispatchMany), so a burst's later batches often find
      // their events already taken and end at once.
      await this.deps.jobs.enqueue(
        this.dispatchJob,
        {},
        { ownerId: owners.size === 1 ? rows[0].workspaceId : null, singletonKey: `dispatch:${ids[0]}` },
      );
    }
    return results;
  }

  /** Enrols every active workflow whose trigger listens to the event; each (workflow, event) once. */
  async dispatch(eventId: string): Promise<number> {
    return this.dispatchMany([eventId]);
  }

  /**
   * Enrolment: takes the events still waiting (`eventIds`: only those), oldest first, DISPATCH_BATCH at a time, each
   * batch in one transaction — the events locked (another dispatcher skips them), one read of the workflows
   * listening, the runs inserted together (enrolMany), the events marked dispatched — then the new runs' first steps
   * (advanceMany). Whatever arrived meanwhile goes into the next batch: under a burst, batches grow instead of
   * queueing one job per recorded batch. A crash after the commit leaves runs unclaimed: the sweep queues them.
   */
  async dispatchMany(eventIds?: string[]): Promise<number> {
    if (eventIds?.length === 0) return 0;
    let enrolled = 0;
    // A pipeline: the next batch is enrolled while the last ones take their first steps (at most STEPPING at once).
    // A failed batch ends the loop and fails the job once the others are done; its runs are the sweep's (enrolled,
    // not advanced). Caught at once: a rejection nobody awaits yet would be an unhandled one.
    const stepping = new Set<Promise<void>>();
    let failure: { error: unknown } | null = null;
    try {
      while (!failure) {
        const batch = await this.deps.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const events = await tx
            .select()
            .from(domainEvents)
            .where(
              and(sql`${domainEvents.dispatchedAt} is null`, eventIds ? inIds(domainEvents.id, eventIds, 'text') : undefined),
            )
            .orderBy(domainEvents.occurredAt)
            .limit(DISPATCH_BATCH)
            .for('update', { skipLocked: true });
          if (events.length === 0) return null;
          const runs = await this.enrolMany(tx, await this.candidates(tx, events));
          await tx
            .update(domainEvents)
            .set({ dispatchedAt: sql`now()` })
            .where(
              inIds(
                domainEvents.id,
                events.map((event) => event.id),
                'text',
              ),
            );
          return runs;
        });
        if (!batch) break;
        enrolled += batch.length;
        const steps: Promise<void> = this.advanceMany(
          batch.filter((run) => run.status === 'running').map((run) => run.id),
          { firstStepOnly: true },
        )
          .catch((error: unknown) => {
            failure ??= { error };
          })
          .finally(() => stepping.delete(steps));
        stepping.add(steps);
        if (stepping.size >= STEPPING) await Promise.race(stepping);
      }
    } finally {
      await Promise.all(stepping);
    }
    if (failure) throw (failure as { error: unknown }).error;
    return enrolled;
  }

  /** The (workflow, event) pairs to enrol: each active workflow whose trigger the event matches. */
  private async candidates(tx: Db, events: (typeof domainEvents.$inferSelect)[]) {
    const listening = await tx
      .select({
        id: workflows.id,
        workspaceId: workflows.workspaceId,
        triggerEvent: workflows.triggerEvent,
        versionId: workflowVersions.id,
        definition: workflowVersions.definition,
      })
      .from(workflows)
      .innerJoin(
        workflowVersions,
        and(eq(workflowVersions.workflowId, workflows.id), eq(workflowVersions.version, workflows.publishedVersion)),
      )
      .where(
        and(
          inArray(workflows.workspaceId, [...new Set(events.map((event) => event.workspaceId))]),
          inArray(workflows.triggerEvent, [...new Set(events.map((event) => event.type))]),
          eq(workflows.status, 'active'),
        ),
      );
    const candidates: { workflowId: string; versionId: string; event: EventLike }[] = [];
    for (const event of events)
      for (const workflow of listening) {
        if (workflow.workspaceId !== event.workspaceId || workflow.triggerEvent !== event.type) continue;
        const payload = event.payload as Record<string, unknown>;
        if (!triggerMatches(workflow.definition as WorkflowDefinition, payload)) continue;
        candidates.push({ workflowId: workflow.id, versionId: workflow.versionId, event: { ...event, payload } });
      }
    return candidates;
  }

  /**
   * enrol() for many (workflow, event) pairs in the caller's transaction: the loop guard's locks (in one order, so two
   * batches cannot deadlock), one count per (workflow, client), one insert … on conflict do nothing — the unique
   * (workflow, event) index still decides across instances. Answers the runs this call created.
   */
  private async enrolMany(
    tx: Db,
    candidates: { workflowId: string; versionId: string; event: EventLike }[],
  ): Promise<{ id: string; status: RunRow['status'] }[]> {
    if (candidates.length === 0) return [];
    const guarded = candidates.filter((candidate) => candidate.event.clientId);
    const keys = [...new Set(guarded.map((c) => `workflow-enrol:${c.workflowId}:${c.event.clientId}`))];
    if (keys.length > 0)
      await tx.execute(sql`select pg_advisory_xact_lock(h) from (
        select distinct hashtext(k) as h from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k order by 1) locks`);
    const existing = new Set(
      (
        await tx
          .select({ workflowId: workflowRuns.workflowId, eventId: workflowRuns.eventId })
          .from(workflowRuns)
          .where(
            and(
              inIds(workflowRuns.workflowId, [...new Set(candidates.map((c) => c.workflowId))]),
              inIds(workflowRuns.eventId, [...new Set(candidates.map((c) => c.event.id))], 'text'),
            ),
          )
      ).map((row) => `${row.workflowId}:${row.eventId}`),
    );
    const counts = new Map<string, number>();
    if (guarded.length > 0) {
      const pairs = [...new Map(guarded.map((c) => [`${c.workflowId}:${c.event.clientId}`, c])).values()];
      // Both lists, then the pairs asked for: a few extra (workflow, client) crossings are counted and ignored.
      const rows = await tx
        .select({ workflowId: workflowRuns.workflowId, clientId: workflowRuns.clientId, n: sql<number>`count(*)::int` })
        .from(workflowRuns)
        .where(
          and(
            inIds(workflowRuns.workflowId, [...new Set(pairs.map((c) => c.workflowId))]),
            inIds(workflowRuns.clientId, [...new Set(pairs.map((c) => c.event.clientId as string))]),
            sql`${workflowRuns.startedAt} > now() - interval '1 hour'`,
            sql`${workflowRuns.status} <> 'loop_stopped'`,
          ),
        )
        .groupBy(workflowRuns.workflowId, workflowRuns.clientId);
      for (const row of rows) counts.set(`${row.workflowId}:${row.clientId}`, Number(row.n));
    }
    const values = [];
    for (const { workflowId, versionId, event } of candidates) {
      if (existing.has(`${workflowId}:${event.id}`)) continue;
      existing.add(`${workflowId}:${event.id}`);
      let looping = false;
      if (event.clientId) {
        const key = `${workflowId}:${event.clientId}`;
        const count = counts.get(key) ?? 0;
        looping = count >= WORKFLOW_LOOP_LIMIT_PER_HOUR;
        if (!looping) counts.set(key, count + 1);
      }
      values.push({
        workspaceId: event.workspaceId,
        workflowId,
        versionId,
        eventId: event.id,
        eventType: event.type,
        clientId: event.clientId,
        projectId: event.projectId,
        proposalId: event.proposalId,
        context: event.payload,
        status: looping ? ('loop_stopped' as const) : ('running' as const),
      });
    }
    const created: { id: string; status: RunRow['status'] }[] = [];
    // 500 runs per statement, each batch one JSON parameter (see recordBatch).
    for (let at = 0; at < values.length; at += 500) {
      const inserted = (await tx.execute(sql`
        insert into workflow_runs (workspace_id, workflow_id, version_id, event_id, event_type, client_id, project_id,
          proposal_id, context, status, finished_at)
        select r."workspaceId", r."workflowId", r."versionId", r."eventId", r."eventType", r."clientId", r."projectId",
          r."proposalId", r."context", r."status"::workflow_run_status,
          case when r."status" = 'loop_stopped' then now() end
        from jsonb_to_recordset(${JSON.stringify(values.slice(at, at + 500))}::jsonb) as r("workspaceId" text,
          "workflowId" uuid, "versionId" uuid, "eventId" text, "eventType" text, "clientId" uuid, "projectId" uuid,
          "proposalId" uuid, "context" jsonb, "status" text)
        on conflict (workflow_id, event_id) do nothing
        returning id, status`)) as unknown as { rows: { id: string; status: RunRow['status'] }[] };
      created.push(...inserted.rows);
    }
    const stopped = created.filter((run) => run.status === 'loop_stopped');
    if (stopped.length > 0)
      await tx.insert(workflowRunSteps).values(
        stopped.map((run) => ({
          runId: run.id,
          seq: 0,
          path: 'trigger',
          kind: 'loop_guard',
          status: 'stopped' as const,
          detail: `Stopped by the loop guard: this workflow already started ${WORKFLOW_LOOP_LIMIT_PER_HOUR} times for this client in the last hour.`,
        })),
      );
    return created;
  }

  /**
   * One run per (workflow, event): the unique index decides across instances (insert … on conflict do nothing).
   * The loop guard: past the hourly limit for this client, the run is recorded as stopped, with the reason.
   */
  async enrol(workflowId: string, versionId: string, event: EventLike): Promise<string | null> {
    const [run] = await this.deps.db.transaction((tx) => this.enrolMany(tx as unknown as Db, [{ workflowId, versionId, event }]));
    if (!run) return null;
    if (run.status === 'loop_stopped') return run.id;
    // The first steps run here, in the enrolling job: no second job to queue and fetch before the client hears
    // anything. A crash in between leaves the run unclaimed; the sweep queues its step job.
    await this.advance(run.id, 0, { attempt: 1 });
    return run.id;
  }

  private async startScheduled(workflowId: string, jobId: string) {
    const [workflow] = await this.deps.db
      .select({ id: workflows.id, workspaceId: workflows.workspaceId, versionId: workflowVersions.id })
      .from(workflows)
      .innerJoin(
        workflowVersions,
        and(eq(workflowVersions.workflowId, workflows.id), eq(workflowVersions.version, workflows.publishedVersion)),
      )
      .where(and(eq(workflows.id, workflowId), eq(workflows.status, 'active')));
    if (!workflow) return;
    await this.enrol(workflow.id, workflow.versionId, {
      id: `schedule:${jobId}`,
      workspaceId: workflow.workspaceId,
      type: 'schedule',
      clientId: null,
      projectId: null,
      proposalId: null,
      payload: {},
    });
  }

  /** Relative-date triggers: projects whose deadline plus the offset is today enrol once (the key holds the date). */
  async scanDates(): Promise<number> {
    const active = await this.deps.db
      .select({
        id: workflows.id,
        workspaceId: workflows.workspaceId,
        versionId: workflowVersions.id,
        definition: workflowVersions.definition,
      })
      .from(workflows)
      .innerJoin(
        workflowVersions,
        and(eq(workflowVersions.workflowId, workflows.id), eq(workflowVersions.version, workflows.publishedVersion)),
      )
      .where(and(eq(workflows.status, 'active'), sql`${workflowVersions.definition}->'trigger'->>'type' = 'date'`));
    let enrolled = 0;
    for (const workflow of active) {
      const trigger = (workflow.definition as WorkflowDefinition).trigger;
      if (trigger.type !== 'date') continue;
      const due = (await this.deps.db.execute(sql`
        select id, client_id as "clientId", deadline::text as deadline from projects
        where workspace_id = ${workflow.workspaceId} and deadline is not null
          and deadline + ${trigger.offsetDays}::int <= current_date
          and deadline + ${trigger.offsetDays}::int > current_date - 2
          and status not in ('completed', 'cancelled')`)) as unknown as {
        rows: { id: string; clientId: string; deadline: string }[];
      };
      for (const project of due.rows) {
        const runId = await this.enrol(workflow.id, workflow.versionId, {
          id: `date:${project.id}:${project.deadline}:${trigger.offsetDays}`,
          workspaceId: workflow.workspaceId,
          type: 'date',
          clientId: project.clientId,
          projectId: project.id,
          proposalId: null,
          payload: { deadline: project.deadline },
        });
        if (runId) enrolled++;
      }
    }
    return enrolled;
  }

  // ——— Running steps ———

  private async definitionOf(versionId: string): Promise<WorkflowDefinition> {
    const cached = this.definitions.get(versionId);
    if (cached) return cached;
    const [row] = await this.deps.db
      .select({ definition: workflowVersions.definition })
      .from(workflowVersions)
      .where(eq(workflowVersions.id, versionId));
    const definition = row.definition as WorkflowDefinition;
    this.definitions.set(versionId, definition);
    return definition;
  }

  /**
   * Takes step `seq` of the run: only one delivery of the job gets it (claimed_seq), a repeat or stale one does
   * nothing. A retry of a job whose process died mid-step (attempt > 1) may take it again.
   */
  private async claim(runId: string, seq: number, attempt: number): Promise<RunRow | null> {
    const [run] = await this.deps.db
      .update(workflowRuns)
      .set({ claimedSeq: seq, status: 'running', waitingUntil: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(workflowRuns.id, runId),
          eq(workflowRuns.seq, seq),
          inArray(workflowRuns.status, ['running', 'waiting']),
          sql`(${workflowRuns.claimedSeq} < ${seq} or ${workflowRuns.status} = 'waiting' or ${attempt} > 1)`,
        ),
      )
      .returning();
    return run ?? null;
  }

  /** A step job (a wait's end, a retry, a webhook's next step, the sweep): its run takes its steps here. */
  async advance(runId: string, seq: number, context: Pick<JobContext, 'attempt'>) {
    const run = await this.claim(runId, seq, context.attempt);
    if (run) await this.takeSteps([run], MAX_STEPS_PER_JOB);
  }

  /**
   * Ready runs (a burst's new runs, a hand-off) take their steps together: claimed in one statement per chunk, then
   * round by round (takeRound). `firstStepOnly`: the enrolling job takes each new run's first step and hands the rest
   * to a continue job, so the events of a burst do not queue behind the earlier runs' whole workflows.
   * `attempt` > 1 (a retried job whose process died) may take back runs it had claimed.
   */
  async advanceMany(runIds: string[], options: { firstStepOnly?: boolean; attempt?: number } = {}) {
    const chunks: string[][] = [];
    for (let at = 0; at < runIds.length; at += BATCH_RUNS) chunks.push(runIds.slice(at, at + BATCH_RUNS));
    const workers = Array.from({ length: Math.min(BATCH_WORKERS, chunks.length) }, async () => {
      for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
        const claimed = await this.deps.db
          .update(workflowRuns)
          .set({ claimedSeq: sql`${workflowRuns.seq}`, updatedAt: sql`now()` })
          .where(
            and(
              inIds(workflowRuns.id, chunk),
              eq(workflowRuns.status, 'running'),
              (options.attempt ?? 1) > 1
                ? sql`${workflowRuns.claimedSeq} <= ${workflowRuns.seq}`
                : sql`${workflowRuns.claimedSeq} < ${workflowRuns.seq}`,
            ),
          )
          .returning();
        await this.takeSteps(claimed, options.firstStepOnly ? 1 : MAX_STEPS_PER_JOB);
      }
    });
    await Promise.all(workers);
  }

  /** Round after round until every run waits, ends or fails; past `rounds`, the rest go on in a continue job. */
  private async takeSteps(runs: RunRow[], rounds: number) {
    let active = runs;
    for (let round = 0; round < rounds && active.length > 0; round++) active = await this.takeRound(active);
    if (active.length === 0) return;
    // Released (claimed_seq below seq) before the job is queued: if the queueing never happens, the sweep finds them.
    const released = await this.deps.db
      .update(workflowRuns)
      .set({ claimedSeq: sql`${workflowRuns.seq} - 1`, updatedAt: sql`now()` })
      .where(
        and(
          inIds(
            workflowRuns.id,
            active.map((run) => run.id),
          ),
          eq(workflowRuns.status, 'running'),
          sql`${workflowRuns.claimedSeq} = ${workflowRuns.seq}`,
        ),
      )
      .returning({ id: workflowRuns.id, seq: workflowRuns.seq, workspaceId: workflowRuns.workspaceId });
    if (released.length === 0) return;
    const owners = new Set(released.map((run) => run.workspaceId));
    await this.deps.jobs.enqueue(
      this.continueJob,
      { runIds: released.map((run) => run.id) },
      {
        ownerId: owners.size === 1 ? released[0].workspaceId : null,
        singletonKey: `continue:${released[0].id}:${released[0].seq}`,
      },
    );
  }

  /**
   * One step of every run, in one transaction (roundTogether). If any step fails, that transaction is rolled back
   * and the round is taken again with each run in its own savepoint (roundApart), so a failure is its run's alone.
   * Answers the runs that go on at once (not waiting, ended or failed).
   */
  private async takeRound(runs: RunRow[]): Promise<RunRow[]> {
    const planned: Plan[] = [];
    const finished: RunRow[] = [];
    for (const run of runs) {
      const definition = await this.definitionOf(run.versionId);
      const cursor = run.cursor as Cursor;
      const step = stepAt(definition.steps, cursor);
      if (step) planned.push({ run, definition, step, cursor });
      else finished.push(run);
    }
    if (finished.length > 0)
      await this.deps.db
        .update(workflowRuns)
        .set({ status: 'completed', finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            inIds(
              workflowRuns.id,
              finished.map((run) => run.id),
            ),
            eq(workflowRuns.status, 'running'),
          ),
        );
    if (planned.length === 0) return [];
    // Read before the transaction: on PGlite (one connection) a read outside it would wait for it to end.
    const brands = new Map<string, PublicBrand>();
    for (const plan of planned)
      if (plan.step.kind === 'email' && !brands.has(plan.run.workspaceId))
        brands.set(plan.run.workspaceId, await this.brands.of(plan.run.workspaceId));
    let taken: (Taken | Failed)[];
    try {
      taken = await this.deps.db.transaction((tx) => this.roundTogether(tx as unknown as Db, planned, brands));
    } catch {
      taken = await this.deps.db.transaction((tx) => this.roundApart(tx as unknown as Db, planned, brands));
    }
    // Follow-ups together: the events the steps caused share the recorder's batches.
    const next: RunRow[] = [];
    await Promise.all(
      taken.map(async (result) => {
        if ('error' in result) {
          await this.stepFailed(result.plan.run, result.plan.step, result.plan.cursor, result.error);
          return;
        }
        await this.afterStep(result.plan.run, result.after, result.enqueue);
        if (!result.enqueue && result.row.status === 'running') next.push(result.row);
      }),
    );
    return next;
  }

  private async roundApart(tx: Db, planned: Plan[], brands: Map<string, PublicBrand>): Promise<(Taken | Failed)[]> {
    const taken: (Taken | Failed)[] = [];
    for (const plan of planned)
      try {
        taken.push(...(await tx.transaction((savepoint) => this.roundTogether(savepoint as unknown as Db, [plan], brands))));
      } catch (error) {
        taken.push({ plan, error });
      }
    return taken;
  }

  /**
   * The round's steps in one transaction: the runs locked as they are now (one stopped or moved on meanwhile is left
   * alone), the facts of all of them read together, each step's effect (a tag step for all its runs in one
   * statement), then every log line in one insert and every run's progress in one update.
   */
  private async roundTogether(tx: Db, planned: Plan[], brands: Map<string, PublicBrand>): Promise<Taken[]> {
    const current = new Map(
      (
        await tx
          .select({ id: workflowRuns.id, seq: workflowRuns.seq, status: workflowRuns.status })
          .from(workflowRuns)
          .where(
            inIds(
              workflowRuns.id,
              planned.map((plan) => plan.run.id),
            ),
          )
          .orderBy(workflowRuns.id)
          .for('update')
      ).map((row) => [row.id, row]),
    );
    const ready = planned.filter((plan) => {
      const now = current.get(plan.run.id);
      return now?.status === 'running' && now.seq === plan.run.seq;
    });
    const needing = ready.filter((plan) => needsFacts(plan.step));
    const facts = new Map(
      (
        await loadFactsMany(
          tx,
          needing.map(({ run }) => ({ ...run, event: run.context as Record<string, unknown> })),
        )
      ).map((known, index) => [needing[index], known]),
    );
    const outcomes = new Map<Plan, { outcome: Outcome; after: AfterCommit[] }>();
    const tagging = ready.filter((plan) => plan.step.kind === 'tag');
    const tagged = await this.steps.tagMany(
      tx,
      tagging.map((plan) => ({ run: plan.run, step: plan.step, after: [] })),
    );
    for (const [index, plan] of tagging.entries()) outcomes.set(plan, tagged[index]);
    for (const plan of ready) {
      if (outcomes.has(plan)) continue;
      const after: AfterCommit[] = [];
      const known = facts.get(plan);
      const outcome = await this.steps.execute(tx, plan.run, plan.step, after, brands.get(plan.run.workspaceId) ?? null, () =>
        known ? Promise.resolve(known) : this.facts(tx, plan.run),
      );
      outcomes.set(plan, { outcome, after });
    }
    const taken = ready.map((plan) => {
      const { outcome, after } = outcomes.get(plan) as { outcome: Outcome; after: AfterCommit[] };
      return { plan, after, ...progressOf(plan, outcome) };
    });
    await writeProgress(tx, taken);
    return taken;
  }

  private async stepFailed(run: RunRow, step: WorkflowStep, cursor: Cursor, error: unknown) {
    const message = error instanceof Error ? error.message.slice(0, 500) : 'The step failed';
    this.deps.log.warn({ err: message, runId: run.id, step: pathOf(cursor) }, 'workflow step failed');
    await this.fail(run, step, cursor, message);
  }

  /** What a committed step leaves to do: its follow-ups (mail dispatch, events it caused), then its next job. */
  private async afterStep(run: RunRow, after: AfterCommit[], queued: NextJob | null) {
    for (const work of after)
      await work().catch((error: unknown) => this.deps.log.error({ err: error }, 'workflow step follow-up failed'));
    if (!queued) return;
    const job = queued.job === 'step' ? this.stepJob : this.webhookJob;
    await this.deps.jobs.enqueue(
      job,
      { runId: run.id, seq: queued.seq },
      {
        ownerId: run.workspaceId,
        startAfter: queued.startAfter,
        singletonKey: `${queued.job}:${run.id}:${queued.seq}:${queued.startAfter?.getTime() ?? 0}`,
      },
    );
  }

  private async fail(run: RunRow, step: WorkflowStep, cursor: Cursor, message: string) {
    await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(workflowRuns)
        .set({ status: 'failed', updatedAt: sql`now()` })
        .where(
          and(eq(workflowRuns.id, run.id), eq(workflowRuns.seq, run.seq), inArray(workflowRuns.status, ['running', 'waiting'])),
        )
        .returning({ id: workflowRuns.id });
      if (row)
        await tx.insert(workflowRunSteps).values({
          runId: run.id,
          seq: run.seq,
          path: pathOf(cursor),
          kind: step.kind,
          status: 'failed',
          detail: failedStepDetail(step),
          error: message,
        });
    });
  }

  private facts(db: Db, run: RunRow): Promise<Facts> {
    return loadFacts(db, run.workspaceId, { ...run, event: run.context as Record<string, unknown> });
  }

  // ——— Webhooks ———

  /** One delivery attempt: JSON, signed (HMAC-SHA256 of the body), through the safe fetcher; every attempt is logged. */
  async deliverWebhook(runId: string, seq: number, context: Pick<JobContext, 'attempt' | 'lastAttempt' | 'signal'>) {
    const [run] = await this.deps.db.select().from(workflowRuns).where(eq(workflowRuns.id, runId));
    if (!run || run.seq !== seq || run.status !== 'waiting') return;
    const definition = await this.definitionOf(run.versionId);
    const cursor = run.cursor as Cursor;
    const step = stepAt(definition.steps, cursor);
    if (step?.kind !== 'webhook' || !step.url) return;
    const facts = await this.facts(this.deps.db, run);
    const body = JSON.stringify({
      id: `${run.id}:${seq}`,
      workflowId: run.workflowId,
      runId: run.id,
      event: { id: run.eventId, type: run.eventType, data: run.context },
      client: facts.client && {
        id: facts.client.id,
        name: facts.client.name,
        email: facts.client.email,
        company: facts.client.company,
        tags: facts.client.tags,
      },
      project: facts.project && { id: facts.project.id, title: facts.project.title, status: facts.project.status },
      sentAt: new Date().toISOString(),
    });
    const secret = await webhookSecret(this.deps.db, run.workspaceId);
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await this.deps.fetcher.fetch({
        url: step.url,
        method: 'POST',
        body: Buffer.from(body),
        accept: 'application/json, */*',
        maxBytes: 16 * 1024,
        signal: AbortSignal.any([context.signal, AbortSignal.timeout(10_000)]),
        headers: {
          'content-type': 'application/json',
          'x-proclub-delivery': `${run.id}:${seq}`,
          'x-proclub-signature': `t=${timestamp},v1=${signature}`,
        },
      });
      statusCode = response.status;
      if (response.status < 200 || response.status >= 300) error = `The endpoint answered ${response.status}`;
    } catch (caught) {
      error = caught instanceof Error ? caught.message.slice(0, 300) : 'Delivery failed';
    }
    await this.deps.db.insert(workflowWebhookDeliveries).values({
      workspaceId: run.workspaceId,
      runId: run.id,
      seq,
      url: step.url,
      attempt: context.attempt,
      statusCode,
      error,
    });
    if (error && !context.lastAttempt) throw new Error(error);
    const seqNext = seq + 1;
    const done = await this.deps.db.transaction(async (tx) => {
      const next = error ? cursor : nextAfter(definition.steps, cursor);
      const [row] = await tx
        .update(workflowRuns)
        .set(
          error
            ? { status: 'failed', updatedAt: sql`now()` }
            : {
                seq: seqNext,
                claimedSeq: seq,
                status: next === null ? 'completed' : 'running',
                finishedAt: next === null ? sql`now()` : null,
                cursor: next ?? [Number.MAX_SAFE_INTEGER],
                updatedAt: sql`now()`,
              },
        )
        .where(and(eq(workflowRuns.id, run.id), eq(workflowRuns.seq, seq), eq(workflowRuns.status, 'waiting')))
        .returning();
      if (!row) return null;
      await tx.insert(workflowRunSteps).values({
        runId: run.id,
        seq,
        path: pathOf(cursor),
        kind: 'webhook',
        status: error ? 'failed' : 'succeeded',
        detail: error
          ? `Webhook to ${safeUrlForLog(step.url ?? '')} not delivered after ${context.attempt} attempts`
          : `Webhook delivered to ${safeUrlForLog(step.url ?? '')} (${statusCode})`,
        error,
      });
      return row;
    });
    // Continue the run here (same claim rules as a step job).
    if (done?.status === 'running') {
      await this.deps.jobs.enqueue(
        this.stepJob,
        { runId: run.id, seq: seqNext },
        { ownerId: run.workspaceId, singletonKey: `step:${run.id}:${seqNext}:0` },
      );
    }
  }

  // ——— Recovery ———

  async sweep() {
    const stale = await this.deps.db
      .select({ id: domainEvents.id, workspaceId: domainEvents.workspaceId })
      .from(domainEvents)
      .where(
        and(
          sql`${domainEvents.dispatchedAt} is null`,
          lt(domainEvents.occurredAt, sql`now() - make_interval(secs => ${STALL_SECONDS})`),
        ),
      )
      .limit(500);
    if (stale.length > 0)
      await this.deps.jobs.enqueue(
        this.dispatchJob,
        { eventIds: stale.map((event) => event.id) },
        { singletonKey: `sweep:${stale[0].id}`, singletonSeconds: 300 },
      );
    // Runs that should be moving but have no job: running with an unclaimed step, running but claimed by a worker
    // that has not moved it for a minute (it died between its claim and its step), or a wait that is long overdue.
    const stalled = await this.deps.db
      .select({
        id: workflowRuns.id,
        seq: workflowRuns.seq,
        workspaceId: workflowRuns.workspaceId,
        claimed: sql<boolean>`${workflowRuns.claimedSeq} >= ${workflowRuns.seq}`,
      })
      .from(workflowRuns)
      .where(
        and(
          lt(workflowRuns.updatedAt, sql`now() - make_interval(secs => ${STALL_SECONDS})`),
          sql`(${workflowRuns.status} = 'running'
            or (${workflowRuns.status} = 'waiting' and ${workflowRuns.waitingUntil} < now() - make_interval(secs => ${STALL_SECONDS})))`,
        ),
      )
      .limit(500);
    for (const run of stalled)
      await this.deps.jobs.enqueue(
        this.stepJob,
        { runId: run.id, seq: run.seq, stale: run.claimed },
        { ownerId: run.workspaceId, singletonKey: `sweep:${run.id}:${run.seq}`, singletonSeconds: 300 },
      );
    return { events: stale.length, runs: stalled.length };
  }

  // ——— Operator actions ———

  /** Retry a failed step: the run goes on from the step that failed. */
  async retry(workspaceId: string, runId: string): Promise<boolean> {
    const [run] = await this.deps.db
      .update(workflowRuns)
      .set({ status: 'running', claimedSeq: sql`${workflowRuns.seq} - 1`, finishedAt: null, updatedAt: sql`now()` })
      .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.workspaceId, workspaceId), eq(workflowRuns.status, 'failed')))
      .returning();
    if (!run) return false;
    const definition = await this.definitionOf(run.versionId);
    const step = stepAt(definition.steps, run.cursor as Cursor);
    if (step?.kind === 'webhook') {
      await this.deps.db.update(workflowRuns).set({ status: 'waiting', claimedSeq: run.seq }).where(eq(workflowRuns.id, run.id));
      await this.deps.jobs.enqueue(this.webhookJob, { runId: run.id, seq: run.seq }, { ownerId: workspaceId });
    } else await this.deps.jobs.enqueue(this.stepJob, { runId: run.id, seq: run.seq }, { ownerId: workspaceId });
    return true;
  }

  /** Stop runs (one, or every active run of a client in a workflow); their pending jobs find them stopped and do nothing. */
  async stop(
    workspaceId: string,
    where: { runId: string } | { workflowId: string; clientId: string },
    reason: 'stopped' | 'removed',
  ) {
    const stopped = await this.deps.db
      .update(workflowRuns)
      .set({ status: reason, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(workflowRuns.workspaceId, workspaceId),
          inArray(workflowRuns.status, ['running', 'waiting', 'failed']),
          'runId' in where
            ? eq(workflowRuns.id, where.runId)
            : and(eq(workflowRuns.workflowId, where.workflowId), eq(workflowRuns.clientId, where.clientId)),
        ),
      )
      .returning({ id: workflowRuns.id, seq: workflowRuns.seq });
    if (stopped.length > 0)
      await this.deps.db.insert(workflowRunSteps).values(
        stopped.map((run) => ({
          runId: run.id,
          seq: run.seq,
          path: 'run',
          kind: reason,
          status: 'stopped' as const,
          detail: reason === 'removed' ? 'The client was removed from this workflow' : 'The run was stopped',
        })),
      );
    return stopped.length;
  }

  /** Test and demo clocks: a waiting run's wait ends now (the job at its due time then finds nothing to do). */
  async endWaitNow(workspaceId: string, runId: string): Promise<boolean> {
    const [run] = await this.deps.db
      .select()
      .from(workflowRuns)
      .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.workspaceId, workspaceId), eq(workflowRuns.status, 'waiting')));
    if (!run) return false;
    const definition = await this.definitionOf(run.versionId);
    if (stepAt(definition.steps, run.cursor as Cursor)?.kind === 'webhook' && run.claimedSeq === run.seq) return false;
    await this.deps.jobs.enqueue(this.stepJob, { runId: run.id, seq: run.seq }, { ownerId: workspaceId });
    return true;
  }

  /** What the steps would do for this client now, step by step; nothing is sent or changed. */
  testRun(workspaceId: string, definition: WorkflowDefinition, clientId: string) {
    return testRun(this.deps, this.brands, workspaceId, definition, clientId);
  }
}

function triggerMatches(definition: WorkflowDefinition, payload: Record<string, unknown>): boolean {
  const trigger = definition.trigger;
  if (trigger.type !== 'event') return false;
  if (trigger.tag && String(payload.tag ?? '').toLowerCase() !== trigger.tag.toLowerCase()) return false;
  if (trigger.status && payload.status !== trigger.status) return false;
  if (trigger.minChange !== undefined && Math.abs(Number(payload.change ?? 0)) < Math.abs(trigger.minChange)) return false;
  if (trigger.minChange !== undefined && trigger.minChange < 0 && Number(payload.change ?? 0) > 0) return false;
  return true;
}
