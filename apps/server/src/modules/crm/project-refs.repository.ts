import type { ProjectStatus } from '@proclub/contracts/crm';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema/index';

/** A project a task (or another module's record) points at: its title and client. */
export interface ProjectRef {
  id: string;
  title: string;
  clientId: string;
}

/** The workspace's project by id, or null (another workspace's project answers like a missing one). */
export async function projectRef(db: Db, workspaceId: string, projectId: string): Promise<ProjectRef | null> {
  const [row] = await db
    .select({ id: projects.id, title: projects.title, clientId: projects.clientId })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, workspaceId)))
    .limit(1);
  return row ?? null;
}

/** The titles of some of the workspace's projects, by id (for lists that show them). */
export async function projectTitles(db: Db, workspaceId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), inArray(projects.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** The client's projects (any status), newest first: what a file can be shared on from the client's record. */
export async function clientProjectRefs(
  db: Db,
  workspaceId: string,
  clientId: string,
  cap: number,
): Promise<{ id: string; title: string; status: ProjectStatus }[]> {
  return db
    .select({ id: projects.id, title: projects.title, status: projects.status })
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), eq(projects.clientId, clientId)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(cap);
}
