import { lookup } from 'node:dns/promises';
import { PROJECT_STATUSES } from '@proclub/contracts/crm';
import { ONBOARDING_TEMPLATE_IDS } from '@proclub/contracts/hub';
import type { Condition, DomainEventType, WorkflowDefinition, WorkflowStep } from '@proclub/contracts/workflows';
import { AnalyzerError } from '../../lib/analyzer-error';
import { badRequest } from '../../lib/app-error';
import { classifyAddress, isIpLiteral, type TargetPolicy } from '../../lib/ip-policy';
import { assertValidTiming } from '../../lib/jobs/schedule-timing';
import { checkTarget } from '../../lib/safe-fetch';
import { type Cursor, pathOf, walk } from './definition';
import { isKnownField } from './facts.repository';

export interface PublishContext {
  policy: TargetPolicy;
  /** The workspace's member ids (notify / task assignee). */
  members: ReadonlySet<string>;
  /** The workspace's other active workflows' published definitions (cycle check). */
  others: { id: string; name: string; definition: WorkflowDefinition }[];
  self: { id: string; name: string };
  /** Resolves a host name to addresses (tests pass a fake). */
  resolve?: (host: string) => Promise<string[]>;
}

const MAX_WAIT_SECONDS = 366 * 86_400;

const missing = (cursor: Cursor, field: string, what: string) =>
  badRequest(`${pathOf(cursor)}.${field}`, `Step ${pathOf(cursor)}: ${what} is required`);
const invalid = (cursor: Cursor, field: string, message: string) =>
  badRequest(`${pathOf(cursor)}.${field}`, `Step ${pathOf(cursor)}: ${message}`);

function checkCondition(cursor: Cursor, condition: Condition | undefined) {
  if (!condition || condition.clauses.length === 0) throw missing(cursor, 'condition', 'a condition');
  for (const [index, clause] of condition.clauses.entries()) {
    const field = `condition.clauses[${index}]`;
    if (!isKnownField(clause.field))
      throw invalid(cursor, `${field}.field`, `“${clause.field}” is not a field a condition can read`);
    if (clause.op !== 'is_empty' && clause.op !== 'is_not_empty' && !clause.value?.trim())
      throw missing(cursor, `${field}.value`, 'a value to compare with');
  }
}

async function checkWebhookUrl(cursor: Cursor, url: string | undefined, context: PublishContext) {
  if (!url?.trim()) throw missing(cursor, 'url', 'a URL');
  let target: URL;
  try {
    target = checkTarget(url, context.policy);
  } catch (error) {
    throw invalid(cursor, 'url', error instanceof AnalyzerError ? error.message : 'the URL is not valid');
  }
  if (isIpLiteral(target.hostname)) return;
  // A name that resolves to a private address is refused now; delivery checks every connection again (safe fetcher).
  const addresses = await (context.resolve ?? defaultResolve)(target.hostname).catch(() => [] as string[]);
  for (const address of addresses) {
    const verdict = classifyAddress(address, context.policy);
    if (!verdict.allowed)
      throw invalid(
        cursor,
        'url',
        `${target.hostname} points to ${verdict.address}, ${verdict.reason}: webhooks go to public addresses only`,
      );
  }
}

const defaultResolve = async (host: string) => (await lookup(host, { all: true })).map((entry) => entry.address);

async function checkStep(step: WorkflowStep, cursor: Cursor, context: PublishContext) {
  switch (step.kind) {
    case 'wait':
      if (!step.mode) throw missing(cursor, 'mode', 'what to wait for');
      if (step.mode === 'duration') {
        if (step.seconds === undefined) throw missing(cursor, 'seconds', 'a duration');
        if (!(step.seconds > 0)) throw invalid(cursor, 'seconds', 'a wait must be longer than 0');
        if (step.seconds > MAX_WAIT_SECONDS) throw invalid(cursor, 'seconds', 'a wait can be at most a year');
      } else if (step.mode === 'until') {
        if (!step.until) throw missing(cursor, 'until', 'a date');
        if (Number.isNaN(Date.parse(step.until))) throw invalid(cursor, 'until', 'the date is not valid');
        if (Date.parse(step.until) <= Date.now()) throw invalid(cursor, 'until', 'the date must be in the future');
      } else {
        checkCondition(cursor, step.condition);
        if (step.timeoutSeconds === undefined) throw missing(cursor, 'timeoutSeconds', 'a time-out');
        if (!(step.timeoutSeconds > 0)) throw invalid(cursor, 'timeoutSeconds', 'the time-out must be longer than 0');
      }
      return;
    case 'email':
      if (!step.to) throw missing(cursor, 'to', 'a recipient');
      if (!step.subject?.trim()) throw missing(cursor, 'subject', 'a subject');
      if (!step.body?.trim()) throw missing(cursor, 'body', 'a message');
      return;
    case 'task':
      if (!step.title?.trim()) throw missing(cursor, 'title', 'a title');
      if (step.memberId && step.memberId !== 'assignee' && !context.members.has(step.memberId))
        throw invalid(cursor, 'memberId', 'the assignee is not a member of this workspace');
      return;
    case 'notify':
      if (!step.memberId) throw missing(cursor, 'memberId', 'a member');
      if (step.memberId !== 'assignee' && !context.members.has(step.memberId))
        throw invalid(cursor, 'memberId', 'the member is not in this workspace');
      if (!step.message?.trim()) throw missing(cursor, 'message', 'a message');
      return;
    case 'tag':
      if (!step.op) throw missing(cursor, 'op', 'add or remove');
      if (!step.tag?.trim()) throw missing(cursor, 'tag', 'a tag');
      return;
    case 'project_status':
      if (!step.status) throw missing(cursor, 'status', 'a status');
      if (!(PROJECT_STATUSES as readonly string[]).includes(step.status))
        throw invalid(cursor, 'status', `“${step.status}” is not a project status`);
      return;
    case 'onboarding':
    case 'project_from_template':
      if (!step.templateId) throw missing(cursor, 'templateId', 'a template');
      if (!(ONBOARDING_TEMPLATE_IDS as readonly string[]).includes(step.templateId))
        throw invalid(cursor, 'templateId', `“${step.templateId}” is not a template`);
      return;
    case 'webhook':
      await checkWebhookUrl(cursor, step.url, context);
      return;
    case 'branch':
      checkCondition(cursor, step.condition);
      return;
  }
}

/** The events a workflow's own steps cause, with what a trigger may filter on (the cycle check's edges). */
export function eventsCausedBy(definition: WorkflowDefinition): { type: DomainEventType; tag?: string; status?: string }[] {
  const caused: { type: DomainEventType; tag?: string; status?: string }[] = [];
  for (const { step } of walk(definition.steps)) {
    if (step.kind === 'tag' && step.op === 'add') caused.push({ type: 'client.tagged', tag: step.tag });
    if (step.kind === 'project_status') caused.push({ type: 'project.status_changed', status: step.status });
  }
  return caused;
}

function listensTo(definition: WorkflowDefinition, event: { type: DomainEventType; tag?: string; status?: string }) {
  const trigger = definition.trigger;
  if (trigger.type !== 'event' || trigger.event !== event.type) return false;
  if (trigger.tag && event.tag && trigger.tag.toLowerCase() !== event.tag.toLowerCase()) return false;
  if (trigger.status && event.status && trigger.status !== event.status) return false;
  return true;
}

/**
 * A cycle between workflows (ADR 052): A → B when a step of A causes an event B's trigger listens to. Publishing
 * A is refused when it closes a cycle of two or more workflows through A. A workflow that re-triggers only itself
 * is the loop guard's case at run time.
 */
export function findCycle(self: { id: string; name: string; definition: WorkflowDefinition }, others: PublishContext['others']) {
  const all = [self, ...others.filter((other) => other.id !== self.id)];
  const edges = new Map(
    all.map((from) => [
      from.id,
      all.filter((to) => to.id !== from.id && eventsCausedBy(from.definition).some((event) => listensTo(to.definition, event))),
    ]),
  );
  const path: typeof all = [];
  const seen = new Set<string>();
  const visit = (node: (typeof all)[number]): typeof all | null => {
    path.push(node);
    for (const next of edges.get(node.id) ?? []) {
      if (next.id === self.id) return [...path, next];
      if (seen.has(next.id)) continue;
      seen.add(next.id);
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    return null;
  };
  return visit(self);
}

/** Everything publishing checks; the first problem is a 400 naming the step's path and the field. */
export async function validateForPublish(definition: WorkflowDefinition, context: PublishContext): Promise<void> {
  if (definition.trigger.type === 'schedule') {
    try {
      assertValidTiming({ cron: definition.trigger.cron, timezone: definition.trigger.timezone });
    } catch {
      throw badRequest('trigger.cron', 'The schedule is not a valid cron expression (5 fields, e.g. "0 9 * * 1")');
    }
  }
  if (definition.steps.length === 0) throw badRequest('steps', 'Add at least one step before publishing');
  for (const { step, cursor } of walk(definition.steps)) await checkStep(step, cursor, context);
  const cycle = findCycle({ ...context.self, definition }, context.others);
  if (cycle) {
    const names = cycle.map((node) => `“${node.name}”`).join(' → ');
    const next = cycle[1];
    const culprit = [...walk(definition.steps)].find(
      ({ step }) =>
        step.kind !== 'branch' &&
        eventsCausedBy({ trigger: definition.trigger, steps: [step] }).some((event) => listensTo(next.definition, event)),
    );
    const field = culprit ? `${pathOf(culprit.cursor)}.${culprit.step.kind === 'tag' ? 'tag' : 'status'}` : 'steps';
    throw badRequest(
      field,
      `${culprit ? `Step ${pathOf(culprit.cursor)}: ` : ''}these workflows would trigger each other in a loop: ${names}. Change a trigger or a step.`,
    );
  }
}
