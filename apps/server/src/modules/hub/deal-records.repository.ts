import type { WorkflowStep } from '@proclub/contracts/hub';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientAudits, clientReportSchedules, onboardingWorkflows } from '../../db/schema/index';

// The hub's writes an accepted deal asks for (proposals), as narrow functions. Each takes the database or the
// caller's transaction as `db`, so accepting a proposal stays one transaction.

/** Starts an onboarding workflow for a client from a template's steps; answers its id. */
export async function startOnboarding(
  db: Db,
  workflow: { vendorId: string; clientId: string; name: string; templateId: string | null; steps: readonly string[] },
): Promise<string> {
  const steps: WorkflowStep[] = workflow.steps.map((title) => ({ title, completedAt: null }));
  const [row] = await db
    .insert(onboardingWorkflows)
    .values({
      workspaceId: workflow.vendorId,
      clientId: workflow.clientId,
      workflowName: workflow.name,
      templateId: workflow.templateId,
      steps,
    })
    .returning({ id: onboardingWorkflows.id });
  return row.id;
}

/**
 * The client's recurring re-audit of their website: the schedule the client already has, or a new
 * comprehensive audit and a schedule whose first run is due at once (the baseline later runs are compared
 * with). `created` says whether it is new, so the caller puts it on the job engine.
 */
export async function ensureAuditSchedule(
  db: Db,
  schedule: { vendorId: string; clientId: string; website: string; intervalDays: number },
): Promise<{ id: string; created: boolean }> {
  const [existing] = await db
    .select({ id: clientReportSchedules.id })
    .from(clientReportSchedules)
    .where(eq(clientReportSchedules.clientId, schedule.clientId));
  if (existing) return { id: existing.id, created: false };
  const [audit] = await db
    .insert(clientAudits)
    .values({
      workspaceId: schedule.vendorId,
      clientId: schedule.clientId,
      auditType: 'comprehensive',
      websiteUrl: schedule.website,
    })
    .returning({ id: clientAudits.id });
  const [row] = await db
    .insert(clientReportSchedules)
    .values({
      workspaceId: schedule.vendorId,
      clientId: schedule.clientId,
      auditId: audit.id,
      auditIntervalDays: schedule.intervalDays,
      nextAuditAt: sql`now()`,
    })
    .returning({ id: clientReportSchedules.id });
  return { id: row.id, created: true };
}
