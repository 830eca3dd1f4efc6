import type { WorkflowDefinition, WorkflowStep } from '@proclub/contracts/workflows';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { workflowRunSteps, workflowRuns } from '../../db/schema/index';
import type { DomainEventInput } from '../../lib/domain-events';
import type { Jobs } from '../../lib/jobs/index';
import type { SafeFetcher } from '../../lib/safe-fetch';
import type { Mailer } from '../../plugins/mailer/mailer.plugin';
import type { AfterCommit, Notifier } from '../notifications/notifications.public';
import type { Cursor } from './definition';

// The workflow engine's shapes, shared by its files: the engine (jobs, enrolment, rounds, recovery), the step
// effects, the rounds' writes and the test run.

/** The tasks module's createTask, handed in by the composition (app.ts): the "create a task" step's port. */
export interface CreateTaskInput {
  workspaceId: string;
  title: string;
  clientId?: string | null;
  projectId?: string | null;
  assigneeId?: string | null;
  dueAt?: Date | null;
  priority?: 'low' | 'normal' | 'high';
  source: { kind: 'user'; userId: string } | { kind: 'workflow'; workflowId: string; runId: string };
}
export interface WorkflowEffects {
  createTask(db: Db, input: CreateTaskInput): Promise<{ id: string }>;
}

export interface EngineDeps {
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  notifier: Notifier;
  env: Env;
  log: FastifyBaseLogger;
  effects: WorkflowEffects;
  fetcher: SafeFetcher;
  /** The events a step causes (a tag, a status) are recorded like any other (cycles, the loop guard). */
  recordEvent: (event: DomainEventInput) => Promise<void>;
  /** How often a wait-until-condition checks its condition (seconds). */
  conditionPollSeconds?: number;
}

export type RunRow = typeof workflowRuns.$inferSelect;
export type EventLike = {
  id: string;
  workspaceId: string;
  type: string;
  clientId: string | null;
  projectId: string | null;
  proposalId: string | null;
  payload: Record<string, unknown>;
};

/** What a step did: go on (to the next step or into a branch arm), pause (a wait, a webhook in flight), or end the run. */
export type Outcome =
  | { next: 'continue'; status: 'succeeded' | 'skipped'; detail: string; arm?: 'then' | 'else' }
  | { next: 'wait'; detail: string; until: Date; advance: boolean; deadline?: Date }
  | { next: 'handoff'; detail: string };

export type NextJob = { job: 'step' | 'webhook'; seq: number; startAfter?: Date };

/** A run's step about to be taken in a round. */
export type Plan = { run: RunRow; definition: WorkflowDefinition; step: WorkflowStep; cursor: Cursor };
/** A step taken: the run as it is now, what is left for after the commit, the job that takes it on (a wait, a webhook). */
export type Taken = {
  plan: Plan;
  row: RunRow;
  log: typeof workflowRunSteps.$inferInsert;
  after: AfterCommit[];
  enqueue: NextJob | null;
};
export type Failed = { plan: Plan; error: unknown };
