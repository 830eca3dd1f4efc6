/**
 * The orders benchmark's measuring process, on one database (ORDERS_BENCH_DB=pglite|postgres; PostgreSQL is a scratch
 * database on TEST_DATABASE_URL). One in-process app, the built-in test checkout:
 *   checkout + pay: POST /api/orders/checkout then /pay with the test card (the order and its held money are
 *     written by the verified payment handler), sequential, ORDERS orders;
 *   the seller's earnings (GET /api/orders/earnings) and first page of orders once ORDERS orders exist, half of
 *     them completed (released through the ledger), against the raw floor: the same repository call without HTTP.
 * Prints one JSON line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { joinClub } from '../../apps/server/src/modules/membership/membership.test-helpers';
import { OrderPaymentsRepository } from '../../apps/server/src/modules/orders/order-payments.repository';
import { TEST_CARD } from '../../apps/server/src/modules/orders/orders.test-helpers';
import { validService } from '../../apps/server/src/modules/services/services.test-helpers';
import { LocalDiskStorage } from '../../apps/server/src/plugins/storage';
import { testEnv } from '../../apps/server/src/test/test-app';
import { createTestDatabase } from '../../apps/server/src/test/test-database';
import { userWithRole } from '../../apps/server/src/test/test-users';

const kind = process.env.ORDERS_BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const ORDERS = Number(process.env.ORDERS_BENCH_ORDERS ?? 300);
const SAMPLES = 100;
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

const testDb = await createTestDatabase(kind);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proclub-orders-bench-'));
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

const placeMs: number[] = [];
const orderIds: string[] = [];
for (let n = 0; n < ORDERS; n++) {
  const started = performance.now();
  const checkout = await buyer.client.post('/api/orders/checkout', {
    serviceId: service.id,
    priceOption: 'from',
    requirements: `Bench order ${n}: a five-page site.`,
  });
  if (checkout.statusCode !== 201) throw new Error(`checkout failed: ${checkout.statusCode} ${checkout.body}`);
  const paid = await buyer.client.post(`/api/orders/checkout/${checkout.json().id}/pay`, TEST_CARD);
  if (paid.statusCode !== 201) throw new Error(`pay failed: ${paid.statusCode} ${paid.body}`);
  placeMs.push(performance.now() - started);
  orderIds.push(paid.json().id);
}
// Half of them released: accepted, started, delivered and completed, so the ledger has every kind of movement.
const releaseMs: number[] = [];
for (const id of orderIds.slice(0, ORDERS / 2)) {
  for (const [who, status] of [
    [seller, 'accepted'],
    [seller, 'in_progress'],
    [seller, 'delivered'],
  ] as const) {
    const moved = await who.client.patch(`/api/orders/${id}/status`, { status });
    if (moved.statusCode !== 200) throw new Error(`${status} failed: ${moved.body}`);
  }
  const started = performance.now();
  const done = await buyer.client.patch(`/api/orders/${id}/status`, { status: 'completed' });
  if (done.statusCode !== 200) throw new Error(`complete failed: ${done.body}`);
  releaseMs.push(performance.now() - started);
}

const payments = new OrderPaymentsRepository(testDb.database.db);
const earnings = await timed(() => seller.client.get('/api/orders/earnings'));
const earningsFloor = await timed(() => payments.earnings(seller.id));
const sellerOrders = await timed(() => seller.client.get('/api/orders?role=seller&limit=20'));
const baseline = await timed(() => seller.client.get('/api/me'));
const { unbalancedMovements } = await payments.balances();

await app.close();
await testDb.dispose();
fs.rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    kind,
    orders: ORDERS,
    place: stats(placeMs),
    release: stats(releaseMs),
    earnings,
    earningsFloor,
    sellerOrders,
    baseline,
    unbalancedMovements,
  }),
);
