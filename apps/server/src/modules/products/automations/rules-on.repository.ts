import { type AiAgentKey, LEAD_FOLLOW_UP_DEFAULT_DAYS } from '@proclub/contracts/products';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aiAgents } from '../../../db/schema/index';

/**
 * The old automation switches that are on, per workspace (issue 35, ADR 056): workflows adopts each as its
 * ready-made workflow once. `days` is lead follow-up's wait as the switch had it (its setting, else its default).
 */
export async function automationRulesOn(db: Db): Promise<{ workspaceId: string; key: AiAgentKey; days: number | null }[]> {
  const rows = await db
    .select({ workspaceId: aiAgents.workspaceId, key: aiAgents.agentKey, settings: aiAgents.settings })
    .from(aiAgents)
    .where(eq(aiAgents.enabled, true));
  return rows.map((row) => {
    const days = (row.settings as { days?: unknown }).days;
    return {
      workspaceId: row.workspaceId,
      key: row.key as AiAgentKey,
      days: typeof days === 'number' ? days : row.key === 'lead_follow_up' ? LEAD_FOLLOW_UP_DEFAULT_DAYS : null,
    };
  });
}
