import { AD_TEMPLATES, type AdTemplate, AI_AGENTS, type AiAgent, type AiAgentKey } from '@proclub/contracts/products';
import { notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import type { CatalogueRepository } from './catalogue.repository';

/** AI agents (on/off per seller, with trigger counts) and the ad template library. */
export class CatalogueService {
  constructor(private readonly catalogue: CatalogueRepository) {}

  async agents(user: AuthUser): Promise<AiAgent[]> {
    await this.catalogue.ensureAgents(user.id);
    const rows = new Map((await this.catalogue.agents(user.id)).map((row) => [row.agentKey, row]));
    return AI_AGENTS.map((agent) => {
      const row = rows.get(agent.key);
      return {
        key: agent.key,
        name: agent.name,
        description: agent.description,
        enabled: row?.enabled ?? false,
        triggerCount: row?.triggerCount ?? 0,
        lastTriggeredAt: row?.lastTriggeredAt?.toISOString() ?? null,
      };
    });
  }

  async setAgentEnabled(user: AuthUser, key: string, enabled: boolean): Promise<AiAgent> {
    if (!AI_AGENTS.some((agent) => agent.key === key)) throw notFound('Agent');
    await this.catalogue.ensureAgents(user.id);
    await this.catalogue.setAgentEnabled(user.id, key as AiAgentKey, enabled);
    const agent = (await this.agents(user)).find((item) => item.key === key);
    if (!agent) throw notFound('Agent');
    return agent;
  }

  async templates(user: AuthUser): Promise<AdTemplate[]> {
    await this.catalogue.ensureTemplates(user.id);
    const rows = await this.catalogue.templates(user.id);
    return rows.length ? rows : AD_TEMPLATES.map((template) => ({ id: template.key, ...template }));
  }
}
