import { type AnyColumn, and, asc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { milestones, projectMessages, projects } from '../../db/schema/index';

/** [from, to) in UTC. */
export interface TimeRange {
  from: Date;
  to: Date;
}

export interface CompletedMilestone {
  id: string;
  title: string;
  projectTitle: string;
  completedAt: Date;
}

export interface MessagesOnDay {
  day: string;
  total: number;
  fromYou: number;
}

const OPEN_PROJECT_STATUSES = ['inquiry', 'quoted', 'in_progress'] as const;
const utcDay = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const within = (column: AnyColumn, range: TimeRange) => and(gte(column, range.from), lt(column, range.to)) as SQL;

/** The rows joined to the seller's projects for this client, narrowed by the further conditions given. */
const ofClientProjects = (vendorId: string, clientId: string, ...more: SQL[]) =>
  and(eq(projects.workspaceId, vendorId), eq(projects.clientId, clientId), ...more);

/**
 * The work done for one of a seller's clients in the CRM (projects, milestones, thread messages), as the hub's
 * reports and dashboard read it through crm.public. Every query is scoped by the seller and the client.
 */
export class ClientWorkRepository {
  constructor(private readonly db: Db) {}

  async completedMilestones(vendorId: string, clientId: string, range: TimeRange): Promise<CompletedMilestone[]> {
    const rows = await this.db
      .select({ id: milestones.id, title: milestones.title, projectTitle: projects.title, completedAt: milestones.completedAt })
      .from(milestones)
      .innerJoin(projects, eq(projects.id, milestones.projectId))
      .where(ofClientProjects(vendorId, clientId, eq(milestones.status, 'completed'), within(milestones.completedAt, range)))
      .orderBy(asc(milestones.completedAt))
      .limit(500);
    return rows.filter((row): row is CompletedMilestone => row.completedAt !== null);
  }

  async messagesByDay(vendorId: string, clientId: string, range: TimeRange): Promise<MessagesOnDay[]> {
    const day = utcDay(projectMessages.createdAt);
    return this.db
      .select({
        day,
        total: sql<number>`count(*)::int`,
        fromYou: sql<number>`(count(*) filter (where ${projectMessages.senderId} = ${vendorId}))::int`,
      })
      .from(projectMessages)
      .innerJoin(projects, eq(projects.id, projectMessages.projectId))
      .where(ofClientProjects(vendorId, clientId, within(projectMessages.createdAt, range)))
      .groupBy(day)
      .orderBy(day);
  }

  async openProjects(vendorId: string, clientId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(projects)
      .where(ofClientProjects(vendorId, clientId, inArray(projects.status, [...OPEN_PROJECT_STATUSES])));
    return row?.count ?? 0;
  }

  async milestoneCounts(vendorId: string, clientId: string): Promise<{ done: number; total: number }> {
    const [row] = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        done: sql<number>`(count(*) filter (where ${milestones.status} = 'completed'))::int`,
      })
      .from(milestones)
      .innerJoin(projects, eq(projects.id, milestones.projectId))
      .where(ofClientProjects(vendorId, clientId));
    return { done: row?.done ?? 0, total: row?.total ?? 0 };
  }

  /** Messages in the client's project threads the seller has not read yet (sent by someone else). */
  async unreadMessages(vendorId: string, clientId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(projectMessages)
      .innerJoin(projects, eq(projects.id, projectMessages.projectId))
      .where(ofClientProjects(vendorId, clientId, eq(projectMessages.isRead, false), ne(projectMessages.senderId, vendorId)));
    return row?.count ?? 0;
  }
}
