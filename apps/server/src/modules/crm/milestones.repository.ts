import type { MilestoneStatus } from '@proclub/contracts/crm';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { milestones, projects } from '../../db/schema/index';
import { isOwned } from '../../lib/owned-rows.repository';

export interface MilestoneRow {
  id: string;
  projectId: string;
  title: string;
  description: string | null;
  status: MilestoneStatus;
  dueDate: string | null;
  completedAt: Date | null;
  clientReview: 'approved' | 'changes_requested' | null;
  clientReviewNote: string | null;
  clientReviewedAt: Date | null;
}

const columns = {
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

/** Every query is scoped through the project's vendor_id, so another seller's ids match nothing. */
export class MilestonesRepository {
  constructor(private readonly db: Db) {}

  private ownedProjects(vendorId: string) {
    return this.db.select({ id: projects.id }).from(projects).where(eq(projects.workspaceId, vendorId));
  }

  async ownsProject(vendorId: string, projectId: string): Promise<boolean> {
    return isOwned(this.db, projects, vendorId, projectId);
  }

  /** Ordered by due date (undated last), then by creation. */
  async list(projectId: string): Promise<MilestoneRow[]> {
    return this.db
      .select(columns)
      .from(milestones)
      .where(eq(milestones.projectId, projectId))
      .orderBy(sql`${milestones.dueDate} asc nulls last`, milestones.createdAt, milestones.id);
  }

  async insert(
    data: Omit<MilestoneRow, 'id' | 'completedAt' | 'clientReview' | 'clientReviewNote' | 'clientReviewedAt'>,
  ): Promise<MilestoneRow> {
    const [row] = await this.db
      .insert(milestones)
      .values({ ...data, completedAt: data.status === 'completed' ? new Date() : null })
      .returning(columns);
    return row;
  }

  /** Completing records completed_at (kept if it was already completed); any other status clears it. */
  async setStatus(vendorId: string, id: string, status: MilestoneStatus): Promise<MilestoneRow | null> {
    const [row] = await this.db
      .update(milestones)
      .set({
        status,
        completedAt: status === 'completed' ? sql`coalesce(${milestones.completedAt}, now())` : null,
        // Reopening a milestone clears the client's review: completing it again asks for a new one.
        ...(status === 'completed' ? {} : { clientReview: null, clientReviewNote: null, clientReviewedAt: null }),
      })
      .where(and(eq(milestones.id, id), inArray(milestones.projectId, this.ownedProjects(vendorId))))
      .returning(columns);
    return row ?? null;
  }

  async delete(vendorId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(milestones)
      .where(and(eq(milestones.id, id), inArray(milestones.projectId, this.ownedProjects(vendorId))))
      .returning({ id: milestones.id });
    return rows.length > 0;
  }
}
