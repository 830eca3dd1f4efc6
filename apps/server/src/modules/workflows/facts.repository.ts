import { CONDITION_FIELDS, type Condition, type ConditionField } from '@proclub/contracts/workflows';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** What a run knows about its subject, read fresh at each step: the client, its project and proposal. */
export interface Facts {
  client: {
    id: string;
    name: string;
    email: string;
    company: string | null;
    website: string | null;
    status: string;
    tags: string[];
    assignedTo: string | null;
  } | null;
  project: {
    id: string;
    title: string;
    status: string;
    budget: number | null;
    deadline: string | null;
    assignedTo: string | null;
  } | null;
  proposal: { id: string; title: string; status: string; totalMonthlyCost: number; token: string | null } | null;
  event: Record<string, unknown>;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function loadFacts(
  db: Db,
  workspaceId: string,
  subject: { clientId: string | null; projectId: string | null; proposalId: string | null; event?: Record<string, unknown> },
): Promise<Facts> {
  const [client] = subject.clientId
    ? rows<NonNullable<Facts['client']>>(
        await db.execute(sql`select id, name, email, company, website, status::text as status, tags, assigned_to as "assignedTo"
          from clients where id = ${subject.clientId} and workspace_id = ${workspaceId}`),
      )
    : [];
  let projectId = subject.projectId;
  // A client's run with no project of its own reads the client's newest open project (deadline, status).
  if (!projectId && subject.clientId) {
    const [latest] = rows<{ id: string }>(
      await db.execute(sql`select id from projects where client_id = ${subject.clientId} and workspace_id = ${workspaceId}
        order by (status in ('completed', 'cancelled')), created_at desc limit 1`),
    );
    projectId = latest?.id ?? null;
  }
  const [project] = projectId
    ? rows<NonNullable<Facts['project']>>(
        await db.execute(sql`select id, title, status::text as status, budget::float8 as budget, deadline::text as deadline,
          assigned_to as "assignedTo" from projects where id = ${projectId} and workspace_id = ${workspaceId}`),
      )
    : [];
  const [proposal] = subject.proposalId
    ? rows<NonNullable<Facts['proposal']>>(
        await db.execute(sql`select id, title, status::text as status, total_monthly_cost::float8 as "totalMonthlyCost",
          public_token as token from proposals where id = ${subject.proposalId} and workspace_id = ${workspaceId}`),
      )
    : [];
  return { client: client ?? null, project: project ?? null, proposal: proposal ?? null, event: subject.event ?? {} };
}

export const isKnownField = (field: string): field is ConditionField => Object.hasOwn(CONDITION_FIELDS, field);

function fieldValue(facts: Facts, field: ConditionField): unknown {
  switch (field) {
    case 'client.name':
      return facts.client?.name;
    case 'client.email':
      return facts.client?.email;
    case 'client.company':
      return facts.client?.company;
    case 'client.website':
      return facts.client?.website;
    case 'client.status':
      return facts.client?.status;
    case 'client.tags':
      return facts.client?.tags ?? [];
    case 'project.title':
      return facts.project?.title;
    case 'project.status':
      return facts.project?.status;
    case 'project.budget':
      return facts.project?.budget;
    case 'project.deadline':
      return facts.project?.deadline;
    case 'proposal.title':
      return facts.proposal?.title;
    case 'proposal.status':
      return facts.proposal?.status;
    case 'proposal.total_monthly_cost':
      return facts.proposal?.totalMonthlyCost;
    case 'event.score_change':
      return facts.event.change;
  }
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const lower = (value: unknown) => String(value ?? '').toLowerCase();

/** One clause: lists (tags) compare by membership, numbers and dates by order, text case-insensitively. */
export function clauseHolds(facts: Facts, clause: Condition['clauses'][number]): boolean {
  if (!isKnownField(clause.field)) return false;
  const value = fieldValue(facts, clause.field);
  const target = clause.value ?? '';
  switch (clause.op) {
    case 'is_empty':
      return isEmpty(value);
    case 'is_not_empty':
      return !isEmpty(value);
    case 'equals':
      return Array.isArray(value) ? value.some((item) => lower(item) === lower(target)) : lower(value) === lower(target);
    case 'not_equals':
      return Array.isArray(value) ? !value.some((item) => lower(item) === lower(target)) : lower(value) !== lower(target);
    case 'contains':
      return Array.isArray(value) ? value.some((item) => lower(item) === lower(target)) : lower(value).includes(lower(target));
    case 'greater_than':
    case 'less_than': {
      if (isEmpty(value)) return false;
      const kind = CONDITION_FIELDS[clause.field];
      const left = kind === 'date' ? Date.parse(String(value)) : Number(value);
      const right = kind === 'date' ? Date.parse(target) : Number(target);
      if (Number.isNaN(left) || Number.isNaN(right)) return false;
      return clause.op === 'greater_than' ? left > right : left < right;
    }
  }
}

export function conditionHolds(facts: Facts, condition: Condition | undefined): boolean {
  if (!condition || condition.clauses.length === 0) return true;
  return condition.match === 'any'
    ? condition.clauses.some((clause) => clauseHolds(facts, clause))
    : condition.clauses.every((clause) => clauseHolds(facts, clause));
}

/** {{client.name}}, {{project.title}}, {{proposal.link}}, {{workspace.name}}: unknown fields are left empty. */
export function mergeFields(
  template: string,
  facts: Facts,
  extra: { workspaceName: string; proposalLink: string | null },
): string {
  return template.replace(/\{\{\s*([a-z_]+)\.([a-z_]+)\s*\}\}/g, (_match, group: string, name: string) => {
    if (group === 'workspace' && name === 'name') return extra.workspaceName;
    if (group === 'proposal' && name === 'link') return extra.proposalLink ?? '';
    const record = (facts as unknown as Record<string, Record<string, unknown> | null>)[group];
    const value = record?.[name === 'total_monthly_cost' ? 'totalMonthlyCost' : name];
    return value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
  });
}
