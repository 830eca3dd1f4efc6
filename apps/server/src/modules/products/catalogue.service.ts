import {
  AD_TEMPLATES,
  type AdTemplate,
  AI_AGENTS,
  type AiAgent,
  type AiAgentKey,
  LEAD_FOLLOW_UP_DEFAULT_DAYS,
} from '@proclub/contracts/products';
import { notFound } from '../../lib/app-error';
import type { AgentRunsRepository } from './automations/agent-runs.repository';
import type { CatalogueRepository } from './catalogue.repository';

const RECENT_RUNS = 10;

/** AI agents (automation rules: on/off, settings, counts and history of recorded runs) and the ad template library. */
export class CatalogueService {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly runs: AgentRunsRepository,
  ) {}

  async agents(workspaceId: string): Promise<AiAgent[]> {
    await this.catalogue.ensureAgents(workspaceId);
    const rows = new Map((await this.catalogue.agents(workspaceId)).map((row) => [row.agentKey, row]));
    const counts = new Map((await this.runs.counts(workspaceId)).map((row) => [row.agentKey, row]));
    return Promise.all(
      AI_AGENTS.map(async (agent) => {
        const row = rows.get(agent.key);
        const count = counts.get(agent.key);
        const days = row?.settings.days ?? (agent.key === 'lead_follow_up' ? LEAD_FOLLOW_UP_DEFAULT_DAYS : undefined);
        const recent = await this.runs.recent(workspaceId, agent.key, RECENT_RUNS);
        return {
          key: agent.key,
          name: agent.name,
          description: agent.description,
          trigger: agent.trigger.replace('{days}', String(days ?? '')),
          action: agent.action,
          enabled: row?.enabled ?? false,
          settings: days === undefined ? {} : { days },
          triggerCount: count?.succeeded ?? 0,
          failedCount: count?.failed ?? 0,
          lastTriggeredAt: count?.lastAt ? new Date(count.lastAt).toISOString() : null,
          recentRuns: recent.map((run) => ({
            id: run.id,
            subject: run.subject,
            status: run.status,
            detail: run.detail,
            createdAt: run.createdAt.toISOString(),
          })),
        };
      }),
    );
  }

  async setAgentEnabled(workspaceId: string, key: string, enabled: boolean, settings?: { days?: number }): Promise<AiAgent> {
    if (!AI_AGENTS.some((agent) => agent.key === key)) throw notFound('Agent');
    await this.catalogue.ensureAgents(workspaceId);
    await this.catalogue.setAgentEnabled(workspaceId, key as AiAgentKey, enabled, settings);
    const agent = (await this.agents(workspaceId)).find((item) => item.key === key);
    if (!agent) throw notFound('Agent');
    return agent;
  }

  async templates(workspaceId: string): Promise<AdTemplate[]> {
    await this.catalogue.ensureTemplates(workspaceId);
    const rows = await this.catalogue.templates(workspaceId);
    return rows.length ? rows : AD_TEMPLATES.map((template) => ({ id: template.key, ...template }));
  }
}
