import { type AiAgentKey, AUDIT_ALERT_EVENT, LEAD_FOLLOW_UP_DEFAULT_DAYS } from '@proclub/contracts/products';
import type { FastifyBaseLogger } from 'fastify';
import { appUrl } from '../../../config/app-origin';
import type { Env } from '../../../config/env';
import { sellerEmailBrand } from '../../../lib/email-layout';
import { renderNoticeEmail } from '../../../lib/notice-email';
import { publicProposalUrl } from '../../../lib/public-links';
import type { Mailer } from '../../../plugins/mailer/mailer.plugin';
import type { Realtime } from '../../../plugins/realtime/realtime.plugin';
import type { Notifier } from '../../notifications/notifications.public';
import type { PublicBrands } from '../../profiles/profiles.public';
import type { ReviewBoosterRepository } from '../review-booster.repository';
import type { ReviewRequestMails } from '../review-request-email';
import type { AgentRunsRepository } from './agent-runs.repository';
import type { AutomationTriggersRepository } from './automation-triggers.repository';
import type { FinishedAuditRun } from './finished-audit-run';

/** A drop of this many points between two audit runs alerts the seller. */
export const AUDIT_ALERT_DROP = 10;

export interface AutomationDeps {
  runs: AgentRunsRepository;
  triggers: AutomationTriggersRepository;
  reviews: ReviewBoosterRepository;
  reviewMails: ReviewRequestMails;
  brands: PublicBrands;
  mailer: Mailer;
  publish: Realtime['publish'];
  notifier: Pick<Notifier, 'notify'>;
  env: Env;
  log: FastifyBaseLogger;
}

type Outcome = { status: 'succeeded' | 'skipped'; detail: string };

/** The rules that email the seller's clients (the audit alert mails the seller). */
const CLIENT_FACING = new Set<AiAgentKey>(['welcome', 'lead_follow_up', 'review_request']);

/**
 * The four automation rules. Each run is claimed per (rule, subject) before it acts, recorded with its
 * outcome (the page's counts and history are these records), and skipped entirely while the rule is off.
 * Rules that mail the seller's clients wait, unclaimed, until the seller has confirmed their address (as a
 * manual send requires): the next run after confirming sends them.
 */
export class Automations {
  constructor(private readonly deps: AutomationDeps) {}

  private async run(workspaceId: string, key: AiAgentKey, subjectKey: string, subject: string, act: () => Promise<Outcome>) {
    const rule = await this.deps.runs.rule(workspaceId, key);
    if (!rule.enabled) return;
    if (CLIENT_FACING.has(key) && !(await this.deps.triggers.sellerVerified(workspaceId))) return;
    const runId = await this.deps.runs.claim(workspaceId, key, subjectKey, subject);
    if (!runId) return;
    try {
      const outcome = await act();
      await this.deps.runs.finish(runId, outcome.status, outcome.detail);
    } catch (error) {
      this.deps.log.error({ err: error, rule: key, subjectKey }, 'automation run failed');
      await this.deps.runs.finish(runId, 'failed', error instanceof Error ? error.message.slice(0, 300) : 'Failed');
    }
  }

  /** Welcome: proposal accepted → a welcome email to the client. */
  async proposalAccepted(deal: { workspaceId: string; clientId: string; proposalId: string; projectId: string }) {
    await this.run(deal.workspaceId, 'welcome', `proposal:${deal.proposalId}`, 'Accepted proposal', async () => {
      const client = await this.deps.triggers.clientContact(deal.clientId);
      const seller = await this.deps.triggers.sellerContact(deal.workspaceId);
      if (!client || !seller) return { status: 'skipped', detail: 'The client or seller no longer exists' };
      const brand = await this.deps.brands.of(deal.workspaceId);
      const email = await renderNoticeEmail({
        subject: `Welcome aboard, ${client.firstName || client.name}!`,
        greeting: `Hi ${client.firstName || client.name},`,
        lines: [
          `Thank you for choosing ${brand.name}. Your project is set up and the onboarding has started.`,
          'You will hear from us in your project thread with each step.',
        ],
        action: { label: 'Open your dashboard', url: `${appUrl(this.deps.env)}/dashboard` },
        appUrl: appUrl(this.deps.env),
        brand: sellerEmailBrand(brand, appUrl(this.deps.env)),
      });
      await this.deps.mailer.send({ to: client.email, ...email, fromName: brand.name, replyTo: seller.email });
      return { status: 'succeeded', detail: `Welcome email sent to ${client.email}` };
    });
  }

  /** Audit alert: a run scored ≥ 10 points below the one before → the seller is told live and by email. */
  async auditRan(run: FinishedAuditRun) {
    if (run.previous === null || run.previous - run.score < AUDIT_ALERT_DROP) return;
    const previous = run.previous;
    await this.run(run.vendorId, 'audit_alert', `audit-run:${run.runId}`, `${run.clientName} audit`, async () => {
      const message = `${run.clientName}'s audit score dropped from ${previous} to ${run.score}`;
      await this.deps.publish(`workspace:${run.vendorId}`, { type: AUDIT_ALERT_EVENT, message, clientName: run.clientName });
      // The bell, and an email unless the seller turned it off (notifications preferences).
      await this.deps.notifier.notify({
        userId: run.vendorId,
        kind: 'audit_score_dropped',
        title: message,
        body: `${message} (${run.websiteUrl}). The audit shows which checks got worse.`,
        link: '/hub/audits',
        subject: { type: 'audit-run', id: run.runId },
      });
      return { status: 'succeeded', detail: message };
    });
  }

  /** Lead follow-up (scheduled): viewed, not accepted after N days → one reminder per sent version. */
  async followUpLeads(): Promise<number> {
    const leads = await this.deps.triggers.staleLeads(LEAD_FOLLOW_UP_DEFAULT_DAYS);
    for (const lead of leads) {
      await this.run(lead.workspaceId, 'lead_follow_up', `proposal:${lead.proposalId}:v${lead.version}`, lead.title, async () => {
        const [brand, seller] = await Promise.all([
          this.deps.brands.of(lead.workspaceId),
          this.deps.triggers.sellerContact(lead.workspaceId),
        ]);
        const email = await renderNoticeEmail({
          subject: `A reminder about your proposal: ${lead.title}`,
          greeting: `Hi ${lead.clientName},`,
          lines: [
            `Just checking in on “${lead.title}”. Any questions? Reply to this email, or accept it online when you are ready.`,
          ],
          action: { label: 'View Proposal', url: publicProposalUrl(this.deps.env, lead.token) },
          appUrl: appUrl(this.deps.env),
          brand: sellerEmailBrand(brand, appUrl(this.deps.env)),
        });
        // "Reply to this email" reaches the seller.
        await this.deps.mailer.send({ to: lead.clientEmail, ...email, fromName: brand.name, replyTo: seller?.email ?? null });
        return { status: 'succeeded', detail: `Reminder sent to ${lead.clientEmail}` };
      });
    }
    return leads.length;
  }

  /** Review request (scheduled): a project completed → a review request through the Review Booster. */
  async requestReviews(): Promise<number> {
    const projects = await this.deps.triggers.completedProjects();
    for (const project of projects) {
      await this.run(project.workspaceId, 'review_request', `project:${project.projectId}`, project.title, async () => {
        if (!project.platformId || !project.reviewUrl || !project.platformName)
          return { status: 'skipped', detail: `${project.clientName} has no active review platform in the Review Booster` };
        if (!(await this.deps.reviewMails.mayMail(project.workspaceId, project.clientEmail)))
          return {
            status: 'skipped',
            detail: `Not sent: ${project.clientEmail} unsubscribed from your emails (campaigns and review requests). Ask them in person or in your project thread.`,
          };
        const seller = await this.deps.triggers.sellerContact(project.workspaceId);
        const mail = await this.deps.reviewMails.compose({
          workspaceId: project.workspaceId,
          sellerEmail: seller?.email ?? '',
          business: project.clientName,
          platform: project.platformName,
          reviewUrl: project.reviewUrl,
          customerName: project.clientName,
          customerEmail: project.clientEmail,
          message: `“${project.title}” is complete. Would you share how it went?`,
        });
        const sent = await this.deps.mailer.send(mail);
        await this.deps.reviews.insertRequest(project.workspaceId, {
          platformId: project.platformId,
          customerName: project.clientName,
          customerEmail: project.clientEmail,
          emailId: sent.id,
        });
        return { status: 'succeeded', detail: `Review request sent to ${project.clientEmail} on ${project.platformName}` };
      });
    }
    return projects.length;
  }
}
