import { AD_TEMPLATES, AI_AGENTS } from '@proclub/contracts/products';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adTemplates, aiAgents } from '../../db/schema/index';

export interface AgentRow {
  agentKey: string;
  enabled: boolean;
  settings: { days?: number };
}

/**
 * Per-seller rows of the AI agents and ad templates catalogues. A seller's rows are made from the catalogue
 * on first use (insert … on conflict do nothing), so every seller has all four agents and six templates.
 */
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  async ensureAgents(workspaceId: string): Promise<void> {
    await this.db
      .insert(aiAgents)
      // Rules are on until the seller turns one off: "set up once, runs itself".
      .values(AI_AGENTS.map((agent) => ({ workspaceId, agentKey: agent.key, enabled: true })))
      .onConflictDoNothing();
  }

  async agents(workspaceId: string): Promise<AgentRow[]> {
    return this.db
      .select({
        agentKey: aiAgents.agentKey,
        enabled: aiAgents.enabled,
        settings: aiAgents.settings,
      })
      .from(aiAgents)
      .where(eq(aiAgents.workspaceId, workspaceId))
      .then((rows) => rows.map((row) => ({ ...row, settings: row.settings as { days?: number } })));
  }

  async setAgentEnabled(workspaceId: string, agentKey: string, enabled: boolean, settings?: { days?: number }): Promise<boolean> {
    const rows = await this.db
      .update(aiAgents)
      .set({ enabled, ...(settings ? { settings } : {}), updatedAt: new Date() })
      .where(and(eq(aiAgents.workspaceId, workspaceId), eq(aiAgents.agentKey, agentKey)))
      .returning({ id: aiAgents.id });
    return rows.length > 0;
  }

  async ensureTemplates(workspaceId: string): Promise<void> {
    await this.db
      .insert(adTemplates)
      .values(
        AD_TEMPLATES.map((template, position) => ({
          workspaceId,
          templateKey: template.key,
          position,
          name: template.name,
          platform: template.platform,
          category: template.category,
          headline: template.headline,
          description: template.description,
          callToAction: template.callToAction,
        })),
      )
      .onConflictDoNothing();
  }

  async templates(workspaceId: string) {
    return this.db
      .select({
        id: adTemplates.id,
        key: adTemplates.templateKey,
        name: adTemplates.name,
        platform: adTemplates.platform,
        category: adTemplates.category,
        headline: adTemplates.headline,
        description: adTemplates.description,
        callToAction: adTemplates.callToAction,
      })
      .from(adTemplates)
      .where(eq(adTemplates.workspaceId, workspaceId))
      .orderBy(asc(adTemplates.position), sql`${adTemplates.id}`);
  }
}
