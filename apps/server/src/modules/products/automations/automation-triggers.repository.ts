import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { primaryFirstNames } from '../../crm/crm.public';

export interface StaleLead {
  workspaceId: string;
  proposalId: string;
  version: number;
  title: string;
  token: string;
  clientName: string;
  clientEmail: string;
}

export interface CompletedProject {
  workspaceId: string;
  projectId: string;
  title: string;
  clientName: string;
  clientEmail: string;
  platformId: string | null;
  platformName: string | null;
  reviewUrl: string | null;
}

/**
 * What the scanned rules look for (across sellers, for the scheduled job): viewed but unanswered proposals and
 * recently completed projects that their rule has not acted on yet. Rules with no row yet count as on.
 */
export class AutomationTriggersRepository {
  constructor(private readonly db: Db) {}

  async staleLeads(defaultDays: number, limit = 200): Promise<StaleLead[]> {
    const result = await this.db.execute(sql`
      select p.workspace_id as "workspaceId", p.id as "proposalId", p.version, p.title, p.public_token as token,
             c.name as "clientName", c.email as "clientEmail"
      from proposals p
      join clients c on c.id = p.client_id
      left join ai_agents a on a.workspace_id = p.workspace_id and a.agent_key = 'lead_follow_up'
      where p.status = 'sent' and p.public_token is not null and p.viewed_at is not null
        and coalesce(a.enabled, true)
        and p.viewed_at <= now() - make_interval(days => coalesce((a.settings->>'days')::int, ${defaultDays}))
        and not exists (select 1 from agent_runs r where r.workspace_id = p.workspace_id and r.agent_key = 'lead_follow_up'
                        and r.subject_key = 'proposal:' || p.id || ':v' || p.version)
      limit ${limit}`);
    return (result as unknown as { rows: StaleLead[] }).rows;
  }

  async completedProjects(limit = 200): Promise<CompletedProject[]> {
    const result = await this.db.execute(sql`
      select pr.workspace_id as "workspaceId", pr.id as "projectId", pr.title, c.name as "clientName", c.email as "clientEmail",
             rp.id as "platformId", rp.name as "platformName", rp.review_url as "reviewUrl"
      from projects pr
      join clients c on c.id = pr.client_id
      left join ai_agents a on a.workspace_id = pr.workspace_id and a.agent_key = 'review_request'
      left join lateral (
        select id, name, review_url from review_platforms
        where client_id = pr.client_id and status = 'active' order by created_at limit 1
      ) rp on true
      where pr.status = 'completed' and pr.updated_at > now() - interval '30 days'
        and coalesce(a.enabled, true)
        and not exists (select 1 from agent_runs r where r.workspace_id = pr.workspace_id and r.agent_key = 'review_request'
                        and r.subject_key = 'project:' || pr.id)
      limit ${limit}`);
    return (result as unknown as { rows: CompletedProject[] }).rows;
  }

  /** The client's name and email, and its primary contact's first name for the greeting ("Hi Maria"). */
  async clientContact(clientId: string): Promise<{ name: string; email: string; firstName: string | null } | null> {
    const result = await this.db.execute(sql`select name, email from clients where id = ${clientId}`);
    const row = (result as unknown as { rows: { name: string; email: string }[] }).rows[0];
    if (!row) return null;
    return { ...row, firstName: (await primaryFirstNames(this.db, [clientId])).get(clientId) ?? null };
  }

  async sellerContact(workspaceId: string): Promise<{ name: string; email: string; verified: boolean } | null> {
    const result = await this.db.execute(
      sql`select name, email, email_verified as verified from "user" where id = ${workspaceId}`,
    );
    return (result as unknown as { rows: { name: string; email: string; verified: boolean }[] }).rows[0] ?? null;
  }

  /** Whether the seller confirmed their address: mail to their clients goes out only then (as for manual sends). */
  async sellerVerified(workspaceId: string): Promise<boolean> {
    return (await this.sellerContact(workspaceId))?.verified === true;
  }
}
