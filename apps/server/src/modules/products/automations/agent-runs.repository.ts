import { AI_AGENTS, type AiAgentKey } from '@proclub/contracts/products';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { agentRuns, aiAgents } from '../../../db/schema/index';

export type RunStatus = 'running' | 'succeeded' | 'failed' | 'skipped';

export interface AgentRunRow {
  id: string;
  agentKey: string;
  subject: string;
  status: RunStatus;
  detail: string;
  createdAt: Date;
}

/** The automation rules' state per seller and every run they made (the counts are these rows, nothing seeded). */
export class AgentRunsRepository {
  constructor(private readonly db: Db) {}

  /** The rule's switch and settings (rows are made on first use, switched on). */
  async rule(workspaceId: string, key: AiAgentKey): Promise<{ enabled: boolean; settings: { days?: number } }> {
    await this.db
      .insert(aiAgents)
      .values(AI_AGENTS.map((agent) => ({ workspaceId, agentKey: agent.key, enabled: true })))
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ enabled: aiAgents.enabled, settings: aiAgents.settings })
      .from(aiAgents)
      .where(and(eq(aiAgents.workspaceId, workspaceId), eq(aiAgents.agentKey, key)));
    return { enabled: row?.enabled ?? false, settings: (row?.settings ?? {}) as { days?: number } };
  }

  /** Claims the (rule, subject) pair: only one caller ever gets an id, so a trigger seen twice acts once. */
  async claim(workspaceId: string, key: AiAgentKey, subjectKey: string, subject: string): Promise<string | null> {
    const [row] = await this.db
      .insert(agentRuns)
      .values({ workspaceId, agentKey: key, subjectKey, status: 'running', detail: subject })
      .onConflictDoNothing()
      .returning({ id: agentRuns.id });
    return row?.id ?? null;
  }

  async finish(id: string, status: Exclude<RunStatus, 'running'>, detail: string): Promise<void> {
    await this.db.update(agentRuns).set({ status, detail }).where(eq(agentRuns.id, id));
  }

  async counts(workspaceId: string) {
    return this.db
      .select({
        agentKey: agentRuns.agentKey,
        succeeded: sql<number>`count(*) filter (where ${agentRuns.status} = 'succeeded')::int`,
        failed: sql<number>`count(*) filter (where ${agentRuns.status} = 'failed')::int`,
        lastAt: sql<string | null>`max(${agentRuns.createdAt}) filter (where ${agentRuns.status} = 'succeeded')`,
      })
      .from(agentRuns)
      .where(eq(agentRuns.workspaceId, workspaceId))
      .groupBy(agentRuns.agentKey);
  }

  async recent(workspaceId: string, key: string, limit: number): Promise<AgentRunRow[]> {
    const rows = await this.db
      .select({
        id: agentRuns.id,
        agentKey: agentRuns.agentKey,
        subject: agentRuns.subjectKey,
        status: agentRuns.status,
        detail: agentRuns.detail,
        createdAt: agentRuns.createdAt,
      })
      .from(agentRuns)
      .where(and(eq(agentRuns.workspaceId, workspaceId), eq(agentRuns.agentKey, key)))
      .orderBy(desc(agentRuns.createdAt), desc(agentRuns.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, status: row.status as RunStatus }));
  }
}
