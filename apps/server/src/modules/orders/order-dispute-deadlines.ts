import { DISPUTE_RESPONSE_DAYS } from '@proclub/contracts/orders';
import type { NotifyInput } from '../notifications/notifications.public';
import type { DueDispute, OrderDisputesRepository } from './order-disputes.repository';
import type { OrderEventOutlets } from './order-events';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Disputes handled per step and run; the next run (minutes later) takes the rest. */
const BATCH = 100;
const PARTIES_LINK = '/dashboard?tab=orders';

const answeringSide = (dispute: DueDispute) => (dispute.openedBy === 'buyer' ? 'seller' : 'buyer');
const userOf = (dispute: DueDispute, side: 'buyer' | 'seller') => (side === 'buyer' ? dispute.buyerId : dispute.sellerId);
const deadline = (dispute: DueDispute) =>
  `${new Date(dispute.createdAt.getTime() + DISPUTE_RESPONSE_DAYS * DAY_MS).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  })} UTC`;

/**
 * The dispute response deadline, enforced (ADR 044, amending ADR 028). The side that did not open a dispute has
 * DISPUTE_RESPONSE_DAYS to answer in its thread:
 * - a day before the deadline, if they have not written, they are reminded (once);
 * - at the deadline, if they still have not written, the dispute is marked escalated (shown overdue in the
 *   admins' queue and to both parties); both parties and the admins are told.
 * Run by the orders.dispute-deadlines job; safe to run twice or on two instances at once (each step is taken by
 * one conditional update, and only the run that took it notifies).
 */
export async function enforceDisputeDeadlines(
  disputes: OrderDisputesRepository,
  notifier: OrderEventOutlets['notifier'],
  now: Date = new Date(),
): Promise<{ reminded: number; escalated: number }> {
  const notices: NotifyInput[] = [];
  let reminded = 0;
  const remindBefore = new Date(now.getTime() - (DISPUTE_RESPONSE_DAYS - 1) * DAY_MS);
  for (const dispute of await disputes.dueForDeadline('remind', remindBefore, BATCH)) {
    if (!(await disputes.markDeadlineStep(dispute.id, 'remind', now))) continue;
    reminded += 1;
    const userId = userOf(dispute, answeringSide(dispute));
    if (userId)
      notices.push({
        userId,
        kind: 'dispute_deadline',
        title: `Answer the dispute by ${deadline(dispute)}: ${dispute.serviceTitle}`,
        body: `The ${dispute.openedBy} disputed "${dispute.serviceTitle}" and is waiting for your answer. If you do not write in the dispute by ${deadline(dispute)}, it goes to ProClub's team to decide without it.`,
        link: PARTIES_LINK,
        subject: { type: 'order', id: dispute.orderId },
      });
  }
  let escalated = 0;
  const escalateBefore = new Date(now.getTime() - DISPUTE_RESPONSE_DAYS * DAY_MS);
  let admins: string[] | null = null;
  for (const dispute of await disputes.dueForDeadline('escalate', escalateBefore, BATCH)) {
    if (!(await disputes.markDeadlineStep(dispute.id, 'escalate', now))) continue;
    escalated += 1;
    const silent = answeringSide(dispute);
    // The admins decide it: each is told once, pointing at the queue where it is marked overdue.
    admins ??= await disputes.adminIds();
    for (const userId of admins)
      notices.push({
        userId,
        kind: 'dispute_deadline',
        title: `Dispute overdue: ${dispute.serviceTitle}`,
        body: `The ${silent} did not answer by ${deadline(dispute)}. The dispute waits for your decision.`,
        link: '/admin?tab=disputes',
        subject: { type: 'dispute', id: dispute.id },
      });
    for (const side of ['buyer', 'seller'] as const) {
      const userId = userOf(dispute, side);
      if (!userId) continue;
      notices.push({
        userId,
        kind: 'dispute_deadline',
        title: `Dispute escalated to ProClub's team: ${dispute.serviceTitle}`,
        body:
          side === silent
            ? `You did not answer the dispute on "${dispute.serviceTitle}" by ${deadline(dispute)}. ProClub's team will now decide it; you can still write in the dispute.`
            : `The ${silent} did not answer your dispute on "${dispute.serviceTitle}" by ${deadline(dispute)}. ProClub's team will now decide it.`,
        link: PARTIES_LINK,
        subject: { type: 'order', id: dispute.orderId },
      });
    }
  }
  for (const notice of notices) await notifier.notify(notice);
  return { reminded, escalated };
}
