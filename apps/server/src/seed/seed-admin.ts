import { and, desc, eq, ne } from 'drizzle-orm';
import { adminAuditLog, contentReports, conversationMessages, conversationParticipants, services } from '../db/schema/index';
import type { SeedContext } from './seed-context';

/** Demo moderation: a few open reports for the admin's queue and a short history (issue #17). */
export async function seedAdmin({ db, accounts }: SeedContext): Promise<void> {
  const { admin, client, vendor, agency, freelancer } = accounts;
  if (!admin || !client || !vendor) return;
  const vendorServices = await db
    .select({ id: services.id, title: services.title, userId: services.workspaceId })
    .from(services)
    .where(eq(services.workspaceId, vendor))
    .orderBy(desc(services.createdAt))
    .limit(2);
  const [message] = await db
    .select({ id: conversationMessages.id, content: conversationMessages.content, senderId: conversationMessages.senderId })
    .from(conversationMessages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, conversationMessages.conversationId),
        eq(conversationParticipants.userId, client),
      ),
    )
    .where(ne(conversationMessages.senderId, client))
    .limit(1);

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const reports: (typeof contentReports.$inferInsert)[] = [];
  const [first, second] = vendorServices;
  if (first)
    reports.push({
      reporterId: client,
      targetType: 'service',
      targetId: first.id,
      targetOwnerId: first.userId,
      targetSummary: first.title,
      reason: 'The price on the page does not match what the seller quoted me.',
      createdAt: minutesAgo(90),
    });
  if (second && agency)
    reports.push({
      reporterId: agency,
      targetType: 'service',
      targetId: second.id,
      targetOwnerId: second.userId,
      targetSummary: second.title,
      reason: 'Looks copied from our own listing.',
      createdAt: minutesAgo(30),
    });
  if (message)
    reports.push({
      reporterId: client,
      targetType: 'message',
      targetId: message.id,
      targetOwnerId: message.senderId,
      targetSummary: message.content.slice(0, 300),
      reason: 'Sent me this before I asked for anything.',
      createdAt: minutesAgo(10),
    });
  if (first && freelancer)
    reports.push({
      reporterId: freelancer,
      targetType: 'service',
      targetId: first.id,
      targetOwnerId: first.userId,
      targetSummary: first.title,
      reason: 'I do not like the colours.',
      status: 'dismissed',
      resolution: 'dismiss: Taste is not a policy violation.',
      resolvedBy: admin,
      resolvedAt: minutesAgo(60 * 24),
      createdAt: minutesAgo(60 * 26),
    });
  if (reports.length > 0) await db.insert(contentReports).values(reports);

  const history: (typeof adminAuditLog.$inferInsert)[] = [];
  if (first && freelancer)
    history.push({
      actorId: admin,
      actorName: 'Adam Admin',
      action: 'report.dismiss',
      targetType: 'service',
      targetId: first.id,
      targetUserId: vendor,
      reason: 'Taste is not a policy violation.',
      ip: '127.0.0.1',
      createdAt: minutesAgo(60 * 24),
    });
  if (freelancer)
    history.push({
      actorId: admin,
      actorName: 'Adam Admin',
      action: 'user.revoke_sessions',
      targetType: 'user',
      targetId: freelancer,
      targetUserId: freelancer,
      reason: 'Reported a lost laptop; signed out everywhere at their request.',
      ip: '127.0.0.1',
      createdAt: minutesAgo(60 * 20),
    });
  if (history.length > 0) await db.insert(adminAuditLog).values(history);
}
