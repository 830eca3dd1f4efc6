import type { Db } from '../../db/client';
import { billingCustomers, checkoutSessions, membershipCharges, subscriptions } from '../../db/schema/index';
import { type PersonalDataSet, rowsWhere } from '../../lib/personal-data.repository';

/** The membership part of a data export: subscriptions, the billing customer, checkouts and every charge (receipts). */
export function membershipPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsWhere(db, 'subscriptions', subscriptions, [subscriptions.userId]),
    rowsWhere(db, 'billing-customer', billingCustomers, [billingCustomers.userId]),
    rowsWhere(db, 'membership-checkouts', checkoutSessions, [checkoutSessions.userId]),
    rowsWhere(db, 'membership-charges', membershipCharges, [membershipCharges.userId]),
  ];
}
