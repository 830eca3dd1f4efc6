import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clientAudits,
  clientSchedules,
  clients,
  onboardingWorkflows,
  projectMessages,
  projects,
  proposals,
} from '../../db/schema/index';

export interface DealTerms {
  proposalId: string;
  /** The version the client accepted: only the current, sent version can be accepted. */
  version: number;
  vendorId: string;
  clientId: string;
  projectTitle: string;
  projectDescription: string;
  budget: number;
  welcomeMessage: string;
  workflow: { name: string; templateId: string; steps: readonly string[] };
  /** The client's site for the recurring audit; no schedule without one. */
  website: string | null;
  auditIntervalDays: number;
  /** Puts the new audit schedule on the job engine inside the same transaction. */
  scheduleAudits(tx: Db): Promise<void>;
}

export interface ClosedDeal {
  acceptedAt: Date;
  projectId: string;
  workflowId: string;
  scheduleId: string | null;
}

/**
 * Accepting a proposal closes the deal in one transaction: the proposal (sent, this version) becomes
 * accepted, the client active, and the project, its welcome message, the onboarding workflow and the audit
 * schedule are made. When the guard misses (already accepted, not sent, an old version) nothing changes.
 */
export class AcceptDealRepository {
  constructor(private readonly db: Db) {}

  async close(terms: DealTerms): Promise<ClosedDeal | null> {
    return this.db.transaction(async (tx) => {
      const [accepted] = await tx
        .update(proposals)
        .set({ status: 'accepted', acceptedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(proposals.id, terms.proposalId), eq(proposals.status, 'sent'), eq(proposals.version, terms.version)))
        .returning({ acceptedAt: proposals.acceptedAt });
      if (!accepted?.acceptedAt) return null;
      await tx
        .update(clients)
        .set({
          status: 'active',
          website: sql`coalesce(${clients.website}, ${terms.website})`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(clients.id, terms.clientId), eq(clients.vendorId, terms.vendorId)));
      const [project] = await tx
        .insert(projects)
        .values({
          vendorId: terms.vendorId,
          clientId: terms.clientId,
          title: terms.projectTitle,
          description: terms.projectDescription,
          status: 'in_progress',
          budget: terms.budget,
        })
        .returning({ id: projects.id });
      await tx.insert(projectMessages).values({ projectId: project.id, senderId: terms.vendorId, message: terms.welcomeMessage });
      const [workflow] = await tx
        .insert(onboardingWorkflows)
        .values({
          vendorId: terms.vendorId,
          clientId: terms.clientId,
          workflowName: terms.workflow.name,
          templateId: terms.workflow.templateId,
          steps: terms.workflow.steps.map((title) => ({ title, completedAt: null })),
        })
        .returning({ id: onboardingWorkflows.id });
      let scheduleId: string | null = null;
      if (terms.website) {
        const [existing] = await tx
          .select({ id: clientSchedules.id })
          .from(clientSchedules)
          .where(eq(clientSchedules.clientId, terms.clientId));
        if (existing) scheduleId = existing.id;
        else {
          const [audit] = await tx
            .insert(clientAudits)
            .values({
              vendorId: terms.vendorId,
              clientId: terms.clientId,
              auditType: 'comprehensive',
              websiteUrl: terms.website,
            })
            .returning({ id: clientAudits.id });
          const [schedule] = await tx
            .insert(clientSchedules)
            .values({
              vendorId: terms.vendorId,
              clientId: terms.clientId,
              auditId: audit.id,
              auditIntervalDays: terms.auditIntervalDays,
              // The first run is due at once: it is the baseline later runs are compared with.
              nextAuditAt: sql`now()`,
            })
            .returning({ id: clientSchedules.id });
          scheduleId = schedule.id;
          await terms.scheduleAudits(tx as unknown as Db);
        }
      }
      return { acceptedAt: accepted.acceptedAt, projectId: project.id, workflowId: workflow.id, scheduleId };
    });
  }
}
