import { WORKFLOW_TEMPLATES, type WorkflowDefinition, type WorkflowTemplateKey } from '@proclub/contracts/workflows';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workflowRuleAdoptions, workflows, workflowVersions } from '../../db/schema/index';
import { TEMPLATE_DEFINITIONS } from './templates';

/** An old automation switch that is on (products' ai_agents, handed in by the composition). */
export interface RuleOn {
  workspaceId: string;
  key: string;
  /** Lead follow-up's wait in days, as the switch had it. */
  days: number | null;
}

const TEMPLATE_KEYS = new Set<string>(WORKFLOW_TEMPLATES.map((template) => template.key));

/** The template's definition, with the switch's own wait for lead follow-up (its days setting). */
function definitionFor(rule: RuleOn): WorkflowDefinition {
  const definition = structuredClone(TEMPLATE_DEFINITIONS[rule.key as WorkflowTemplateKey].definition);
  if (rule.key === 'lead_follow_up' && rule.days !== null && rule.days > 0) {
    const wait = definition.steps.find((step) => step.kind === 'wait' && step.mode === 'duration');
    if (wait) wait.seconds = rule.days * 86_400;
  }
  return definition;
}

/**
 * One-time adoption of the old four switches (ADR 056): for each workspace whose switch is on, its ready-made
 * workflow, created and published (version 1) in one transaction with the adoption row. The adoption row's key
 * (workspace, rule) decides: insert … on conflict do nothing, so N instances or a second start adopt nothing twice,
 * and a workflow the agency deletes afterwards stays deleted. A workspace that already has a workflow from that
 * template is left as it is. Answers how many workflows it created.
 */
export async function adoptRules(db: Db, rules: RuleOn[]): Promise<number> {
  const candidates = rules.filter((rule) => TEMPLATE_KEYS.has(rule.key));
  if (candidates.length === 0) return 0;
  const done = await db
    .select({ workspaceId: workflowRuleAdoptions.workspaceId, key: workflowRuleAdoptions.ruleKey })
    .from(workflowRuleAdoptions);
  const adopted = new Set(done.map((row) => `${row.workspaceId}:${row.key}`));
  let created = 0;
  for (const rule of candidates) {
    if (adopted.has(`${rule.workspaceId}:${rule.key}`)) continue;
    const made = await db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(workflowRuleAdoptions)
        .values({ workspaceId: rule.workspaceId, ruleKey: rule.key })
        .onConflictDoNothing()
        .returning({ key: workflowRuleAdoptions.ruleKey });
      if (!claim) return false;
      // A workspace that already has this template (added by hand, or the demo's seeded ones) keeps what it has.
      const [existing] = await tx
        .select({ id: workflows.id })
        .from(workflows)
        .where(and(eq(workflows.workspaceId, rule.workspaceId), eq(workflows.templateKey, rule.key)))
        .limit(1);
      if (existing) {
        await tx
          .update(workflowRuleAdoptions)
          .set({ workflowId: existing.id })
          .where(and(eq(workflowRuleAdoptions.workspaceId, rule.workspaceId), eq(workflowRuleAdoptions.ruleKey, rule.key)));
        return false;
      }
      const template = TEMPLATE_DEFINITIONS[rule.key as WorkflowTemplateKey];
      const definition = definitionFor(rule);
      // Created and published in the workspace owner's name (the person who had the switch).
      const owner = (await tx.execute(sql`
        select user_id as id from workspace_members where workspace_id = ${rule.workspaceId} and role = 'owner'
        order by joined_at limit 1`)) as unknown as { rows: { id: string }[] };
      const userId = owner.rows[0]?.id ?? null;
      const [workflow] = await tx
        .insert(workflows)
        .values({
          workspaceId: rule.workspaceId,
          name: template.name,
          draft: definition,
          templateKey: rule.key,
          createdBy: userId,
          status: 'active',
          publishedVersion: 1,
          triggerEvent: definition.trigger.type === 'event' ? definition.trigger.event : null,
        })
        .returning({ id: workflows.id });
      await tx
        .insert(workflowVersions)
        .values({ workspaceId: rule.workspaceId, workflowId: workflow.id, version: 1, definition, publishedBy: userId });
      await tx
        .update(workflowRuleAdoptions)
        .set({ workflowId: workflow.id })
        .where(and(eq(workflowRuleAdoptions.workspaceId, rule.workspaceId), eq(workflowRuleAdoptions.ruleKey, rule.key)));
      return true;
    });
    if (made) created++;
  }
  return created;
}
