import type { AdminAppeal, AppealInput, AppealStatus } from '@proclub/contracts/admin';
import { AppError, notFound, rateLimited } from '../../lib/app-error';
import type { MailMessage } from '../../plugins/mailer/mailer.plugin';
import type { RateLimiter, RateLimitRule } from '../auth/auth.public';
import type { Actor, AdminService } from './admin.service';
import { moderationNotice } from './admin-mails';
import type { AppealsRepository } from './appeals.repository';
import type { AuditLogRepository } from './audit-log.repository';

/** Appeals from one network in an hour, and about one address in a day (a public form: both are bounded). */
const APPEALS_PER_IP: RateLimitRule = { limit: 5, windowMs: 60 * 60 * 1000 };
const APPEALS_PER_EMAIL: RateLimitRule = { limit: 3, windowMs: 24 * 60 * 60 * 1000 };

/**
 * Ban appeals (issue #37). A suspended person cannot sign in, so the appeal is a public form: it answers the same
 * whatever the address, and the address-dependent work (is it suspended? file it, mail a receipt) runs after the
 * answer, so neither the words nor the timing tell whether an account is suspended.
 */
export class AppealsService {
  constructor(
    private readonly deps: {
      appeals: AppealsRepository;
      admin: AdminService;
      audit: AuditLogRepository;
      limiter: RateLimiter;
      mail: (message: MailMessage) => Promise<unknown>;
      /** Runs work after the answer (app.auth.background). */
      later: (label: string, work: () => Promise<unknown>) => void;
      users: { brief(id: string): Promise<{ email: string } | null> };
    },
  ) {}

  async file(input: AppealInput, ip: string): Promise<void> {
    const email = input.email.toLowerCase();
    for (const [key, rule] of [
      [`appeal:ip:${ip}`, APPEALS_PER_IP],
      [`appeal:email:${email}`, APPEALS_PER_EMAIL],
    ] as const) {
      const wait = await this.deps.limiter.consume(key, rule);
      if (wait !== null) throw rateLimited('Too many appeals.', wait, { retryAfterSeconds: wait });
    }
    this.deps.later('ban appeal', async () => {
      const suspended = await this.deps.appeals.suspendedByEmail(email);
      if (!suspended) return;
      if (!(await this.deps.appeals.open(suspended.id, input.message, suspended.banReason))) return;
      await this.deps.mail(
        await moderationNotice(email, 'We received your appeal', [
          'Your appeal of the suspension of your ProClub account reached our moderators.',
          'A moderator will review it and email you the outcome.',
        ]),
      );
    });
  }

  list(status: AppealStatus): Promise<AdminAppeal[]> {
    return this.deps.appeals.list(status);
  }

  private async openAppeal(id: string) {
    const appeal = await this.deps.appeals.find(id);
    if (!appeal) throw notFound('Appeal');
    if (appeal.status !== 'open') throw new AppError('conflict', 409, 'This appeal was already decided');
    return appeal;
  }

  /** Lifts the ban: the account works again, and the person is told the appeal was accepted and why. */
  async lift(actor: Actor, id: string, reason: string): Promise<void> {
    const appeal = await this.openAppeal(id);
    if (!(await this.deps.appeals.decide(id, 'lifted', reason, actor.user.id)))
      throw new AppError('conflict', 409, 'This appeal was already decided');
    await this.deps.admin.unban(actor, appeal.userId, `Appeal accepted: ${reason}`, [
      'Your appeal was accepted and your suspension was lifted; you can sign in again.',
      `Moderator's note: ${reason}`,
    ]);
  }

  /** Rejects the appeal with a reason: the ban stays, and the person is told why. */
  async reject(actor: Actor, id: string, reason: string): Promise<void> {
    const appeal = await this.openAppeal(id);
    if (!(await this.deps.appeals.decide(id, 'rejected', reason, actor.user.id)))
      throw new AppError('conflict', 409, 'This appeal was already decided');
    await this.deps.audit.append({
      actorId: actor.user.id,
      actorName: actor.user.name,
      action: 'appeal.reject',
      targetType: 'user',
      targetId: appeal.userId,
      targetUserId: appeal.userId,
      reason,
      ip: actor.ip,
      details: { appealId: id },
    });
    const target = await this.deps.users.brief(appeal.userId);
    if (target)
      await this.deps.mail(
        await moderationNotice(target.email, 'Your appeal was reviewed', [
          'A moderator reviewed your appeal; the suspension of your ProClub account stays in place.',
          `Reason: ${reason}`,
        ]),
      );
  }
}
