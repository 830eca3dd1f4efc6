import type {
  AdminUserDetail,
  AuditPage,
  BanInput,
  Metrics,
  ReportInput,
  ReportPage,
  ResolveReportInput,
  UserPage,
  UsersQuery,
} from '@proclub/contracts/admin';
import { ACTION_FOR_TARGET } from '@proclub/contracts/admin';
import type { SETUP_ROLES } from '@proclub/contracts/profiles';

type SetupRole = (typeof SETUP_ROLES)[number];

import { AppError, badRequest, notFound, rateLimited } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { AuthUser } from '../../plugins/auth';
import type { MailMessage } from '../../plugins/mailer/mailer.plugin';
import type { RateLimiter, RateLimitRule } from '../auth/auth.public';
import type { WorkspaceDirectory } from '../workspaces/workspaces.public';
import { moderationNotice } from './admin-mails';
import type { AuditLogRepository } from './audit-log.repository';
import type { MetricsRepository } from './metrics.repository';
import type { ModerationWrites } from './moderation';
import type { ReportsRepository } from './reports.repository';
import type { AdminUsersRepository } from './users.repository';

/** The plugin calls the console makes (better-auth's admin plugin, run with the acting admin's session). */
export interface AuthAdminApi {
  ban(userId: string, reason: string, expiresInSeconds: number | undefined): Promise<void>;
  unban(userId: string): Promise<void>;
  revokeSessions(userId: string): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
}

/** Who is acting and from where (every audit row records both). */
export interface Actor {
  user: AuthUser;
  ip: string;
  /** The admin plugin, called with this admin's own session (the plugin checks the role again). */
  api: AuthAdminApi;
}

const CREATED_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function keyAfter(kind: string, cursor: string | undefined): { key: string; id: string } | null {
  const values = decodeCursor(kind, cursor, 2);
  if (!values) return null;
  const [key, id] = values;
  if (typeof key !== 'string' || !CREATED_KEY.test(key) || typeof id !== 'string') decodeCursor(kind, 'invalid', 2);
  return { key: String(key), id: String(id) };
}

/** Reports one person may file in an hour, and reports of one item by one person in a day. */
const REPORTS_PER_REPORTER: RateLimitRule = { limit: 20, windowMs: 60 * 60 * 1000 };
const REPORTS_PER_TARGET: RateLimitRule = { limit: 3, windowMs: 24 * 60 * 60 * 1000 };

/** What the reporter reads happened to the content, per action (issue #37). */
const ACTION_OUTCOME: Record<Exclude<ResolveReportInput['action'], 'dismiss'>, string> = {
  hide_service: 'hidden from the marketplace',
  restore_service: 'reviewed and listed again',
  remove_review: 'removed',
  delete_message: 'deleted',
};

export class AdminService {
  constructor(
    private readonly deps: {
      users: AdminUsersRepository;
      reports: ReportsRepository;
      moderation: ModerationWrites;
      audit: AuditLogRepository;
      metrics: MetricsRepository;
      mail: (message: MailMessage) => Promise<unknown>;
      /** Budgets for the Report action (per reporter, and per reporter and target). */
      limiter: RateLimiter;
      /** The app's address, for the appeal link in the suspension notice. */
      appUrl: string;
      /** A workspace's name and owner (the person a listing's moderation notice goes to). */
      workspaces: WorkspaceDirectory;
      /** Closes the user's live connections on every instance at once (realtime.endUser). */
      endLive: (userId: string, why: 'suspended' | 'signed_out', reason?: string) => Promise<void>;
    },
  ) {}

  // ---------- users ----------

  async listUsers(query: UsersQuery): Promise<UserPage> {
    const page = await this.deps.users.page(query, keyAfter('users', query.cursor));
    const last = page.rows.at(-1);
    return { items: page.rows, nextCursor: page.lastKey && last ? encodeCursor('users', [page.lastKey, last.id]) : null };
  }

  async userDetail(id: string): Promise<AdminUserDetail> {
    const found = await this.deps.users.detail(id);
    if (!found) throw notFound('User');
    return { ...found, history: await this.deps.audit.forUser(id, 50) };
  }

  /** The target of a user action: exists, is not the actor, and is not an admin (admins are made from the CLI). */
  private async actionable(actor: Actor, id: string, verb: string) {
    const target = await this.deps.users.brief(id);
    if (!target) throw notFound('User');
    if (target.id === actor.user.id) throw new AppError('forbidden', 403, `You cannot ${verb} yourself`);
    if (target.role === 'admin') throw new AppError('forbidden', 403, `You cannot ${verb} another admin`);
    return target;
  }

  private async record(
    actor: Actor,
    action: string,
    targetType: string,
    targetId: string,
    targetUserId: string | null,
    reason: string | null,
    details?: Record<string, unknown>,
    workspace?: { id: string; name: string } | null,
  ) {
    await this.deps.audit.append({
      workspaceId: workspace?.id ?? null,
      workspaceName: workspace?.name ?? null,
      actorId: actor.user.id,
      actorName: actor.user.name,
      action,
      targetType,
      targetId,
      targetUserId,
      reason,
      ip: actor.ip,
      details,
    });
  }

  async ban(actor: Actor, id: string, input: BanInput): Promise<void> {
    const target = await this.actionable(actor, id, 'ban');
    const seconds = input.expiresInDays ? input.expiresInDays * 86_400 : undefined;
    await actor.api.ban(id, input.reason, seconds);
    await this.deps.endLive(id, 'suspended', input.reason);
    await this.record(actor, 'user.ban', 'user', id, id, input.reason, { expiresInDays: input.expiresInDays ?? null });
    const until = seconds ? ` until ${new Date(Date.now() + seconds * 1000).toUTCString()}` : '';
    await this.deps.mail(
      await moderationNotice(target.email, 'Your ProClub account was suspended', [
        `Your account has been suspended${until}.`,
        `Reason: ${input.reason}`,
        'You have been signed out everywhere.',
        `If you believe this is a mistake, appeal the decision: ${this.deps.appUrl}/appeal?email=${encodeURIComponent(target.email)}`,
      ]),
    );
  }

  /** `lines`: what the person reads (an appeal's outcome says why); the plain notice otherwise. */
  async unban(actor: Actor, id: string, reason: string, lines?: string[]): Promise<void> {
    const target = await this.actionable(actor, id, 'unban');
    await actor.api.unban(id);
    await this.record(actor, 'user.unban', 'user', id, id, reason);
    await this.deps.mail(
      await moderationNotice(
        target.email,
        'Your ProClub account is active again',
        lines ?? ['Your suspension was lifted; you can sign in again.'],
      ),
    );
  }

  async revokeSessions(actor: Actor, id: string, reason: string): Promise<void> {
    const target = await this.actionable(actor, id, 'sign out');
    await actor.api.revokeSessions(id);
    await this.deps.endLive(id, 'signed_out');
    await this.record(actor, 'user.revoke_sessions', 'user', id, id, reason);
    await this.deps.mail(
      await moderationNotice(target.email, 'You were signed out of ProClub', [
        'An administrator signed your account out of every device. Sign in again to continue.',
      ]),
    );
  }

  async changeRole(actor: Actor, id: string, role: SetupRole, reason: string): Promise<void> {
    const target = await this.actionable(actor, id, 'change the role of');
    if (target.role === role) throw badRequest('role', `The user is already ${role}`);
    await this.deps.users.setRole(id, role);
    await this.record(actor, 'user.change_role', 'user', id, id, reason, { from: target.role, to: role });
    await this.deps.mail(
      await moderationNotice(target.email, 'Your ProClub role changed', [
        `An administrator changed your role to ${role}.`,
        `Reason: ${reason}`,
      ]),
    );
  }

  async sendPasswordReset(actor: Actor, id: string, reason: string): Promise<void> {
    const target = await this.deps.users.brief(id);
    if (!target) throw notFound('User');
    await actor.api.sendPasswordReset(target.email);
    await this.record(actor, 'user.password_reset', 'user', id, id, reason);
  }

  // ---------- reports ----------

  async report(reporter: AuthUser, input: ReportInput) {
    // Reports cost an admin's time: one person may not flood the queue, nor keep re-reporting one item after a
    // dismissal. Every attempt counts, repeats of an open report included.
    const reporterWait = await this.deps.limiter.consume(`report:reporter:${reporter.id}`, REPORTS_PER_REPORTER);
    if (reporterWait !== null) throw rateLimited('Too many reports.', reporterWait, { retryAfterSeconds: reporterWait });
    const targetWait = await this.deps.limiter.consume(
      `report:target:${input.targetType}:${input.targetId}:${reporter.id}`,
      REPORTS_PER_TARGET,
    );
    if (targetWait !== null)
      throw rateLimited('You have reported this too often.', targetWait, { retryAfterSeconds: targetWait });
    const content = await this.deps.reports.visibleContent(input.targetType, input.targetId, reporter.id);
    if (!content)
      throw notFound(input.targetType === 'service' ? 'Service' : input.targetType === 'review' ? 'Review' : 'Message');
    if (content.ownerId === reporter.id) throw badRequest('targetId', 'You cannot report your own content');
    return this.deps.reports.open({
      reporterId: reporter.id,
      targetType: input.targetType,
      targetId: input.targetId,
      content,
      reason: input.reason,
    });
  }

  async reportQueue(status: 'open' | 'resolved' | 'dismissed', cursor: string | undefined, limit: number): Promise<ReportPage> {
    const after = keyAfter('reports', cursor);
    const rows = await this.deps.reports.page(status, after, limit + 1);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map((row) => row.report),
      nextCursor: rows.length > limit && last ? encodeCursor('reports', [last.key, last.report.id]) : null,
    };
  }

  /** One decision on an open report; the content's owner is told by mail, and the audit log records it. */
  async resolve(actor: Actor, reportId: string, input: ResolveReportInput): Promise<void> {
    const report = await this.deps.reports.find(reportId);
    if (!report) throw notFound('Report');
    if (report.status !== 'open') throw new AppError('report_closed', 409, 'This report was already handled');
    const action = input.action;
    if (action !== 'dismiss' && action !== 'restore_service' && ACTION_FOR_TARGET[report.targetType] !== action)
      throw badRequest('action', `action: ${action} does not apply to a reported ${report.targetType}`);
    if (action === 'restore_service' && report.targetType !== 'service')
      throw badRequest('action', 'action: restore_service applies to services only');

    // A listing belongs to a workspace (issue 31): its owner is the person told, and the log names the workspace.
    const workspace =
      report.targetType === 'service' && report.targetOwner ? await this.deps.workspaces.of(report.targetOwner.id) : null;
    const ownerId = workspace ? workspace.ownerId : (report.targetOwner?.id ?? null);
    let notice: { subject: string; lines: string[] } | null = null;
    if (action === 'hide_service') {
      const hidden = await this.deps.moderation.hideService(report.targetId, input.reason);
      if (!hidden) throw notFound('Service');
      notice = {
        subject: 'Your service was hidden by moderation',
        lines: [
          `Your service "${hidden.title}" is hidden from the marketplace.`,
          `Reason: ${input.reason}`,
          'Edit the service to appeal: the edit goes back to the moderators.',
        ],
      };
    } else if (action === 'restore_service') {
      const restored = await this.deps.moderation.restoreService(report.targetId);
      if (!restored) throw notFound('Service');
      notice = {
        subject: 'Your service is listed again',
        lines: [`Your service "${restored.title}" is visible in the marketplace again.`, `Note: ${input.reason}`],
      };
    } else if (action === 'remove_review') {
      const removed = await this.deps.moderation.deleteReview(report.targetId);
      if (!removed) throw notFound('Review');
      notice = {
        subject: 'Your review was removed',
        lines: ['A review you wrote on ProClub was removed by moderation.', `Reason: ${input.reason}`],
      };
    } else if (action === 'delete_message') {
      const removed = await this.deps.moderation.deleteMessage(report.targetId);
      if (!removed) throw notFound('Message');
      notice = {
        subject: 'Your message was deleted',
        lines: ['A message you sent on ProClub was deleted by moderation.', `Reason: ${input.reason}`],
      };
    }
    const closed = await this.deps.reports.close(
      report,
      action === 'dismiss' ? 'dismissed' : 'resolved',
      `${action}: ${input.reason}`,
      actor.user.id,
    );
    await this.record(
      actor,
      `report.${action}`,
      report.targetType,
      report.targetId,
      ownerId,
      input.reason,
      { reportId },
      workspace,
    );
    if (action === 'dismiss') {
      notice = ownerId
        ? {
            subject: 'A report about your content was dismissed',
            lines: [`A report about your ${report.targetType} was reviewed; no action was taken.`],
          }
        : null;
    }
    const email = ownerId ? (await this.deps.users.brief(ownerId))?.email : null;
    if (notice && email) await this.deps.mail(await moderationNotice(email, notice.subject, notice.lines));
    // Whoever reported it hears the outcome (issue #37): each reporter once, never the content's owner.
    const outcome =
      action === 'dismiss'
        ? 'We reviewed it and found that it does not break the ProClub rules, so no action was taken.'
        : `We reviewed it and took action: the ${report.targetType} was ${ACTION_OUTCOME[action]}.`;
    const reporters = new Set(closed.map((row) => row.reporterId).filter((id): id is string => !!id && id !== ownerId));
    for (const reporterId of reporters) {
      const to = (await this.deps.users.brief(reporterId))?.email;
      if (to)
        await this.deps.mail(
          await moderationNotice(to, 'The outcome of your report', [
            `Thank you for reporting a ${report.targetType} on ProClub.`,
            outcome,
            `Moderator's note: ${input.reason}`,
          ]),
        );
    }
  }

  // ---------- metrics and audit ----------

  metrics(days: 30 | 90): Promise<Metrics> {
    return this.deps.metrics.compute(days);
  }

  async auditPage(cursor: string | undefined, limit: number, targetId?: string): Promise<AuditPage> {
    const values = decodeCursor('audit', cursor, 1);
    const beforeId = values ? Number(values[0]) : null;
    if (beforeId !== null && !Number.isSafeInteger(beforeId)) decodeCursor('audit', 'invalid', 1);
    const rows = await this.deps.audit.page({ beforeId, limit: limit + 1, targetId });
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return { items, nextCursor: rows.length > limit && last ? encodeCursor('audit', [Number(last.id)]) : null };
  }

  /** Every audit row, oldest last, in pages (the CSV export streams them). */
  async *auditAll(): AsyncGenerator<AuditPage['items']> {
    let beforeId: number | null = null;
    for (;;) {
      const rows = await this.deps.audit.page({ beforeId, limit: 1000 });
      if (rows.length === 0) return;
      yield rows;
      beforeId = Number(rows.at(-1)?.id);
      if (rows.length < 1000) return;
    }
  }
}
