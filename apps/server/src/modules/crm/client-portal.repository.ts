import type { MilestoneReview, ProjectMessage } from '@proclub/contracts/crm';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, milestones, projectMessages, projects } from '../../db/schema/index';
import type { MilestoneRow } from './milestones.repository';
import { ProjectThreadsRepository } from './project-threads.repository';
import { toProjectMessage } from './project-threads.service';

// The CRM's side of the client portal (issue 33): what a client's portal reads of its projects, milestones and
// threads, and the client's review of a milestone. Every statement is scoped by the workspace and the client, so a
// portal route that resolved its (workspace, client) pair cannot reach another client's rows.

export interface PortalProjectRow {
  id: string;
  title: string;
  status: string;
  deadline: string | null;
  milestones: MilestoneRow[];
}

const milestoneColumns = {
  id: milestones.id,
  projectId: milestones.projectId,
  title: milestones.title,
  description: milestones.description,
  status: milestones.status,
  dueDate: milestones.dueDate,
  completedAt: milestones.completedAt,
  clientReview: milestones.clientReview,
  clientReviewNote: milestones.clientReviewNote,
  clientReviewedAt: milestones.clientReviewedAt,
};

const PORTAL_PROJECTS_CAP = 100;
const ofClient = (workspaceId: string, clientId: string) =>
  and(eq(projects.workspaceId, workspaceId), eq(projects.clientId, clientId));

/** The client's projects (not cancelled), newest first, each with its milestones by due date. */
export async function portalProjects(db: Db, workspaceId: string, clientId: string): Promise<PortalProjectRow[]> {
  const rows = await db
    .select({ id: projects.id, title: projects.title, status: projects.status, deadline: projects.deadline })
    .from(projects)
    .where(and(ofClient(workspaceId, clientId), ne(projects.status, 'cancelled')))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(PORTAL_PROJECTS_CAP);
  if (rows.length === 0) return [];
  const list = await db
    .select(milestoneColumns)
    .from(milestones)
    .where(
      inArray(
        milestones.projectId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(sql`${milestones.dueDate} asc nulls last`, milestones.createdAt, milestones.id);
  return rows.map((row) => ({ ...row, milestones: list.filter((milestone) => milestone.projectId === row.id) }));
}

/** The project when it is this client's (any status), else null. */
export async function portalProject(
  db: Db,
  workspaceId: string,
  clientId: string,
  projectId: string,
): Promise<{ id: string; title: string; assignedTo: string | null } | null> {
  const [row] = await db
    .select({ id: projects.id, title: projects.title, assignedTo: projects.assignedTo })
    .from(projects)
    .where(and(ofClient(workspaceId, clientId), eq(projects.id, projectId)));
  return row ?? null;
}

/** The next open milestones of the client's active projects, soonest due first. */
export async function upcomingMilestones(db: Db, workspaceId: string, clientId: string, limit = 5) {
  return db
    .select({
      id: milestones.id,
      projectId: milestones.projectId,
      projectTitle: projects.title,
      title: milestones.title,
      dueDate: milestones.dueDate,
      status: milestones.status,
    })
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .where(
      and(
        ofClient(workspaceId, clientId),
        ne(milestones.status, 'completed'),
        inArray(projects.status, ['quoted', 'in_progress']),
      ),
    )
    .orderBy(sql`${milestones.dueDate} asc nulls last`, milestones.createdAt)
    .limit(limit);
}

/** Completed milestones of the client's projects that the client has not reviewed yet. */
export async function milestonesAwaitingReview(db: Db, workspaceId: string, clientId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .where(and(ofClient(workspaceId, clientId), eq(milestones.status, 'completed'), isNull(milestones.clientReview)));
  return row?.count ?? 0;
}

/** Messages in the client's project threads that someone else sent and are still unread. */
export async function unreadForPortalUser(db: Db, workspaceId: string, clientId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(projectMessages)
    .innerJoin(projects, eq(projects.id, projectMessages.projectId))
    .where(
      and(
        ofClient(workspaceId, clientId),
        sql`not ${projectMessages.isRead}`,
        sql`${projectMessages.senderId} is distinct from ${userId}`,
      ),
    );
  return row?.count ?? 0;
}

export interface ReviewedMilestone {
  milestone: MilestoneRow;
  projectId: string;
  projectTitle: string;
  /** Who looks after it: the project's assignee, else the client's (null: nobody; the caller falls back to the owner). */
  assignee: string | null;
}

/**
 * The client's answer to a completed milestone of one of its projects. Null when the milestone is not this client's;
 * 'not_completed' when it is not completed (only a completed milestone can be approved or sent back).
 */
export async function reviewMilestone(
  db: Db,
  input: {
    workspaceId: string;
    clientId: string;
    milestoneId: string;
    userId: string;
    decision: MilestoneReview;
    note: string | null;
  },
): Promise<ReviewedMilestone | 'not_completed' | null> {
  const [target] = await db
    .select({
      status: milestones.status,
      projectId: projects.id,
      projectTitle: projects.title,
      assignee: sql<string | null>`coalesce(${projects.assignedTo}, ${clients.assignedTo})`,
    })
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(ofClient(input.workspaceId, input.clientId), eq(milestones.id, input.milestoneId)));
  if (!target) return null;
  if (target.status !== 'completed') return 'not_completed';
  // Changes asked reopen the milestone (in progress), so the agency completes it again for a new review.
  const reopen = input.decision === 'changes_requested';
  const [row] = await db
    .update(milestones)
    .set({
      clientReview: input.decision,
      clientReviewNote: input.note,
      clientReviewedAt: new Date(),
      clientReviewedBy: input.userId,
      ...(reopen ? { status: 'in_progress' as const, completedAt: null } : {}),
    })
    .where(and(eq(milestones.id, input.milestoneId), eq(milestones.status, 'completed')))
    .returning(milestoneColumns);
  if (!row) return 'not_completed';
  return { milestone: row, projectId: target.projectId, projectTitle: target.projectTitle, assignee: target.assignee };
}

/** The client's assignee (null: nobody assigned). */
export async function clientAssignee(db: Db, workspaceId: string, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ assignedTo: clients.assignedTo })
    .from(clients)
    .where(and(eq(clients.workspaceId, workspaceId), eq(clients.id, clientId)));
  return row?.assignedTo ?? null;
}

/** The newest `limit` messages of a project thread, oldest first (the portal checked the project is the client's). */
export async function threadMessages(db: Db, projectId: string, limit: number): Promise<ProjectMessage[]> {
  const rows = await new ProjectThreadsRepository(db).messages(projectId, limit, null);
  return rows.slice(0, limit).reverse().map(toProjectMessage);
}

/** Posts to a project thread as the portal user (the portal checked the project is the client's). */
export async function postThreadMessage(
  db: Db,
  projectId: string,
  sender: { id: string; name: string | null; email: string },
  text: string,
): Promise<ProjectMessage> {
  return toProjectMessage(
    await new ProjectThreadsRepository(db).insertMessage(projectId, sender.id, text, { name: sender.name, email: sender.email }),
  );
}

/** Marks what others sent in the thread read for the portal user; answers the ids. */
export async function markThreadRead(db: Db, projectId: string, readerId: string): Promise<string[]> {
  return new ProjectThreadsRepository(db).markRead(projectId, readerId);
}

/** The client's name and email (null when it is not the workspace's client). */
export async function portalClient(db: Db, workspaceId: string, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, email: clients.email, company: clients.company })
    .from(clients)
    .where(and(eq(clients.workspaceId, workspaceId), eq(clients.id, clientId)));
  return row ?? null;
}
