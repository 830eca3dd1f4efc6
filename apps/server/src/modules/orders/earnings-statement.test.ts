import type { EarningsStatement } from '@proclub/contracts/orders';
import type { Service } from '@proclub/contracts/services';
import { and, desc, eq, gt, gte, inArray, like, lt, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { emailOutbox, orderLedgerEntries, orders as ordersTable } from '../../db/schema/index';
import { pdfText } from '../../test/pdf-text';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { until } from '../../test/until';
import { memberWithRole } from '../membership/membership.test-helpers';
import { validService } from '../services/services.test-helpers';
import { monthRange, previousMonth } from './earnings-statement';
import { completedOrder, placedOrder } from './orders.test-helpers';

const thisMonth = () => new Date().toISOString().slice(0, 7);

describeEachDatabase('orders: monthly earnings statements from the ledger (JSON, CSV, PDF, monthly mail)', (t) => {
  let seller: SignedUpUser;
  let other: SignedUpUser;
  let buyer: SignedUpUser;
  let service: Service;

  const statement = async (user: SignedUpUser, month: string) => {
    const response = await user.client.get(`/api/orders/statement?month=${month}`);
    expect(response.statusCode).toBe(200);
    return response.json() as EarningsStatement;
  };
  /** What the ledger says directly: the positive row of each movement of the seller's orders in the month. */
  const ledgerSums = async (sellerId: string, month: string) => {
    const { from, to } = monthRange(month);
    const rows = await t.database.db
      .select({
        movement: orderLedgerEntries.movement,
        cents: sql<number>`sum(${orderLedgerEntries.amountCents})::int`,
      })
      .from(orderLedgerEntries)
      .innerJoin(ordersTable, eq(ordersTable.id, orderLedgerEntries.orderId))
      .where(
        and(
          eq(ordersTable.sellerId, sellerId),
          gt(orderLedgerEntries.amountCents, 0),
          inArray(orderLedgerEntries.movement, ['release', 'fee', 'refund', 'payout']),
          gte(orderLedgerEntries.createdAt, from),
          lt(orderLedgerEntries.createdAt, to),
        ),
      )
      .groupBy(orderLedgerEntries.movement);
    return Object.fromEntries(rows.map((row) => [row.movement, Number(row.cents)])) as Record<string, number>;
  };

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    other = await userWithRole(t.app, 'agency');
    service = (await seller.client.post('/api/services', validService)).json() as Service;
    buyer = await memberWithRole(t.app, 'client');
  });

  it('an empty month is an empty statement (zero, no orders)', async () => {
    expect(await statement(seller, '2001-01')).toMatchObject({
      month: '2001-01',
      ordersSettled: 0,
      salesCents: 0,
      netCents: 0,
      orders: [],
    });
  });

  it('sums the month exactly as the ledger does: completed orders, fees, a refund, net', async () => {
    const done = [await completedOrder(buyer, seller, service.id), await completedOrder(buyer, seller, service.id)];
    const declined = await placedOrder(buyer, service.id);
    expect((await seller.client.patch(`/api/orders/${declined.id}/status`, { status: 'declined' })).statusCode).toBe(200);
    await placedOrder(buyer, service.id); // held, not settled: not in the statement

    const month = thisMonth();
    const result = await statement(seller, month);
    const ledger = await ledgerSums(seller.id, month);
    expect(result.ordersSettled).toBe(3);
    expect(result.orders.map((order) => order.orderId).sort()).toEqual([...done.map((order) => order.id), declined.id].sort());
    expect(result.netCents).toBe(ledger.release);
    expect(result.feesCents).toBe(ledger.fee);
    expect(result.refundsCents).toBe(ledger.refund);
    expect(result.payoutsCents).toBe(ledger.payout ?? 0);
    expect(result.salesCents).toBe(ledger.release + ledger.fee + ledger.refund);
    expect(result.netCents).toBe(result.salesCents - result.feesCents - result.refundsCents);
    expect(result.refundsCents).toBe(declined.payment.amountCents);
    expect(result.feesCents).toBeGreaterThan(0);
    // Another seller's statement holds none of it.
    expect((await statement(other, month)).orders).toEqual([]);
  });

  it('downloads as CSV and PDF with "$1,999.00"-style amounts and plural counts', async () => {
    const month = thisMonth();
    const result = await statement(seller, month);
    const csv = await seller.client.get(`/api/orders/statement.csv?month=${month}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`earnings-${month}.csv`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Order,Service,Sales,Platform fee,Refunds,Net earnings,Paid out');
    expect(lines).toHaveLength(1 + result.orders.length + 1);
    const money = (cents: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);
    expect(lines.at(-1)).toContain('3 orders settled');
    expect(lines.at(-1)).toContain(money(result.netCents).includes(',') ? `"${money(result.netCents)}"` : money(result.netCents));

    const pdf = await seller.client.get(`/api/orders/statement.pdf?month=${month}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Earnings statement');
    expect(text).toContain('3 orders');
    expect(text).toContain(money(result.netCents));
    expect(text).toContain(money(result.feesCents));
  });

  it('a bad month is a 400 naming the field and nothing else; signed out is 401', async () => {
    for (const month of ['2026-13', '26-10', 'october', '']) {
      const response = await seller.client.get(`/api/orders/statement.csv?month=${month}`);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().error)).toContain('month');
    }
    expect((await seller.client.get('/api/orders/statement.pdf')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/orders/statement?month=${thisMonth()}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the monthly job mails each seller with money moving last month a link to their statement, once', async () => {
    // Last month's money: this seller's ledger rows moved back into it.
    await t.database.db.execute(
      sql`update order_ledger_entries set created_at = date_trunc('month', now()) - interval '3 days'
          where order_id in (select id from orders where seller_id = ${seller.id})`,
    );
    const last = previousMonth(new Date());
    const schedule = (await t.app.jobs.listSchedules({ names: ['orders.monthly-statements'] }))[0];
    expect(schedule).toMatchObject({ cron: '0 7 1 * *' });
    const mails = () =>
      t.database.db
        .select({ subject: emailOutbox.subject, text: emailOutbox.text, to: emailOutbox.toAddress })
        .from(emailOutbox)
        .where(like(emailOutbox.subject, 'Your ProClub earnings statement%'))
        .orderBy(desc(emailOutbox.createdAt));
    for (let run = 0; run < 2; run += 1) {
      const id = await t.app.jobs.runScheduleNow(schedule.id);
      await until(
        () => t.app.jobs.getJob(id as string),
        (job) => job?.state === 'completed' || job?.state === 'failed',
      );
    }
    const sent = await until(mails, (rows) => rows.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const all = await mails();
    expect(all.filter((mail) => mail.to === seller.email)).toHaveLength(1);
    expect(all.filter((mail) => mail.to === other.email)).toHaveLength(0);
    expect(sent[0].text).toContain(`/api/orders/statement.pdf?month=${last}`);
    expect((await statement(seller, last)).ordersSettled).toBe(3);
  });
});
