import {
  type SaveWorkflow,
  type WebhookDelivery,
  WORKFLOW_TEMPLATES,
  type Workflow,
  type WorkflowDefinition,
  type WorkflowDetail,
  type WorkflowRun,
  type WorkflowTemplateKey,
} from '@proclub/contracts/workflows';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workflowRunSteps, workflowRuns, workflows, workflowVersions, workflowWebhookDeliveries } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { TargetPolicy } from '../../lib/ip-policy';
import type { Jobs } from '../../lib/jobs/index';
import { TEMPLATE_DEFINITIONS } from './templates';
import { validateForPublish } from './validate';
import type { WorkflowEngine } from './workflow-engine.repository';

type WorkflowRow = typeof workflows.$inferSelect;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The builder's API: workflows with their draft and versions, publishing, runs and their logs. */
export class WorkflowsService {
  constructor(
    private readonly db: Db,
    private readonly engine: WorkflowEngine,
    private readonly jobs: Jobs,
    private readonly policy: TargetPolicy,
    private readonly resolve?: (host: string) => Promise<string[]>,
  ) {}

  private async row(workspaceId: string, id: string): Promise<WorkflowRow> {
    const [row] = isUuid(id)
      ? await this.db
          .select()
          .from(workflows)
          .where(and(eq(workflows.id, id), eq(workflows.workspaceId, workspaceId)))
      : [];
    if (!row) throw notFound('Workflow');
    return row;
  }

  private async published(workflowId: string, version: number | null): Promise<WorkflowDefinition | null> {
    if (version === null) return null;
    const [row] = await this.db
      .select({ definition: workflowVersions.definition })
      .from(workflowVersions)
      .where(and(eq(workflowVersions.workflowId, workflowId), eq(workflowVersions.version, version)));
    return (row?.definition as WorkflowDefinition | undefined) ?? null;
  }

  private async present(row: WorkflowRow, runCount?: number): Promise<Workflow> {
    const published = await this.published(row.id, row.publishedVersion);
    const count =
      runCount ??
      (
        await this.db.select({ count: sql<number>`count(*)::int` }).from(workflowRuns).where(eq(workflowRuns.workflowId, row.id))
      )[0].count;
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      definition: row.draft as WorkflowDefinition,
      publishedVersion: row.publishedVersion,
      hasUnpublishedChanges: published === null || JSON.stringify(published) !== JSON.stringify(row.draft),
      templateKey: row.templateKey,
      runCount: count,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async list(workspaceId: string): Promise<Workflow[]> {
    const rows = await this.db
      .select()
      .from(workflows)
      .where(eq(workflows.workspaceId, workspaceId))
      .orderBy(desc(workflows.updatedAt));
    const counts = rows.length
      ? await this.db
          .select({ id: workflowRuns.workflowId, count: sql<number>`count(*)::int` })
          .from(workflowRuns)
          .where(
            inArray(
              workflowRuns.workflowId,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(workflowRuns.workflowId)
      : [];
    const byId = new Map(counts.map((row) => [row.id, row.count]));
    return Promise.all(rows.map((row) => this.present(row, byId.get(row.id) ?? 0)));
  }

  async get(workspaceId: string, id: string): Promise<WorkflowDetail> {
    const row = await this.row(workspaceId, id);
    const versions = await this.db
      .select()
      .from(workflowVersions)
      .where(eq(workflowVersions.workflowId, row.id))
      .orderBy(desc(workflowVersions.version));
    return {
      ...(await this.present(row)),
      versions: versions.map((version) => ({
        version: version.version,
        publishedAt: version.createdAt.toISOString(),
        definition: version.definition as WorkflowDefinition,
      })),
    };
  }

  async create(
    workspaceId: string,
    userId: string,
    input: SaveWorkflow,
    templateKey: string | null = null,
  ): Promise<WorkflowDetail> {
    const [row] = await this.db
      .insert(workflows)
      .values({ workspaceId, name: input.name, draft: input.definition, createdBy: userId, templateKey })
      .returning();
    return this.get(workspaceId, row.id);
  }

  async fromTemplate(workspaceId: string, userId: string, key: WorkflowTemplateKey): Promise<WorkflowDetail> {
    const template = TEMPLATE_DEFINITIONS[key];
    return this.create(workspaceId, userId, { name: template.name, definition: template.definition }, key);
  }

  templates() {
    return WORKFLOW_TEMPLATES.map(({ key, name, description }) => ({ key, name, description }));
  }

  /** Saves the draft; the published version (and the runs on it) stay as they are. */
  async update(workspaceId: string, id: string, input: SaveWorkflow): Promise<WorkflowDetail> {
    const row = await this.row(workspaceId, id);
    await this.db
      .update(workflows)
      .set({ name: input.name, draft: input.definition, updatedAt: sql`now()` })
      .where(eq(workflows.id, row.id));
    return this.get(workspaceId, id);
  }

  /** Publishes the draft as a new version (validated first: a 400 names the step and field, nothing changes). */
  async publish(workspaceId: string, userId: string, id: string): Promise<WorkflowDetail> {
    const row = await this.row(workspaceId, id);
    const definition = row.draft as WorkflowDefinition;
    const members = await this.db.execute(sql`select user_id as id from workspace_members where workspace_id = ${workspaceId}`);
    const others = await this.db
      .select({ id: workflows.id, name: workflows.name, definition: workflowVersions.definition })
      .from(workflows)
      .innerJoin(
        workflowVersions,
        and(eq(workflowVersions.workflowId, workflows.id), eq(workflowVersions.version, workflows.publishedVersion)),
      )
      .where(and(eq(workflows.workspaceId, workspaceId), eq(workflows.status, 'active')));
    await validateForPublish(definition, {
      policy: this.policy,
      members: new Set((members as unknown as { rows: { id: string }[] }).rows.map((member) => member.id)),
      others: others.map((other) => ({ ...other, definition: other.definition as WorkflowDefinition })),
      self: { id: row.id, name: row.name },
      resolve: this.resolve,
    });
    await this.db.transaction(async (tx) => {
      // Serialise publishes of one workflow: the version number is the next one.
      const [locked] = await tx.select().from(workflows).where(eq(workflows.id, row.id)).for('update');
      const version = (locked.publishedVersion ?? 0) + 1;
      await tx.insert(workflowVersions).values({ workspaceId, workflowId: row.id, version, definition, publishedBy: userId });
      await tx
        .update(workflows)
        .set({
          publishedVersion: version,
          status: 'active',
          triggerEvent: definition.trigger.type === 'event' ? definition.trigger.event : null,
          updatedAt: sql`now()`,
        })
        .where(eq(workflows.id, row.id));
      if (definition.trigger.type === 'schedule')
        await this.jobs.schedule(
          this.engine.scheduleJob,
          {
            key: row.id,
            ownerId: workspaceId,
            payload: { workflowId: row.id },
            label: `Workflow “${row.name}”`,
            timing: { cron: definition.trigger.cron, timezone: definition.trigger.timezone },
          },
          { tx },
        );
      else await this.jobs.unschedule(this.engine.scheduleJob, row.id, { tx });
    });
    return this.get(workspaceId, id);
  }

  /** Pause stops new enrolments (runs under way go on); resume needs a published version. */
  async setActive(workspaceId: string, id: string, active: boolean): Promise<WorkflowDetail> {
    const row = await this.row(workspaceId, id);
    if (active && row.publishedVersion === null) throw new AppError('conflict', 409, 'Publish the workflow first');
    await this.db
      .update(workflows)
      .set({ status: active ? 'active' : 'paused', updatedAt: sql`now()` })
      .where(eq(workflows.id, row.id));
    return this.get(workspaceId, id);
  }

  async remove(workspaceId: string, id: string): Promise<void> {
    const row = await this.row(workspaceId, id);
    await this.jobs.unschedule(this.engine.scheduleJob, row.id);
    await this.db.delete(workflows).where(eq(workflows.id, row.id));
  }

  async runs(workspaceId: string, filter: { workflowId?: string; clientId?: string }, limit = 50): Promise<WorkflowRun[]> {
    if (filter.workflowId) await this.row(workspaceId, filter.workflowId);
    if (filter.clientId && !isUuid(filter.clientId)) throw notFound('Client');
    const rows = await this.db
      .select({
        run: workflowRuns,
        workflowName: workflows.name,
        version: workflowVersions.version,
        clientName: sql<string | null>`(select name from clients where id = ${workflowRuns.clientId})`,
      })
      .from(workflowRuns)
      .innerJoin(workflows, eq(workflows.id, workflowRuns.workflowId))
      .innerJoin(workflowVersions, eq(workflowVersions.id, workflowRuns.versionId))
      .where(
        and(
          eq(workflowRuns.workspaceId, workspaceId),
          filter.workflowId ? eq(workflowRuns.workflowId, filter.workflowId) : undefined,
          filter.clientId ? eq(workflowRuns.clientId, filter.clientId) : undefined,
        ),
      )
      .orderBy(desc(workflowRuns.startedAt), desc(workflowRuns.id))
      .limit(limit);
    const steps = rows.length
      ? await this.db
          .select()
          .from(workflowRunSteps)
          .where(
            inArray(
              workflowRunSteps.runId,
              rows.map((row) => row.run.id),
            ),
          )
          .orderBy(asc(workflowRunSteps.createdAt), asc(workflowRunSteps.seq))
      : [];
    return rows.map(({ run, workflowName, version, clientName }) => ({
      id: run.id,
      workflowId: run.workflowId,
      workflowName,
      version,
      clientId: run.clientId,
      clientName,
      eventType: run.eventType,
      status: run.status,
      waitingUntil: iso(run.waitingUntil),
      startedAt: run.startedAt.toISOString(),
      finishedAt: iso(run.finishedAt),
      steps: steps
        .filter((step) => step.runId === run.id)
        .map((step) => ({
          id: step.id,
          path: step.path,
          kind: step.kind,
          status: step.status,
          detail: step.detail,
          error: step.error,
          at: step.createdAt.toISOString(),
        })),
    }));
  }

  async deliveries(workspaceId: string, workflowId: string): Promise<WebhookDelivery[]> {
    await this.row(workspaceId, workflowId);
    const rows = await this.db
      .select({ delivery: workflowWebhookDeliveries })
      .from(workflowWebhookDeliveries)
      .innerJoin(workflowRuns, eq(workflowRuns.id, workflowWebhookDeliveries.runId))
      .where(and(eq(workflowRuns.workflowId, workflowId), eq(workflowWebhookDeliveries.workspaceId, workspaceId)))
      .orderBy(desc(workflowWebhookDeliveries.createdAt))
      .limit(100);
    return rows.map(({ delivery }) => ({
      id: delivery.id,
      runId: delivery.runId,
      url: delivery.url.replace(/\?.*$/, ''),
      attempt: delivery.attempt,
      statusCode: delivery.statusCode,
      error: delivery.error,
      at: delivery.createdAt.toISOString(),
    }));
  }

  private async runOf(workspaceId: string, runId: string) {
    const [run] = isUuid(runId)
      ? await this.db
          .select()
          .from(workflowRuns)
          .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.workspaceId, workspaceId)))
      : [];
    if (!run) throw notFound('Run');
    return run;
  }

  async retryRun(workspaceId: string, runId: string) {
    await this.runOf(workspaceId, runId);
    if (!(await this.engine.retry(workspaceId, runId))) throw new AppError('conflict', 409, 'Only a failed run can be retried');
  }

  async stopRun(workspaceId: string, runId: string) {
    await this.runOf(workspaceId, runId);
    if ((await this.engine.stop(workspaceId, { runId }, 'stopped')) === 0)
      throw new AppError('conflict', 409, 'This run has already ended');
  }

  async removeClient(workspaceId: string, workflowId: string, clientId: string) {
    await this.row(workspaceId, workflowId);
    if (!isUuid(clientId)) throw notFound('Client');
    return { removed: await this.engine.stop(workspaceId, { workflowId, clientId }, 'removed') };
  }

  async endWait(workspaceId: string, runId: string) {
    await this.runOf(workspaceId, runId);
    if (!(await this.engine.endWaitNow(workspaceId, runId))) throw new AppError('conflict', 409, 'This run is not waiting');
  }

  async testRun(workspaceId: string, id: string, clientId: string) {
    const row = await this.row(workspaceId, id);
    const [client] = (
      (await this.db.execute(
        sql`select id from clients where id = ${clientId} and workspace_id = ${workspaceId}`,
      )) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    if (!client) throw notFound('Client');
    return this.engine.testRun(workspaceId, row.draft as WorkflowDefinition, clientId);
  }
}
