/**
 * The statements benchmark's measuring process, on one database (STATEMENTS_BENCH_DB=pglite|postgres; PostgreSQL is a
 * scratch database on TEST_DATABASE_URL). One in-process app, the built-in test checkout: a seller gets ORDERS paid
 * orders, each walked to a real settlement (nine in ten completed and released, one in ten declined and refunded),
 * so the month's ledger holds release, fee and refund movements for all of them. Then the statement for the month
 * (JSON, CSV, PDF), the raw repository query, and the monthly job's query of sellers with movements. Prints one JSON line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EarningsStatement } from '@proclub/contracts/orders';
import { buildApp } from '../../apps/server/src/app';
import { joinClub } from '../../apps/server/src/modules/membership/membership.test-helpers';
import { monthRange } from '../../apps/server/src/modules/orders/earnings-statement';
import { EarningsStatementRepository } from '../../apps/server/src/modules/orders/earnings-statement.repository';
import { OrderPaymentsRepository } from '../../apps/server/src/modules/orders/order-payments.repository';
import { deliverOrder, TEST_CARD } from '../../apps/server/src/modules/orders/orders.test-helpers';
import { validService } from '../../apps/server/src/modules/services/services.test-helpers';
import { LocalDiskStorage } from '../../apps/server/src/plugins/storage';
import { testEnv } from '../../apps/server/src/test/test-app';
import { createTestDatabase } from '../../apps/server/src/test/test-database';
import { userWithRole } from '../../apps/server/src/test/test-users';

const kind = process.env.STATEMENTS_BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const ORDERS = Number(process.env.STATEMENTS_BENCH_ORDERS ?? 400);
const SAMPLES = 50;
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
  return { p50: at(50), p95: at(95) };
};
const timed = async (run: () => Promise<unknown>, samples = SAMPLES) => {
  const values: number[] = [];
  for (let n = 0; n < samples; n++) {
    const started = performance.now();
    await run();
    values.push(performance.now() - started);
  }
  return stats(values);
};
const ok = <R extends { statusCode: number; body: string }>(response: R, what: string): R => {
  if (response.statusCode >= 300) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response;
};

const testDb = await createTestDatabase(kind);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proclub-statements-bench-'));
const app = await buildApp({
  env: testEnv(dir, {}),
  database: testDb.database,
  storage: new LocalDiskStorage(dir),
  logger: false,
});
await app.ready();

const seller = await userWithRole(app, 'vendor');
const service = (await seller.client.post('/api/services', validService)).json() as { id: string };
const buyer = await userWithRole(app, 'client');
await joinClub(buyer.client, []);

for (let n = 0; n < ORDERS; n++) {
  const checkout = ok(
    await buyer.client.post('/api/orders/checkout', {
      serviceId: service.id,
      priceOption: 'from',
      requirements: `Bench order ${n}: a five-page site.`,
    }),
    'checkout',
  );
  const paid = ok(await buyer.client.post(`/api/orders/checkout/${checkout.json().id}/pay`, TEST_CARD), 'pay');
  const id = paid.json().id as string;
  if (n % 10 === 9) {
    ok(await seller.client.patch(`/api/orders/${id}/status`, { status: 'declined' }), 'decline');
    continue;
  }
  ok(await seller.client.patch(`/api/orders/${id}/status`, { status: 'accepted' }), 'accept');
  ok(await seller.client.patch(`/api/orders/${id}/status`, { status: 'in_progress' }), 'start');
  await deliverOrder(seller.client, id);
  ok(await buyer.client.patch(`/api/orders/${id}/status`, { status: 'completed' }), 'complete');
}

const month = new Date().toISOString().slice(0, 7);
const { from, to } = monthRange(month);
const repository = new EarningsStatementRepository(testDb.database.db);
const statement = (await seller.client.get(`/api/orders/statement?month=${month}`)).json() as EarningsStatement;
const earnings = await new OrderPaymentsRepository(testDb.database.db).earnings(seller.id);
const json = await timed(() => seller.client.get(`/api/orders/statement?month=${month}`));
const csv = await timed(() => seller.client.get(`/api/orders/statement.csv?month=${month}`));
const pdf = await timed(() => seller.client.get(`/api/orders/statement.pdf?month=${month}`), 20);
const floor = await timed(() => repository.monthRows(seller.id, from, to));
const sellers = await timed(() => repository.sellersWithMovements(from, to));
const baseline = await timed(() => seller.client.get('/api/me'));

await app.close();
await testDb.dispose();
fs.rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    kind,
    orders: ORDERS,
    settled: statement.ordersSettled,
    // Nothing was paid out in test mode: everything released is still available.
    matchesLedger: statement.netCents === earnings.availableCents + earnings.paidOutCents,
    json,
    csv,
    pdf,
    floor,
    sellers,
    baseline,
  }),
);
