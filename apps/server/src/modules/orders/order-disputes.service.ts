import { randomUUID } from 'node:crypto';
import type {
  DisputeAuthor,
  DisputeInput,
  DisputeMessage,
  DisputeMessageInput,
  DisputePage,
  DisputeThread,
  OrderDispute,
  ResolveDisputeInput,
} from '@proclub/contracts/orders';
import type { DisputeEvidenceFile } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { newFileStem } from '../../lib/images';
import { formatUsd } from '../../lib/money';
import { decodeNewestCursor, newestPageOf } from '../../lib/newest-cursor';
import type { FileStorage } from '../../plugins/storage';
import type { CheckedFile } from './order-delivery-files';
import { type AdminDisputeRow, type OrderDisputesRepository, toDispute } from './order-disputes.repository';
import { announceOrderEvent, type OrderEventOutlets } from './order-events';
import { type OrderParty, requireSide } from './order-party';
import { OrderPaymentsRepository } from './order-payments.repository';
import { OrdersRepository } from './orders.repository';
import { type ProviderRefund, requireOrderAction } from './orders.service';

const CURSOR_TAG = (status: string) => `disputes:${status}`;
/** Evidence files live under this prefix, which /uploads never serves: only the dispute download routes. */
export const PRIVATE_EVIDENCE_PREFIX = 'private/dispute-evidence';

/** The dispute as its parties see it, with the order and both parties' names for the admin's queue. */
function toAdminDispute(row: AdminDisputeRow) {
  const { key: _key, buyerId, buyerName, buyerEmail, sellerId, sellerName, sellerEmail, ...dispute } = row;
  return {
    ...toDispute(dispute),
    serviceTitle: dispute.serviceTitle,
    orderStatus: dispute.orderStatus,
    amountCents: dispute.amountCents ?? 0,
    feeCents: dispute.feeCents ?? 0,
    buyer: { id: buyerId, name: buyerName, email: buyerEmail },
    seller: { id: sellerId, name: sellerName, email: sellerEmail },
  };
}

/**
 * Disputes (issue 15, ADR 028). A party contests an accepted, paid order: it becomes disputed and its money stays
 * held (the auto-release job only takes delivered orders). An admin resolves it: the dispute closes, the order ends
 * (cancelled after a full refund, else completed) and the ledger settles once with the chosen refund, all in one
 * transaction; both sides are told through announceOrderEvent, and a card refund goes to the provider afterwards.
 */
export class OrderDisputesService {
  constructor(
    private readonly disputes: OrderDisputesRepository,
    private readonly orders: OrdersRepository,
    private readonly outlets: OrderEventOutlets,
    private readonly refundAtProvider: ProviderRefund,
    /** Stripe Connect: transfers the seller's released share (ADR 031). */
    private readonly payoutSeller: (orderId: string) => Promise<void> = async () => {},
    /** Where evidence files are kept (private: only the download routes below serve them). */
    private readonly storage?: FileStorage,
  ) {}

  private async participantOrder(party: OrderParty, orderId: string) {
    const row = isUuid(orderId) ? await this.orders.findForParticipant(orderId, party) : null;
    if (!row) throw notFound('Order');
    return { ...row, actor: requireSide(row, party) };
  }

  async open(party: OrderParty, orderId: string, input: DisputeInput): Promise<OrderDispute> {
    const row = await this.participantOrder(party, orderId);
    const { actor } = row;
    if (row.status === 'disputed') throw new AppError('already_disputed', 409, 'This order is already disputed');
    requireOrderAction(row, 'open_dispute', actor);

    const outcome = await this.disputes.transaction(async (disputes, tx) => {
      const opened = await disputes.open({
        orderId: row.id,
        from: row.status,
        openedBy: actor,
        openedById: party.userId,
        reason: input.reason,
      });
      if (!opened) return null;
      const order = await new OrdersRepository(tx).findById(row.id);
      const dispute = await disputes.latestForOrder(row.id);
      if (!order || !dispute) throw new Error('the disputed order is missing');
      const announce = await announceOrderEvent(tx, { kind: 'disputed', order, actor, moneyMoved: false, dispute }, this.outlets);
      return { announce, dispute };
    });
    if (!outcome) throw new AppError('invalid_transition', 409, 'This order changed meanwhile: reload it and try again');
    await outcome.announce();
    return outcome.dispute;
  }

  async forOrder(party: OrderParty, orderId: string): Promise<{ dispute: OrderDispute | null }> {
    const row = await this.participantOrder(party, orderId);
    return { dispute: await this.disputes.latestForOrder(row.id) };
  }

  /** The order's latest dispute and its thread (buyer and seller only). */
  async thread(party: OrderParty, orderId: string): Promise<DisputeThread> {
    const row = await this.participantOrder(party, orderId);
    const dispute = await this.disputes.latestForOrder(row.id);
    if (!dispute) throw notFound('Dispute');
    return { dispute, messages: await this.disputes.messages(dispute.id) };
  }

  /** A party writes in the order's open dispute; the other party and (once involved) the admin are notified. */
  async post(party: OrderParty, orderId: string, input: DisputeMessageInput, files: CheckedFile[] = []): Promise<DisputeMessage> {
    const row = await this.participantOrder(party, orderId);
    const dispute = await this.disputes.latestForOrder(row.id);
    if (!dispute) throw notFound('Dispute');
    return this.write(
      dispute,
      row.serviceTitle,
      { buyerId: row.buyerId, sellerId: row.sellerId },
      party.userId,
      row.actor,
      input,
      files,
    );
  }

  /** The admin's view of a dispute's thread. */
  async threadForAdmin(disputeId: string): Promise<DisputeThread> {
    const found = isUuid(disputeId) ? await this.disputes.findForAdmin(disputeId) : null;
    if (!found) throw notFound('Dispute');
    const dispute = await this.disputes.latestForOrder(found.orderId);
    if (!dispute || dispute.id !== found.id) throw notFound('Dispute');
    return { dispute, messages: await this.disputes.messages(found.id) };
  }

  /**
   * The admin writes in a dispute (a question to either side, before deciding), with evidence files checked like
   * the parties' (ADR 044); both parties are notified.
   */
  async postAsAdmin(
    adminId: string,
    disputeId: string,
    input: DisputeMessageInput,
    files: CheckedFile[] = [],
  ): Promise<DisputeMessage> {
    const found = isUuid(disputeId) ? await this.disputes.findForAdmin(disputeId) : null;
    if (!found) throw notFound('Dispute');
    const dispute = await this.disputes.latestForOrder(found.orderId);
    if (!dispute || dispute.id !== found.id) throw notFound('Dispute');
    return this.write(
      dispute,
      found.serviceTitle,
      { buyerId: found.buyerId, sellerId: found.sellerId },
      adminId,
      'admin',
      input,
      files,
    );
  }

  private async write(
    dispute: OrderDispute,
    serviceTitle: string,
    parties: { buyerId: string | null; sellerId: string | null },
    authorId: string,
    author: DisputeAuthor,
    input: DisputeMessageInput,
    files: CheckedFile[] = [],
  ): Promise<DisputeMessage> {
    if (dispute.status !== 'open')
      throw new AppError('dispute_resolved', 409, 'This dispute is resolved: its conversation is closed');
    const stored: DisputeEvidenceFile[] = [];
    if (files.length > 0 && !this.storage) throw new Error('dispute evidence needs file storage');
    for (const file of files) {
      const storageKey = `${PRIVATE_EVIDENCE_PREFIX}/${dispute.id}/${newFileStem()}.bin`;
      await this.storage?.put(storageKey, file.body, file.contentType);
      stored.push({ id: randomUUID(), storageKey, name: file.name, contentType: file.contentType, size: file.body.length });
    }
    const discard = () => Promise.allSettled(stored.map((file) => this.storage?.delete(file.storageKey)));
    const outcome = await this.disputes
      .transaction(async (disputes, tx) => {
        const message = await disputes.addMessage({
          disputeId: dispute.id,
          authorId,
          author,
          message: input.message,
          files: stored,
        });
        if (!message) return null;
        // Everyone else in the conversation hears about it (never the author): the parties, and an admin once one wrote.
        const admins = author === 'admin' ? [] : await disputes.adminAuthors(dispute.id);
        const recipients = [parties.buyerId, ...admins].filter((id): id is string => id !== null && id !== authorId);
        const notices: (() => Promise<void>)[] = [];
        // The seller side is a workspace (ADR 045): its people who handle orders hear it, unless it wrote.
        if (parties.sellerId && author !== 'seller')
          notices.push(
            await this.outlets.notifier.notifyWorkspace(
              parties.sellerId,
              'listings',
              {
                kind: 'dispute_message',
                title: `New message in the dispute: ${serviceTitle}`,
                link: '/dashboard?tab=orders',
                subject: { type: 'order', id: dispute.orderId },
              },
              { tx },
            ),
          );
        for (const userId of new Set(recipients)) {
          notices.push(
            await this.outlets.notifier.notify(
              {
                userId,
                kind: 'dispute_message',
                title: `New message in the dispute: ${serviceTitle}`,
                link: userId === parties.buyerId || userId === parties.sellerId ? '/dashboard?tab=orders' : '/admin?tab=disputes',
                subject: { type: 'order', id: dispute.orderId },
              },
              { tx },
            ),
          );
        }
        return { message, notices };
      })
      .catch(async (error: unknown) => {
        await discard();
        throw error;
      });
    if (!outcome) {
      // Nothing was written: the evidence stored for it goes too.
      await discard();
      throw new AppError('dispute_resolved', 409, 'This dispute is resolved: its conversation is closed');
    }
    for (const notice of outcome.notices) await notice();
    return outcome.message;
  }

  /** An evidence file of the order's latest dispute, for one of the two parties; anyone else gets 404. */
  async file(party: OrderParty, orderId: string, fileId: string): Promise<{ file: DisputeEvidenceFile; body: Buffer }> {
    const row = await this.participantOrder(party, orderId);
    const dispute = await this.disputes.latestForOrder(row.id);
    return this.evidence(dispute?.id ?? null, fileId);
  }

  /** An evidence file of a dispute, for the admin. */
  async fileForAdmin(disputeId: string, fileId: string): Promise<{ file: DisputeEvidenceFile; body: Buffer }> {
    return this.evidence(isUuid(disputeId) ? disputeId : null, fileId);
  }

  private async evidence(disputeId: string | null, fileId: string) {
    const file = disputeId && isUuid(fileId) ? await this.disputes.findFile(disputeId, fileId) : null;
    const body = file ? await this.storage?.get(file.storageKey) : null;
    if (!file || !body) throw notFound('File');
    return { file, body };
  }

  async page(status: 'open' | 'resolved', cursor: string | undefined, limit: number): Promise<DisputePage> {
    const after = decodeNewestCursor(CURSOR_TAG(status), cursor);
    return newestPageOf(CURSOR_TAG(status), await this.disputes.page(status, limit, after), limit, toAdminDispute);
  }

  /** An admin's decision. Returns the closed dispute with its order's parties (for the audit log). */
  async resolve(adminId: string, disputeId: string, input: ResolveDisputeInput) {
    const found = isUuid(disputeId) ? await this.disputes.findForAdmin(disputeId) : null;
    if (!found) throw notFound('Dispute');
    if (found.status !== 'open') throw new AppError('dispute_resolved', 409, 'This dispute is already resolved');
    const order = await this.orders.findById(found.orderId);
    if (!order) throw notFound('Dispute');
    requireOrderAction(order, 'resolve_dispute', 'admin');
    const amount = found.amountCents ?? 0;
    let refundCents = 0;
    if (input.outcome === 'refund') refundCents = amount;
    if (input.outcome === 'partial') {
      refundCents = Math.round((input.refundAmount ?? 0) * 100);
      if (refundCents <= 0 || refundCents >= amount)
        throw badRequest(
          'refundAmount',
          `The partial refund must be more than $0 and less than ${formatUsd(amount / 100)} (or choose a full refund)`,
        );
    }

    const outcome = await this.disputes.transaction(async (disputes, tx) => {
      const closed = await disputes.close(found.id, {
        outcome: input.outcome,
        refundCents,
        note: input.note,
        resolvedById: adminId,
      });
      if (!closed) return null;
      const orders = new OrdersRepository(tx);
      const end = refundCents === amount ? 'cancelled' : 'completed';
      if (!(await orders.transition(found.orderId, 'disputed', end)))
        throw new AppError('dispute_resolved', 409, 'The disputed order changed meanwhile');
      const settled = await new OrderPaymentsRepository(tx).settle(found.orderId, refundCents);
      if (!settled) throw new AppError('not_paid', 409, 'The money of this order is no longer held');
      const order = await orders.findById(found.orderId);
      const dispute = await disputes.latestForOrder(found.orderId);
      if (!order || !dispute) throw new Error('the disputed order is missing');
      const announce = await announceOrderEvent(
        tx,
        { kind: 'resolved', order, actor: 'system', moneyMoved: true, dispute },
        this.outlets,
      );
      return { announce, settled, dispute };
    });
    if (!outcome) throw new AppError('dispute_resolved', 409, 'This dispute is already resolved');
    await outcome.announce();
    const { settled } = outcome;
    if (settled.refundCents > 0 && settled.paymentIntentId)
      await this.refundAtProvider(found.orderId, settled.paymentIntentId, settled.refundCents);
    if (settled.status !== 'refunded') await this.payoutSeller(found.orderId);
    return { dispute: outcome.dispute, buyerId: found.buyerId, sellerId: found.sellerId };
  }
}
