import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { proposalSignatures, proposals } from '../../db/schema/index';
import { activateClient, openProject } from '../crm/crm.public';
import { ensureAuditSchedule, startOnboarding } from '../hub/hub.public';

export interface DealTerms {
  proposalId: string;
  /** The version the client accepted: only the current, sent version can be accepted. */
  version: number;
  workspaceId: string;
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
  /** The e-signature that accepts it, recorded in the same transaction (ADR 051). */
  signature: {
    versionId: string;
    fullName: string;
    documentHash: string;
    ip: string;
    userAgent: string;
    signerUserId: string | null;
  };
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
 * schedule are made, each by its owner (crm, hub) within this transaction. When the guard misses (already
 * accepted, not sent, an old version) nothing changes.
 */
export class AcceptDealRepository {
  constructor(private readonly db: Db) {}

  async close(terms: DealTerms): Promise<ClosedDeal | null> {
    return this.db.transaction(async (tx) => {
      const [accepted] = await tx
        .update(proposals)
        .set({ status: 'accepted', acceptedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(proposals.id, terms.proposalId),
            eq(proposals.status, 'sent'),
            eq(proposals.version, terms.version),
            isNull(proposals.declinedAt),
          ),
        )
        .returning({ acceptedAt: proposals.acceptedAt });
      if (!accepted?.acceptedAt) return null;
      await tx.insert(proposalSignatures).values({
        proposalId: terms.proposalId,
        version: terms.version,
        consent: true,
        signedAt: accepted.acceptedAt,
        ...terms.signature,
      });
      await activateClient(tx, terms.workspaceId, terms.clientId, terms.website);
      const projectId = await openProject(tx, {
        vendorId: terms.workspaceId,
        clientId: terms.clientId,
        title: terms.projectTitle,
        description: terms.projectDescription,
        status: 'in_progress',
        budget: terms.budget,
        welcomeMessage: terms.welcomeMessage,
      });
      const workflowId = await startOnboarding(tx, {
        vendorId: terms.workspaceId,
        clientId: terms.clientId,
        name: terms.workflow.name,
        templateId: terms.workflow.templateId,
        steps: terms.workflow.steps,
      });
      let scheduleId: string | null = null;
      if (terms.website) {
        const schedule = await ensureAuditSchedule(tx, {
          vendorId: terms.workspaceId,
          clientId: terms.clientId,
          website: terms.website,
          intervalDays: terms.auditIntervalDays,
        });
        scheduleId = schedule.id;
        if (schedule.created) await terms.scheduleAudits(tx);
      }
      return { acceptedAt: accepted.acceptedAt, projectId, workflowId, scheduleId };
    });
  }
}
