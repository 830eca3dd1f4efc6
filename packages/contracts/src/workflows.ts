import { z } from 'zod';
import { PROJECT_STATUSES } from './crm';

// Workflows (issue 35, ADR 052): an agency's own automations. One trigger, an ordered list of steps (if/else
// branches hold their own lists), draft and published versions, runs with a step log.

/** The domain events a workflow can start on; each is recorded once (its id is the idempotency key). */
export const DOMAIN_EVENT_TYPES = [
  'client.created',
  'client.tagged',
  'proposal.sent',
  'proposal.viewed',
  'proposal.accepted',
  'proposal.declined',
  'invoice.paid',
  'invoice.overdue',
  'project.status_changed',
  'milestone.completed',
  'milestone.approved',
  'campaign.email_opened',
  'campaign.email_clicked',
  'order.placed',
  'order.delivered',
  'order.completed',
  'audit.score_changed',
  'review.received',
] as const;
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

export const domainEventLabels: Record<DomainEventType, string> = {
  'client.created': 'Client created',
  'client.tagged': 'Client tagged',
  'proposal.sent': 'Proposal sent',
  'proposal.viewed': 'Proposal viewed',
  'proposal.accepted': 'Proposal accepted',
  'proposal.declined': 'Proposal declined',
  'invoice.paid': 'Invoice paid',
  'invoice.overdue': 'Invoice overdue',
  'project.status_changed': 'Project status changed',
  'milestone.completed': 'Milestone completed',
  'milestone.approved': 'Milestone approved',
  'campaign.email_opened': 'Campaign email opened',
  'campaign.email_clicked': 'Campaign email clicked',
  'order.placed': 'Order placed',
  'order.delivered': 'Order delivered',
  'order.completed': 'Order completed',
  'audit.score_changed': 'Audit score changed',
  'review.received': 'Review received',
};

export const WORKFLOW_STATUSES = ['draft', 'active', 'paused'] as const;
export const WORKFLOW_RUN_STATUSES = ['running', 'waiting', 'completed', 'failed', 'stopped', 'removed', 'loop_stopped'] as const;
export type WorkflowRunStatus = (typeof WORKFLOW_RUN_STATUSES)[number];
export const WORKFLOW_STEP_LOG_STATUSES = ['succeeded', 'failed', 'skipped', 'waiting', 'stopped'] as const;

export const STEP_KINDS = [
  'wait',
  'email',
  'task',
  'notify',
  'tag',
  'project_status',
  'onboarding',
  'project_from_template',
  'webhook',
  'branch',
] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export const stepKindLabels: Record<StepKind, string> = {
  wait: 'Wait',
  email: 'Send an email',
  task: 'Create a task',
  notify: 'Notify a member',
  tag: 'Add or remove a tag',
  project_status: 'Change project status',
  onboarding: 'Start an onboarding workflow',
  project_from_template: 'Create a project from a template',
  webhook: 'Send a webhook',
  branch: 'If / else',
};

/** The fields a condition may read (client, project, proposal), and what they hold. */
export const CONDITION_FIELDS = {
  'client.name': 'text',
  'client.email': 'text',
  'client.company': 'text',
  'client.website': 'text',
  'client.status': 'text',
  'client.tags': 'list',
  'project.title': 'text',
  'project.status': 'text',
  'project.budget': 'number',
  'project.deadline': 'date',
  'proposal.title': 'text',
  'proposal.status': 'text',
  'proposal.total_monthly_cost': 'number',
  'event.score_change': 'number',
} as const;
export type ConditionField = keyof typeof CONDITION_FIELDS;
export const CONDITION_OPERATORS = [
  'equals',
  'not_equals',
  'contains',
  'greater_than',
  'less_than',
  'is_empty',
  'is_not_empty',
] as const;

export const conditionClauseSchema = z.object({
  field: z.string().max(60),
  op: z.enum(CONDITION_OPERATORS),
  value: z.string().max(500).optional(),
});
export const conditionSchema = z.object({
  /** all: every clause holds; any: one does. */
  match: z.enum(['all', 'any']).default('all'),
  clauses: z.array(conditionClauseSchema).max(20),
});
export type Condition = z.infer<typeof conditionSchema>;

/**
 * One step. Fields are optional here so a half-built draft can be saved; publishing checks each step kind's
 * required fields and answers 400 naming the step's path (steps[2].then[0]) and the field.
 */
export interface WorkflowStep {
  id: string;
  kind: StepKind;
  // wait
  mode?: 'duration' | 'until' | 'condition';
  seconds?: number;
  until?: string;
  timeoutSeconds?: number;
  // email
  to?: 'client' | 'assignee';
  subject?: string;
  body?: string;
  // task
  title?: string;
  dueInDays?: number;
  priority?: 'low' | 'normal' | 'high';
  // notify / task assignee: 'assignee' (the client's) or a member's user id
  memberId?: string;
  message?: string;
  // tag
  op?: 'add' | 'remove';
  tag?: string;
  // project_status
  status?: string;
  // onboarding / project_from_template
  templateId?: string;
  // webhook
  url?: string;
  // branch and wait-until-condition
  condition?: Condition;
  thenSteps?: WorkflowStep[];
  elseSteps?: WorkflowStep[];
}

export const workflowStepSchema: z.ZodType<WorkflowStep> = z.lazy(() =>
  z.object({
    id: z.string().min(1).max(60),
    kind: z.enum(STEP_KINDS),
    mode: z.enum(['duration', 'until', 'condition']).optional(),
    seconds: z.number().optional(),
    until: z.string().max(40).optional(),
    timeoutSeconds: z.number().optional(),
    to: z.enum(['client', 'assignee']).optional(),
    subject: z.string().max(200).optional(),
    body: z.string().max(10_000).optional(),
    title: z.string().max(200).optional(),
    dueInDays: z.number().int().min(0).max(3650).optional(),
    priority: z.enum(['low', 'normal', 'high']).optional(),
    memberId: z.string().max(100).optional(),
    message: z.string().max(2000).optional(),
    op: z.enum(['add', 'remove']).optional(),
    tag: z.string().max(60).optional(),
    status: z.string().max(40).optional(),
    templateId: z.string().max(100).optional(),
    url: z.string().max(2000).optional(),
    condition: conditionSchema.optional(),
    thenSteps: z.array(workflowStepSchema).max(50).optional(),
    elseSteps: z.array(workflowStepSchema).max(50).optional(),
  }),
);

export const workflowTriggerSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('event'),
    event: z.enum(DOMAIN_EVENT_TYPES),
    /** client.tagged: only this tag; project.status_changed: only to this status; audit: a change of at least this many points. */
    tag: z.string().max(60).optional(),
    status: z.string().max(40).optional(),
    minChange: z.number().int().optional(),
  }),
  z.object({ type: z.literal('schedule'), cron: z.string().max(100), timezone: z.string().max(60).default('UTC') }),
  z.object({
    type: z.literal('date'),
    field: z.enum(['project.deadline']),
    /** Days relative to the date: -3 is three days before. */
    offsetDays: z.number().int().min(-365).max(365),
  }),
]);
export type WorkflowTrigger = z.infer<typeof workflowTriggerSchema>;

export const workflowDefinitionSchema = z.object({
  trigger: workflowTriggerSchema,
  steps: z.array(workflowStepSchema).max(50),
});
export type WorkflowDefinition = z.infer<typeof workflowDefinitionSchema>;

export const saveWorkflowSchema = z.object({
  name: z.string().trim().min(1).max(120),
  definition: workflowDefinitionSchema,
});
export type SaveWorkflow = z.infer<typeof saveWorkflowSchema>;

export const workflowVersionSchema = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  definition: workflowDefinitionSchema,
});

export const workflowSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(WORKFLOW_STATUSES),
  definition: workflowDefinitionSchema,
  publishedVersion: z.number().int().nullable(),
  /** The draft differs from the published version. */
  hasUnpublishedChanges: z.boolean(),
  templateKey: z.string().nullable(),
  runCount: z.number().int(),
  updatedAt: z.string(),
});
export type Workflow = z.infer<typeof workflowSchema>;

export const workflowDetailSchema = workflowSchema.extend({ versions: z.array(workflowVersionSchema) });
export type WorkflowDetail = z.infer<typeof workflowDetailSchema>;

export const workflowStepLogSchema = z.object({
  id: z.string(),
  path: z.string(),
  kind: z.string(),
  status: z.enum(WORKFLOW_STEP_LOG_STATUSES),
  detail: z.string(),
  error: z.string().nullable(),
  at: z.string(),
});
export type WorkflowStepLog = z.infer<typeof workflowStepLogSchema>;

export const workflowRunSchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  workflowName: z.string(),
  version: z.number().int(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  eventType: z.string(),
  status: z.enum(WORKFLOW_RUN_STATUSES),
  waitingUntil: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  steps: z.array(workflowStepLogSchema),
});
export type WorkflowRun = z.infer<typeof workflowRunSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  runId: z.string(),
  url: z.string(),
  attempt: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const testRunRequestSchema = z.object({ clientId: z.string().uuid() });
export const testRunStepSchema = z.object({ path: z.string(), kind: z.string(), outcome: z.string() });
export const testRunResultSchema = z.object({ steps: z.array(testRunStepSchema) });
export type TestRunResult = z.infer<typeof testRunResultSchema>;

export const WORKFLOW_TEMPLATES = [
  {
    key: 'lead_follow_up',
    name: 'Lead follow-up',
    description: 'Proposal viewed and not accepted in 2 days: remind the client.',
  },
  { key: 'review_request', name: 'Review request', description: 'Project completed: ask the client for a review.' },
  { key: 'audit_alert', name: 'Audit alert', description: 'Audit score dropped by 10 points or more: tell the team.' },
  { key: 'welcome', name: 'Welcome', description: 'Proposal accepted: a welcome email to the client.' },
] as const;
export type WorkflowTemplateKey = (typeof WORKFLOW_TEMPLATES)[number]['key'];
export const workflowTemplateSchema = z.object({ key: z.string(), name: z.string(), description: z.string() });
export const fromTemplateSchema = z.object({
  key: z.enum(WORKFLOW_TEMPLATES.map((t) => t.key) as [WorkflowTemplateKey, ...WorkflowTemplateKey[]]),
});

export const PROJECT_STATUS_VALUES = PROJECT_STATUSES;
/** How many times one workflow may start for one client in an hour before the loop guard stops it. */
export const WORKFLOW_LOOP_LIMIT_PER_HOUR = 5;
