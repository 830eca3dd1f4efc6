import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customOffers, orderCheckouts, sellerPayoutAccounts } from '../../db/schema/index';
import { type PersonalDataSet, rowsFromSql, rowsWhere } from '../../lib/personal-data.repository';

/** A person's name for an id column (the other party, an author), "Deleted user" once the account is gone. */
const nameOf = (column: string) =>
  sql.raw(`coalesce((select coalesce(p.full_name, p.email) from profiles p where p.id = ${column}), 'Deleted user')`);

/** The orders part of a data export: orders, payments, deliveries and revisions, disputes and their messages. */
export function ordersPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsFromSql(
      db,
      'orders',
      ['orders'],
      (userId) => sql`
        select o.id, case when o.buyer_id = ${userId} then 'buyer' else 'seller' end as "yourRole",
               o.service_title as "service", ${nameOf('o.buyer_id')} as "buyer", ${nameOf('o.seller_id')} as "seller",
               o.package_tier as "package", o.price_option as "priceOption", o.price, o.status,
               o.requirements, o.payment_status as "paymentStatus", o.amount_cents as "amountCents",
               o.fee_cents as "feeCents", o.created_at as "createdAt"
        from orders o where o.buyer_id = ${userId} or o.seller_id = ${userId} order by o.created_at`,
    ),
    rowsFromSql(
      db,
      'payments',
      ['order_ledger_entries'],
      (userId) => sql`
        select l.created_at as "at", o.service_title as "service", l.movement, l.account,
               l.amount_cents as "amountCents", ${nameOf('o.buyer_id')} as "buyer", ${nameOf('o.seller_id')} as "seller"
        from order_ledger_entries l join orders o on o.id = l.order_id
        where o.buyer_id = ${userId} or o.seller_id = ${userId} or l.seller_id = ${userId} order by l.created_at`,
    ),
    rowsWhere(db, 'order-checkouts', orderCheckouts, [orderCheckouts.buyerId, orderCheckouts.sellerId]),
    rowsWhere(db, 'custom-offers', customOffers, [customOffers.sellerId, customOffers.buyerId]),
    rowsFromSql(
      db,
      'deliveries',
      ['order_deliveries', 'order_delivery_files'],
      (userId) => sql`
        select d.created_at as "deliveredAt", o.service_title as "service", ${nameOf('o.seller_id')} as "seller",
               ${nameOf('o.buyer_id')} as "buyer", d.message,
               (select string_agg(f.name, '; ' order by f.position) from order_delivery_files f where f.delivery_id = d.id)
                 as "files",
               d.revision_requested_at as "revisionRequestedAt", d.revision_message as "revisionMessage"
        from order_deliveries d join orders o on o.id = d.order_id
        where o.buyer_id = ${userId} or o.seller_id = ${userId} order by d.created_at`,
    ),
    rowsFromSql(
      db,
      'disputes',
      ['order_disputes'],
      (userId) => sql`
        select x.created_at as "openedAt", o.service_title as "service", ${nameOf('x.opened_by_id')} as "openedBy",
               x.reason, x.status, x.outcome, x.refund_cents as "refundCents", x.note as "decision",
               x.resolved_at as "resolvedAt"
        from order_disputes x join orders o on o.id = x.order_id
        where o.buyer_id = ${userId} or o.seller_id = ${userId} or x.opened_by_id = ${userId} order by x.created_at`,
    ),
    rowsFromSql(
      db,
      'dispute-messages',
      ['order_dispute_messages'],
      (userId) => sql`
        select m.created_at as "at", o.service_title as "service", m.author as "side",
               case when m.author = 'admin' then 'ProClub' else ${nameOf('m.author_id')} end as "author", m.message,
               (select string_agg(f->>'name', '; ') from jsonb_array_elements(m.files) f) as "evidenceFiles"
        from order_dispute_messages m join order_disputes x on x.id = m.dispute_id join orders o on o.id = x.order_id
        where o.buyer_id = ${userId} or o.seller_id = ${userId} or m.author_id = ${userId} order by m.created_at`,
    ),
    rowsWhere(db, 'payout-account', sellerPayoutAccounts, [sellerPayoutAccounts.workspaceId]),
  ];
}
