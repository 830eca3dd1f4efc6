import { CONDITION_FIELDS, type Condition, type ConditionField } from '@proclub/contracts/workflows';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inIds } from '../../db/id-lists';

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

/** Whose facts: a run's client, project and proposal in its workspace, and its event's data. */
export interface FactsSubject {
  workspaceId: string;
  clientId: string | null;
  projectId: string | null;
  proposalId: string | null;
  event?: Record<string, unknown>;
}

export async function loadFacts(db: Db, workspaceId: string, subject: Omit<FactsSubject, 'workspaceId'>): Promise<Facts> {
  const [facts] = await loadFactsMany(db, [{ ...subject, workspaceId }]);
  return facts;
}

/**
 * The facts of many subjects in at most four statements (clients, the clients' newest open projects, projects,
 * proposals), in the subjects' order: a burst of runs at one step reads its facts once, not four reads per run. A
 * record of another workspace counts as missing.
 */
export async function loadFactsMany(db: Db, subjects: FactsSubject[]): Promise<Facts[]> {
  const ids = (pick: (subject: FactsSubject) => string | null) => [
    ...new Set(subjects.map(pick).filter((id): id is string => id !== null)),
  ];
  const byId = <T extends { id: string; workspaceId: string }>(list: T[]) => new Map(list.map((row) => [row.id, row]));
  const clientIds = ids((subject) => subject.clientId);
  const clientRows = byId(
    clientIds.length === 0
      ? []
      : rows<NonNullable<Facts['client']> & { workspaceId: string }>(
          await db.execute(sql`select id, workspace_id as "workspaceId", name, email, company, website, status::text as status,
              tags, assigned_to as "assignedTo"
            from clients where ${inIds(sql`id`, clientIds)}`),
        ),
  );
  // A client's run with no project of its own reads the client's newest open project (deadline, status).
  const withoutProject = ids((subject) => (subject.projectId ? null : subject.clientId));
  const newestProject = new Map(
    withoutProject.length === 0
      ? []
      : rows<{ id: string; key: string }>(
          await db.execute(sql`select distinct on (client_id, workspace_id) id, workspace_id || ':' || client_id as key
            from projects where ${inIds(sql`client_id`, withoutProject)}
            order by client_id, workspace_id, (status in ('completed', 'cancelled')), created_at desc`),
        ).map((row) => [row.key, row.id]),
  );
  const projectOf = (subject: FactsSubject) =>
    subject.projectId ?? (subject.clientId ? (newestProject.get(`${subject.workspaceId}:${subject.clientId}`) ?? null) : null);
  const projectIds = ids(projectOf);
  const projectRows = byId(
    projectIds.length === 0
      ? []
      : rows<NonNullable<Facts['project']> & { workspaceId: string }>(
          await db.execute(sql`select id, workspace_id as "workspaceId", title, status::text as status,
              budget::float8 as budget, deadline::text as deadline, assigned_to as "assignedTo"
            from projects where ${inIds(sql`id`, projectIds)}`),
        ),
  );
  const proposalIds = ids((subject) => subject.proposalId);
  const proposalRows = byId(
    proposalIds.length === 0
      ? []
      : rows<NonNullable<Facts['proposal']> & { workspaceId: string }>(
          await db.execute(sql`select id, workspace_id as "workspaceId", title, status::text as status,
              total_monthly_cost::float8 as "totalMonthlyCost", public_token as token
            from proposals where ${inIds(sql`id`, proposalIds)}`),
        ),
  );
  const inWorkspace = <T extends { workspaceId: string }>(row: T | undefined, workspaceId: string) =>
    row && row.workspaceId === workspaceId ? row : null;
  return subjects.map((subject) => {
    const projectId = projectOf(subject);
    const client = inWorkspace(subject.clientId ? clientRows.get(subject.clientId) : undefined, subject.workspaceId);
    const project = inWorkspace(projectId ? projectRows.get(projectId) : undefined, subject.workspaceId);
    const proposal = inWorkspace(subject.proposalId ? proposalRows.get(subject.proposalId) : undefined, subject.workspaceId);
    return {
      client: client && without(client),
      project: project && without(project),
      proposal: proposal && without(proposal),
      event: subject.event ?? {},
    };
  });
}

/** A row as the facts hold it: without the workspace it was checked against. */
function without<T extends { workspaceId: string }>(row: T): Omit<T, 'workspaceId'> {
  const { workspaceId: _workspace, ...rest } = row;
  return rest;
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
