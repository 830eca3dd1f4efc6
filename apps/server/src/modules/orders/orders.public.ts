// What other modules may use from orders: cancelling a leaving account's open orders (modules/accounts); the
// sales analytics and view counter the demo seed fills its past with.
import type { Db } from '../../db/client';
import { OrdersRepository } from './orders.repository';
import { SellerPayoutsRepository } from './seller-payouts.repository';

export type { CheckedFile as DisputeEvidenceUpload } from './order-delivery-files';
// The admin console resolves disputes through this (ADR 028).
export { createOrderDisputes } from './order-disputes.factory';
export { readDisputeMessage, sendEvidence as sendDisputeEvidence } from './order-disputes.routes';
export type { OrderDisputesService } from './order-disputes.service';
export { ordersPersonalData } from './orders.personal-data.repository';
export { SalesAnalyticsRepository } from './sales-analytics.repository';
export { ServiceViewCounter } from './service-view-counter';

/** Before an account is deleted: its open orders end as OrdersRepository.cancelOpenOrdersOf says (ADR 037). */
export function cancelOpenOrdersOf(db: Db, userId: string) {
  return new OrdersRepository(db).cancelOpenOrdersOf(userId);
}
// The client portal shares project files under the delivery file rules (issue 33): the same form reader and checks.
export { attachment as fileAttachment, readDeliveryForm } from './order-deliveries.routes';
export { ordersTimelineSource } from './orders-timeline.repository';

/**
 * The workspace's Stripe Connect account when it can be paid (payouts enabled), else null: agency billing (issue 34)
 * charges its clients' cards to it as destination charges (handed to invoices by app.ts).
 */
export async function connectedPayoutAccount(db: Db, workspaceId: string): Promise<string | null> {
  const account = await new SellerPayoutsRepository(db).account(workspaceId);
  return account?.payoutsEnabled ? account.stripeAccountId : null;
}
