import { ONBOARDING_TEMPLATES } from '@proclub/contracts/hub';
import type { WorkflowDefinition, WorkflowStep } from '@proclub/contracts/workflows';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publicProposalUrl } from '../../lib/public-links';
import type { PublicBrands } from '../profiles/profiles.public';
import { type Cursor, pathOf } from './definition';
import type { EngineDeps } from './engine-types';
import { conditionHolds, loadFacts, mergeFields } from './facts.repository';
import { humanSeconds, safeUrlForLog } from './step-text';

/** What the steps would do for this client now, step by step; nothing is sent or changed (the builder's test run). */
export async function testRun(
  deps: Pick<EngineDeps, 'db' | 'env'>,
  brands: PublicBrands,
  workspaceId: string,
  definition: WorkflowDefinition,
  clientId: string,
) {
  const facts = await loadFacts(deps.db, workspaceId, {
    clientId,
    projectId: null,
    proposalId: await newestProposal(deps.db, workspaceId, clientId),
  });
  const brand = await brands.of(workspaceId);
  const proposalLink = facts.proposal?.token ? publicProposalUrl(deps.env, facts.proposal.token) : null;
  const extra = { workspaceName: brand.name, proposalLink };
  const out: { path: string; kind: string; outcome: string }[] = [];
  const visit = (steps: WorkflowStep[], prefix: Cursor) => {
    for (const [index, step] of steps.entries()) {
      const cursor: Cursor = [...prefix, index];
      const say = (outcome: string) => out.push({ path: pathOf(cursor), kind: step.kind, outcome });
      switch (step.kind) {
        case 'wait':
          say(
            step.mode === 'duration'
              ? `Would wait ${humanSeconds(step.seconds ?? 0)}`
              : step.mode === 'until'
                ? `Would wait until ${step.until}`
                : conditionHolds(facts, step.condition)
                  ? 'The condition holds now: would go on at once'
                  : `Would wait for the condition, at most ${humanSeconds(step.timeoutSeconds ?? 0)}`,
          );
          break;
        case 'branch': {
          const holds = conditionHolds(facts, step.condition);
          say(holds ? 'The condition holds: the “then” steps run' : 'The condition does not hold: the “else” steps run');
          visit((holds ? step.thenSteps : step.elseSteps) ?? [], [...cursor, holds ? 'then' : 'else']);
          break;
        }
        case 'email': {
          const to = step.to === 'assignee' ? 'the client’s assignee' : (facts.client?.email ?? 'nobody (no client)');
          say(
            `Would email ${to}: “${mergeFields(step.subject ?? '', facts, extra)}” — ${mergeFields(step.body ?? '', facts, extra).slice(0, 300)}`,
          );
          break;
        }
        case 'task':
          say(
            `Would create the task “${mergeFields(step.title ?? '', facts, extra)}”${step.memberId && step.memberId !== 'assignee' ? '' : ' for the client’s assignee'}`,
          );
          break;
        case 'notify':
          say(
            `Would notify ${step.memberId === 'assignee' ? 'the client’s assignee' : 'a member'}: ${mergeFields(step.message ?? '', facts, extra)}`,
          );
          break;
        case 'tag':
          say(`Would ${step.op === 'remove' ? 'remove' : 'add'} the tag “${step.tag ?? ''}”`);
          break;
        case 'project_status':
          say(
            facts.project
              ? `Would move “${facts.project.title}” from ${facts.project.status} to ${step.status}`
              : 'Would do nothing: the client has no project',
          );
          break;
        case 'onboarding':
          say(
            `Would start the onboarding “${ONBOARDING_TEMPLATES.find((item) => item.id === step.templateId)?.name ?? step.templateId}”`,
          );
          break;
        case 'project_from_template':
          say(
            `Would create a project from “${ONBOARDING_TEMPLATES.find((item) => item.id === step.templateId)?.name ?? step.templateId}”`,
          );
          break;
        case 'webhook':
          say(`Would POST a signed JSON webhook to ${safeUrlForLog(step.url ?? '')}`);
          break;
      }
    }
  };
  visit(definition.steps, []);
  return { steps: out };
}

async function newestProposal(db: Db, workspaceId: string, clientId: string): Promise<string | null> {
  const result = (await db.execute(sql`
    select id from proposals where workspace_id = ${workspaceId} and client_id = ${clientId} order by created_at desc limit 1`)) as unknown as {
    rows: { id: string }[];
  };
  return result.rows[0]?.id ?? null;
}
