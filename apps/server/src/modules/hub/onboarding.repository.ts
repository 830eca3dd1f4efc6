import type { WorkflowStatus, WorkflowStep } from '@proclub/contracts/hub';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, onboardingWorkflows } from '../../db/schema/index';
import {
  deleteOwned,
  findOwnedWithClient,
  insertReturningId,
  ownedPageWithClient,
  ownedRow,
} from '../../lib/owned-rows.repository';

export interface WorkflowRow {
  id: string;
  clientId: string;
  clientName: string;
  workflowName: string;
  templateId: string | null;
  status: WorkflowStatus;
  steps: WorkflowStep[];
  currentStep: number;
  completedAt: Date | null;
  createdAt: Date;
}

const columns = {
  id: onboardingWorkflows.id,
  clientId: onboardingWorkflows.clientId,
  clientName: clients.name,
  workflowName: onboardingWorkflows.workflowName,
  templateId: onboardingWorkflows.templateId,
  status: onboardingWorkflows.status,
  steps: sql<WorkflowStep[]>`${onboardingWorkflows.steps}`,
  currentStep: onboardingWorkflows.currentStep,
  completedAt: onboardingWorkflows.completedAt,
  createdAt: onboardingWorkflows.createdAt,
};

export class OnboardingRepository {
  constructor(private readonly db: Db) {}

  async insert(
    vendorId: string,
    data: { clientId: string; workflowName: string; templateId: string | null; steps: WorkflowStep[] },
  ): Promise<string> {
    return insertReturningId(this.db, onboardingWorkflows, { workspaceId: vendorId, ...data });
  }

  async page(vendorId: string, limit: number, after: { createdAt: string; id: string } | null) {
    return ownedPageWithClient(this.db, onboardingWorkflows, columns, { vendorId, limit, after });
  }

  async find(vendorId: string, id: string): Promise<WorkflowRow | null> {
    return findOwnedWithClient(this.db, onboardingWorkflows, columns, vendorId, id);
  }

  /**
   * Writes the next state only if nobody advanced the workflow meanwhile (current_step still `from`), so two
   * clicks at once cannot skip a step. False when it lost that race.
   */
  async advance(
    vendorId: string,
    id: string,
    from: number,
    next: { steps: WorkflowStep[]; currentStep: number; status: WorkflowStatus; completed: boolean },
  ): Promise<boolean> {
    const rows = await this.db
      .update(onboardingWorkflows)
      .set({
        steps: next.steps,
        currentStep: next.currentStep,
        status: next.status,
        updatedAt: sql`now()`,
        ...(next.completed ? { completedAt: sql`now()` } : {}),
      })
      .where(and(ownedRow(onboardingWorkflows, vendorId, id), eq(onboardingWorkflows.currentStep, from)))
      .returning({ id: onboardingWorkflows.id });
    return rows.length > 0;
  }

  async delete(vendorId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, onboardingWorkflows, vendorId, id);
  }
}
