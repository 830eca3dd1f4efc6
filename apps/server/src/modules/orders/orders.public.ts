// What composition code may use from orders: the repository the demo seed places orders through, and account
// deletion cancels the account's open orders through (modules/accounts); the view counter the demo seed counts its
// visitors' past views with.

// A seller's monthly earnings statement from the ledger (the billing centre's statements; an export may list it).
export { earningsStatement as sellerEarningsStatement } from './earnings-statement';
export { EarningsStatementRepository } from './earnings-statement.repository';
// The admin console resolves disputes through this (ADR 028).
export { createOrderDisputes } from './order-disputes.factory';
export { sendEvidence as sendDisputeEvidence } from './order-disputes.routes';
export type { OrderDisputesService } from './order-disputes.service';
export { OrdersRepository } from './orders.repository';
export { SalesAnalyticsRepository } from './sales-analytics.repository';
export { ServiceViewCounter } from './service-view-counter';
