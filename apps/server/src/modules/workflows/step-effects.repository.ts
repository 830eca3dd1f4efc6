import type { ProjectStatus } from '@proclub/contracts/crm';
import { ONBOARDING_TEMPLATES, type PublicBrand } from '@proclub/contracts/hub';
import type { WorkflowStep } from '@proclub/contracts/workflows';
import { sql } from 'drizzle-orm';
import { appUrl } from '../../config/app-origin';
import type { Db } from '../../db/client';
import { renderEmail } from '../../lib/email-layout';
import { publicProposalUrl } from '../../lib/public-links';
import { openProject, setClientsTag, setProjectsStatus } from '../crm/crm.public';
import { startOnboarding } from '../hub/hub.public';
import type { AfterCommit } from '../notifications/notifications.public';
import type { PublicBrands } from '../profiles/profiles.public';
import type { EngineDeps, Outcome, RunRow } from './engine-types';
import { conditionHolds, type Facts, mergeFields } from './facts.repository';
import { humanSeconds, safeUrlForLog } from './step-text';

/**
 * What each step kind does, inside the transaction of the round that takes it (so a step's records and its log line
 * commit together). Work for after the commit (mail dispatch, the events a step causes) goes into `after`.
 */
export class StepEffects {
  constructor(
    private readonly deps: EngineDeps,
    private readonly brands: PublicBrands,
  ) {}

  /**
   * What each step kind does (inside the round's transaction, so its records and the log commit together). `facts`:
   * the run's facts, read with the round's other runs.
   */
  async execute(
    tx: Db,
    run: RunRow,
    step: WorkflowStep,
    after: AfterCommit[],
    brand: PublicBrand | null,
    facts: () => Promise<Facts>,
  ): Promise<Outcome> {
    switch (step.kind) {
      case 'wait': {
        if (step.mode === 'duration') {
          const until = new Date(Date.now() + (step.seconds ?? 0) * 1000);
          return {
            next: 'wait',
            advance: true,
            until,
            detail: `Waiting ${humanSeconds(step.seconds ?? 0)}, until ${until.toISOString()}`,
          };
        }
        if (step.mode === 'until') {
          const until = new Date(step.until ?? Date.now());
          return { next: 'wait', advance: true, until, detail: `Waiting until ${until.toISOString()}` };
        }
        const known = await facts();
        if (conditionHolds(known, step.condition))
          return { next: 'continue', status: 'succeeded', detail: 'The condition holds: going on' };
        const deadline = run.waitDeadline ?? new Date(Date.now() + (step.timeoutSeconds ?? 0) * 1000);
        if (deadline.getTime() <= Date.now())
          return { next: 'continue', status: 'skipped', detail: 'Timed out waiting for the condition: going on' };
        const poll = new Date(Math.min(deadline.getTime(), Date.now() + (this.deps.conditionPollSeconds ?? 300) * 1000));
        return {
          next: 'wait',
          advance: false,
          until: poll,
          deadline,
          detail: `Waiting for the condition (time-out ${deadline.toISOString()})`,
        };
      }
      case 'branch': {
        const known = await facts();
        const holds = conditionHolds(known, step.condition);
        return {
          next: 'continue',
          status: 'succeeded',
          arm: holds ? 'then' : 'else',
          detail: holds ? 'Condition holds: the “then” steps' : 'Condition does not hold: the “else” steps',
        };
      }
      case 'email': {
        const known = await facts();
        const to =
          step.to === 'assignee' ? await memberEmail(tx, known.client?.assignedTo ?? null) : (known.client?.email ?? null);
        if (!to)
          return {
            next: 'continue',
            status: 'skipped',
            detail: step.to === 'assignee' ? 'The client has no assignee: no email sent' : 'No client: no email sent',
          };
        // Answers go to the workspace's owner. As campaigns and the old automation switches: clients hear only from an
        // account whose address is proven.
        const owner = await workspaceOwnerContact(tx, run.workspaceId);
        if (step.to !== 'assignee' && owner?.verified !== true)
          return {
            next: 'continue',
            status: 'skipped',
            detail: 'Not sent: the workspace owner has not verified their email address yet',
          };
        const mail = await this.composeEmail(
          step,
          known,
          to,
          brand ?? (await this.brands.of(run.workspaceId)),
          owner?.email ?? null,
        );
        const mailId = await this.deps.mailer.write(mail, tx);
        after.push(() => this.deps.mailer.dispatch([mailId]));
        return { next: 'continue', status: 'succeeded', detail: `Email “${mail.subject}” sent to ${to}` };
      }
      case 'task': {
        const known = await facts();
        const assigneeId = !step.memberId || step.memberId === 'assignee' ? (known.client?.assignedTo ?? null) : step.memberId;
        const title = mergeFields(step.title ?? '', known, { workspaceName: '', proposalLink: null });
        const task = await this.deps.effects.createTask(tx, {
          workspaceId: run.workspaceId,
          title,
          clientId: run.clientId,
          projectId: known.project?.id ?? null,
          assigneeId,
          dueAt: step.dueInDays === undefined ? null : new Date(Date.now() + step.dueInDays * 86_400_000),
          priority: step.priority ?? 'normal',
          source: { kind: 'workflow', workflowId: run.workflowId, runId: run.id },
        });
        return {
          next: 'continue',
          status: 'succeeded',
          detail: `Task “${title}” created${assigneeId ? ' for the assignee' : ''} (${task.id})`,
        };
      }
      case 'notify': {
        const known = await facts();
        // The client's assignee, else the workspace's owner.
        const userId =
          step.memberId === 'assignee'
            ? (known.client?.assignedTo ?? (await workspaceOwner(tx, run.workspaceId)))
            : (step.memberId ?? null);
        if (!userId) return { next: 'continue', status: 'skipped', detail: 'Nobody to notify' };
        const message = mergeFields(step.message ?? '', known, { workspaceName: '', proposalLink: null });
        after.push(
          await this.deps.notifier.notify(
            {
              userId,
              workspaceId: run.workspaceId,
              kind: 'workflow',
              title: message.slice(0, 200),
              body: known.client ? `About ${known.client.name}` : null,
              link: run.clientId ? `/crm/clients/${run.clientId}` : '/workflows',
              subject: { type: 'workflow-run', id: run.id },
            },
            { tx },
          ),
        );
        return { next: 'continue', status: 'succeeded', detail: `Notified a member: ${message.slice(0, 120)}` };
      }
      case 'tag': {
        const [tagged] = await this.tagMany(tx, [{ run, step, after }]);
        return tagged.outcome;
      }
      case 'project_status': {
        const known = await facts();
        if (!known.project) return { next: 'continue', status: 'skipped', detail: 'The client has no project' };
        const status = step.status as ProjectStatus;
        if (known.project.status === status)
          return { next: 'continue', status: 'skipped', detail: `The project is already ${status}` };
        await setProjectsStatus(tx, [known.project.id], status, run.workspaceId);
        const project = known.project;
        after.push(() =>
          this.deps.recordEvent({
            workspaceId: run.workspaceId,
            type: 'project.status_changed',
            clientId: run.clientId,
            projectId: project.id,
            payload: { from: project.status, status, byWorkflow: run.workflowId },
          }),
        );
        return { next: 'continue', status: 'succeeded', detail: `Project “${project.title}” moved to ${status}` };
      }
      case 'onboarding': {
        if (!run.clientId) return { next: 'continue', status: 'skipped', detail: 'No client to onboard' };
        const template = ONBOARDING_TEMPLATES.find((item) => item.id === step.templateId) ?? ONBOARDING_TEMPLATES[0];
        const known = await facts();
        await startOnboarding(tx, {
          vendorId: run.workspaceId,
          clientId: run.clientId,
          name: `${template.name}: ${known.client?.name ?? 'client'}`,
          templateId: template.id,
          steps: template.steps,
        });
        return { next: 'continue', status: 'succeeded', detail: `Onboarding “${template.name}” started` };
      }
      case 'project_from_template': {
        if (!run.clientId) return { next: 'continue', status: 'skipped', detail: 'No client for the project' };
        const template = ONBOARDING_TEMPLATES.find((item) => item.id === step.templateId) ?? ONBOARDING_TEMPLATES[0];
        const known = await facts();
        const title = step.title?.trim()
          ? mergeFields(step.title, known, { workspaceName: '', proposalLink: null })
          : template.name;
        const projectId = await openProject(tx, {
          vendorId: run.workspaceId,
          clientId: run.clientId,
          title,
          description: `${template.description}\n\n${template.steps.map((item, index) => `${index + 1}. ${item}`).join('\n')}`,
          status: 'in_progress',
          budget: null,
        });
        return {
          next: 'continue',
          status: 'succeeded',
          detail: `Project “${title}” created from “${template.name}” (${projectId})`,
        };
      }
      case 'webhook':
        return { next: 'handoff', detail: `Delivering a webhook to ${safeUrlForLog(step.url ?? '')}` };
    }
  }

  private async composeEmail(step: WorkflowStep, facts: Facts, to: string, brand: PublicBrand, replyTo: string | null) {
    const proposalLink = facts.proposal?.token ? publicProposalUrl(this.deps.env, facts.proposal.token) : null;
    const extra = { workspaceName: brand.name, proposalLink };
    const subject = mergeFields(step.subject ?? '', facts, extra)
      .replace(/\s+/g, ' ')
      .trim();
    const paragraphs = mergeFields(step.body ?? '', facts, extra)
      .split(/\n\s*\n/)
      .map((part) => part.trim())
      .filter(Boolean);
    const rendered = await renderEmail({
      subject,
      brand: { kind: 'seller', name: brand.name, whiteLabel: brand.whiteLabel },
      paragraphs,
      ...(proposalLink && step.body?.includes('{{proposal.link}}') === false
        ? { action: { label: 'View Proposal', url: proposalLink } }
        : {}),
      appUrl: appUrl(this.deps.env),
    });
    return { to, ...rendered, fromName: brand.name, replyTo };
  }

  /** Tag steps for many runs: one statement per (workspace, tag, add or remove); answers each run's outcome in order. */
  async tagMany(
    tx: Db,
    items: { run: RunRow; step: WorkflowStep; after: AfterCommit[] }[],
  ): Promise<{ outcome: Outcome; after: AfterCommit[] }[]> {
    const groups = new Map<string, { workspaceId: string; tag: string; op: 'add' | 'remove'; clientIds: string[] }>();
    for (const { run, step } of items) {
      if (!run.clientId) continue;
      const op = step.op ?? 'add';
      const key = JSON.stringify([run.workspaceId, step.tag ?? '', op]);
      const group = groups.get(key) ?? { workspaceId: run.workspaceId, tag: step.tag ?? '', op, clientIds: [] };
      group.clientIds.push(run.clientId);
      groups.set(key, group);
    }
    const changed = new Map<string, Set<string>>();
    for (const [key, group] of groups)
      changed.set(key, await setClientsTag(tx, group.workspaceId, group.clientIds, group.tag, group.op));
    return items.map(({ run, step, after }) => {
      if (!run.clientId) return { outcome: { next: 'continue', status: 'skipped', detail: 'No client to tag' }, after };
      const tag = step.tag ?? '';
      const op = step.op ?? 'add';
      // Two runs of one client in one round: the first changed the tags, the second found them changed.
      const clients = changed.get(JSON.stringify([run.workspaceId, tag, op]));
      const didChange = clients?.delete(run.clientId) ?? false;
      if (didChange && op === 'add')
        after.push(() =>
          this.deps.recordEvent({
            workspaceId: run.workspaceId,
            type: 'client.tagged',
            clientId: run.clientId,
            payload: { tag, byWorkflow: run.workflowId },
          }),
        );
      return {
        outcome: {
          next: 'continue',
          status: didChange ? 'succeeded' : 'skipped',
          detail: `${op === 'remove' ? 'Removed' : 'Added'} the tag “${tag}”${didChange ? '' : ' (no change)'}`,
        },
        after,
      };
    });
  }
}

async function memberEmail(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const result = (await db.execute(sql`select email from "user" where id = ${userId}`)) as unknown as {
    rows: { email: string }[];
  };
  return result.rows[0]?.email ?? null;
}

async function workspaceOwner(db: Db, workspaceId: string): Promise<string | null> {
  const result = (await db.execute(sql`
    select user_id as id from workspace_members where workspace_id = ${workspaceId} and role = 'owner' order by joined_at limit 1`)) as unknown as {
    rows: { id: string }[];
  };
  return result.rows[0]?.id ?? null;
}

/** The workspace owner's address and whether they proved it (clients hear only from a proven one). */
async function workspaceOwnerContact(db: Db, workspaceId: string): Promise<{ email: string; verified: boolean } | null> {
  const result = (await db.execute(sql`
    select u.email, u.email_verified as verified from workspace_members m join "user" u on u.id = m.user_id
    where m.workspace_id = ${workspaceId} and m.role = 'owner' order by m.joined_at limit 1`)) as unknown as {
    rows: { email: string; verified: boolean }[];
  };
  return result.rows[0] ?? null;
}
