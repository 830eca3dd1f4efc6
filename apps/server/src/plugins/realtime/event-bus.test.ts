import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase, type ScratchPostgresDatabase, testDatabaseUrl } from '../../test/test-database';
import { until } from '../../test/until';
import { type BusMessage, PostgresBus } from './event-bus';

// The bus between instances: what one instance publishes reaches the other exactly once and in order, even when
// many events go out in one NOTIFY statement.
describe.skipIf(!testDatabaseUrl)('PostgresBus between two instances [postgres]', () => {
  let scratch: ScratchPostgresDatabase;
  let pool: pg.Pool;
  let sender: PostgresBus;
  let receiver: PostgresBus;

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
    // pool.end() resolves before its clients' sockets close; the scratch database's DROP … WITH (FORCE) then ends
    // a closing backend, and the pool re-emits that as 'error' — unhandled, it failed the whole run once (as
    // db/client.ts's pool does, it is ignored).
    pool.on('error', () => {});
    [sender, receiver] = await Promise.all([PostgresBus.create(pool, scratch.url), PostgresBus.create(pool, scratch.url)]);
  });

  afterAll(async () => {
    await Promise.all([sender?.close(), receiver?.close()]);
    await pool?.end();
    await scratch?.drop();
  });

  it('delivers a burst in publish order, identical events included, once to each side', async () => {
    const atReceiver: BusMessage[] = [];
    const atSender: BusMessage[] = [];
    const offReceiver = receiver.onMessage((message) => atReceiver.push(message));
    const offSender = sender.onMessage((message) => atSender.push(message));
    const burst: BusMessage[] = Array.from({ length: 50 }, (_, n) => ({
      channel: 'user:u1',
      // Every fifth event repeats the one before it: PostgreSQL would fold identical payloads of one transaction.
      event: { type: 'unread', total: n % 5 === 0 && n > 0 ? n - 1 : n },
    }));

    await Promise.all(burst.map((message) => sender.publish(message)));
    const received = await until(
      () => atReceiver,
      (list) => list.length >= burst.length,
    );
    await new Promise((resolve) => setTimeout(resolve, 200)); // nothing more arrives late
    offReceiver();
    offSender();

    expect(received).toEqual(burst);
    // The sender's own sockets got each event once, locally, not a second time through its own NOTIFY.
    expect(atSender).toEqual(burst);
  });

  it('still carries an event too large for a NOTIFY, as a hint to refetch', async () => {
    const atReceiver: BusMessage[] = [];
    const off = receiver.onMessage((message) => atReceiver.push(message));
    await sender.publish({ channel: 'conversation:c1', event: { type: 'message.created', body: 'x'.repeat(10_000) } });
    const received = await until(
      () => atReceiver,
      (list) => list.length > 0,
    );
    off();
    expect(received).toEqual([{ channel: 'conversation:c1', event: { type: 'message.created', truncated: true } }]);
  });
});
