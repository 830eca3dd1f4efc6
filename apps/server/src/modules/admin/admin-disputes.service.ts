import type {
  DisputeMessage,
  DisputeMessageInput,
  DisputePage,
  DisputeThread,
  OrderDispute,
  ResolveDisputeInput,
} from '@proclub/contracts/orders';
import type { DisputeEvidenceUpload, OrderDisputesService } from '../orders/orders.public';
import type { Actor } from './admin.service';
import type { AuditLogRepository } from './audit-log.repository';

/**
 * The console's dispute queue (ADR 028). The money rules live with orders (OrderDisputesService); this side adds
 * what every admin action has: the admin check is the route's, and each decision is written to the audit log.
 */
export class AdminDisputes {
  constructor(
    private readonly disputes: OrderDisputesService,
    private readonly audit: AuditLogRepository,
  ) {}

  page(status: 'open' | 'resolved', cursor: string | undefined, limit: number): Promise<DisputePage> {
    return this.disputes.page(status, cursor, limit);
  }

  thread(id: string): Promise<DisputeThread> {
    return this.disputes.threadForAdmin(id);
  }

  file(id: string, fileId: string) {
    return this.disputes.fileForAdmin(id, fileId);
  }

  /** The admin's message in the dispute's conversation (a question to either side before deciding), with evidence. */
  post(actor: Actor, id: string, input: DisputeMessageInput, files: DisputeEvidenceUpload[] = []): Promise<DisputeMessage> {
    return this.disputes.postAsAdmin(actor.user.id, id, input, files);
  }

  async resolve(actor: Actor, id: string, input: ResolveDisputeInput): Promise<OrderDispute> {
    const { dispute, buyerId } = await this.disputes.resolve(actor.user.id, id, input);
    await this.audit.append({
      actorId: actor.user.id,
      actorName: actor.user.name,
      action: `dispute.${input.outcome}`,
      targetType: 'order',
      targetId: dispute.orderId,
      targetUserId: buyerId,
      reason: input.note,
      ip: actor.ip,
      details: { disputeId: dispute.id, refundCents: dispute.refundCents },
    });
    return dispute;
  }
}
