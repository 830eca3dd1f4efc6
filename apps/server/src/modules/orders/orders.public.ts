// What composition code may use from orders: the repository the demo seed places orders through, and account
// deletion cancels the account's open orders through (modules/accounts); the view counter the demo seed counts its
// visitors' past views with.

// The admin console resolves disputes through this (ADR 028).
export { createOrderDisputes } from './order-disputes.factory';
export { sendEvidence as sendDisputeEvidence } from './order-disputes.routes';
export type { OrderDisputesService } from './order-disputes.service';
export { ordersPersonalData } from './orders.personal-data.repository';
export { OrdersRepository } from './orders.repository';
export { SalesAnalyticsRepository } from './sales-analytics.repository';
export { ServiceViewCounter } from './service-view-counter';
