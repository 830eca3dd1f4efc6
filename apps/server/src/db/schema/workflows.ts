import {
  DOMAIN_EVENT_TYPES,
  WORKFLOW_RUN_STATUSES,
  WORKFLOW_STATUSES,
  WORKFLOW_STEP_LOG_STATUSES,
} from '@proclub/contracts/workflows';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, linkedTo, timestamps, timestamptz, uuidPrimaryKey } from './columns';
import { linkedToUser } from './user-columns';
import { workspaceColumn } from './workspace-columns';

// Workflows (issue 35, ADR 052): domain events recorded once, workflows with versions, runs with a step log.

export const domainEventType = pgEnum('domain_event_type', DOMAIN_EVENT_TYPES);
export const workflowStatus = pgEnum('workflow_status', WORKFLOW_STATUSES);
export const workflowRunStatus = pgEnum('workflow_run_status', WORKFLOW_RUN_STATUSES);
export const workflowStepLogStatus = pgEnum('workflow_step_log_status', WORKFLOW_STEP_LOG_STATUSES);

/**
 * A fact another module reported (client created, proposal viewed, …), recorded once: the id is the
 * idempotency key (the reporting module derives it from the fact, e.g. `proposal.viewed:<version id>`), so a
 * second report of the same fact is dropped. dispatched_at is set once the workflows that listen were enrolled.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: text('id').primaryKey(),
    workspaceId: workspaceColumn(),
    type: domainEventType('type').notNull(),
    clientId: uuid('client_id'),
    projectId: uuid('project_id'),
    proposalId: uuid('proposal_id'),
    subjectId: text('subject_id'),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
    dispatchedAt: timestamptz('dispatched_at'),
  },
  (table) => [
    index('domain_events_workspace_occurred_idx').on(table.workspaceId, table.occurredAt),
    index('domain_events_undispatched_idx').on(table.occurredAt).where(sql`${table.dispatchedAt} is null`),
  ],
);

/** A workflow: its draft definition, and the version runs start on while it is active. */
export const workflows = pgTable(
  'workflows',
  {
    id: uuidPrimaryKey(),
    workspaceId: workspaceColumn(),
    name: text('name').notNull(),
    status: workflowStatus('status').notNull().default('draft'),
    /** The trigger's event type of the published version (null: a time trigger or none): the dispatcher's index. */
    triggerEvent: domainEventType('trigger_event'),
    draft: jsonb('draft').notNull(),
    publishedVersion: integer('published_version'),
    templateKey: text('template_key'),
    createdBy: linkedToUser('created_by'),
    ...timestamps(),
  },
  (table) => [index('workflows_workspace_trigger_idx').on(table.workspaceId, table.triggerEvent)],
);

/** A published version, frozen: runs keep the version they started on. */
export const workflowVersions = pgTable(
  'workflow_versions',
  {
    id: uuidPrimaryKey(),
    workspaceId: workspaceColumn(),
    workflowId: belongsTo('workflow_id', () => workflows.id),
    version: integer('version').notNull(),
    definition: jsonb('definition').notNull(),
    publishedBy: linkedToUser('published_by'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('workflow_versions_workflow_version_uq').on(table.workflowId, table.version)],
);

/**
 * One enrolment: (workflow, event) is unique, so an event enrols a client once across instances. `seq` counts the
 * steps taken; a step job carries the seq it is for and `claimed_seq` makes a second delivery of it a no-op.
 */
export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: uuidPrimaryKey(),
    workspaceId: workspaceColumn(),
    workflowId: belongsTo('workflow_id', () => workflows.id),
    versionId: belongsTo('version_id', () => workflowVersions.id),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    clientId: uuid('client_id'),
    projectId: uuid('project_id'),
    proposalId: uuid('proposal_id'),
    context: jsonb('context').notNull().default(sql`'{}'::jsonb`),
    status: workflowRunStatus('status').notNull().default('running'),
    /** Where the next step is: indexes into the step lists, e.g. [2, "then", 0]. */
    cursor: jsonb('cursor').notNull().default(sql`'[0]'::jsonb`),
    seq: integer('seq').notNull().default(0),
    claimedSeq: integer('claimed_seq').notNull().default(-1),
    waitingUntil: timestamptz('waiting_until'),
    /** A wait-until-condition's time-out. */
    waitDeadline: timestamptz('wait_deadline'),
    startedAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    uniqueIndex('workflow_runs_workflow_event_uq').on(table.workflowId, table.eventId),
    index('workflow_runs_workflow_started_idx').on(table.workflowId, table.startedAt),
    index('workflow_runs_client_idx').on(table.clientId, table.startedAt),
  ],
);

/** The step log: what ran, when, the result and the error. */
export const workflowRunSteps = pgTable(
  'workflow_run_steps',
  {
    id: uuidPrimaryKey(),
    runId: belongsTo('run_id', () => workflowRuns.id),
    seq: integer('seq').notNull(),
    path: text('path').notNull(),
    kind: text('kind').notNull(),
    status: workflowStepLogStatus('status').notNull(),
    detail: text('detail').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [index('workflow_run_steps_run_idx').on(table.runId, table.createdAt)],
);

/** Each attempt to deliver a webhook step, with the response code. */
export const workflowWebhookDeliveries = pgTable(
  'workflow_webhook_deliveries',
  {
    id: uuidPrimaryKey(),
    workspaceId: workspaceColumn(),
    runId: belongsTo('run_id', () => workflowRuns.id),
    seq: integer('seq').notNull(),
    url: text('url').notNull(),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [index('workflow_webhook_deliveries_run_idx').on(table.runId, table.createdAt)],
);

/** The workspace's signing secret for outgoing webhooks (HMAC-SHA256), made on first use. */
export const workflowSecrets = pgTable('workflow_secrets', {
  workspaceId: workspaceColumn().primaryKey(),
  webhookSecret: text('webhook_secret').notNull(),
  ...timestamps(),
});

/**
 * The old automation switches (products' ai_agents) adopted as published template workflows, once per workspace
 * and rule (ADR 056): the key is the memory, so deleting the adopted workflow does not bring it back.
 */
export const workflowRuleAdoptions = pgTable(
  'workflow_rule_adoptions',
  {
    workspaceId: workspaceColumn(),
    ruleKey: text('rule_key').notNull(),
    workflowId: linkedTo('workflow_id', () => workflows.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.ruleKey] })],
);
