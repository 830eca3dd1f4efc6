import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PersonalDataSet, rowsFromSql } from '../../lib/personal-data.repository';

/**
 * The invoices part of a data export: the invoices, subscriptions, refunds and credit notes the person created in
 * their workspaces (the records are the workspace's; the person appears as who made them).
 */
export function invoicesPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsFromSql(
      db,
      'invoices',
      ['invoices'],
      (userId) =>
        sql`select number, status, client_name, currency, issue_date, due_date, total_cents, paid_cents, refunded_cents,
              credited_cents, created_at from invoices where created_by = ${userId} order by created_at`,
    ),
    rowsFromSql(
      db,
      'invoice-adjustments',
      ['invoice_adjustments'],
      (userId) =>
        sql`select kind, amount_cents, reason, created_at from invoice_adjustments where created_by = ${userId} order by created_at`,
    ),
    rowsFromSql(
      db,
      'invoice-subscriptions',
      ['invoice_subscriptions'],
      (userId) =>
        sql`select status, client_name, currency, amount_cents, start_date, next_invoice_date, canceled_at, created_at
            from invoice_subscriptions where created_by = ${userId} order by created_at`,
    ),
  ];
}
