import type { Milestone, MilestoneData, MilestoneStatus } from '@proclub/contracts/crm';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { MilestoneRow, MilestonesRepository } from './milestones.repository';

export function toMilestone(row: MilestoneRow): Milestone {
  return {
    ...row,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    clientReviewedAt: row.clientReviewedAt ? row.clientReviewedAt.toISOString() : null,
  };
}

/** Milestones of the seller's own projects; another seller's project or milestone is a 404. */
export class MilestonesService {
  constructor(private readonly milestones: MilestonesRepository) {}

  private async requireProject(workspaceId: string, projectId: string): Promise<void> {
    if (!isUuid(projectId) || !(await this.milestones.ownsProject(workspaceId, projectId))) throw notFound('Project');
  }

  async list(workspaceId: string, projectId: string): Promise<Milestone[]> {
    await this.requireProject(workspaceId, projectId);
    return (await this.milestones.list(projectId)).map(toMilestone);
  }

  async create(workspaceId: string, projectId: string, data: MilestoneData): Promise<Milestone> {
    await this.requireProject(workspaceId, projectId);
    return toMilestone(await this.milestones.insert({ projectId, ...data, description: data.description ?? null }));
  }

  async setStatus(workspaceId: string, id: string, status: MilestoneStatus): Promise<Milestone> {
    const row = isUuid(id) ? await this.milestones.setStatus(workspaceId, id, status) : null;
    if (!row) throw notFound('Milestone');
    return toMilestone(row);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.milestones.delete(workspaceId, id))) throw notFound('Milestone');
  }
}
