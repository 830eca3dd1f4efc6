import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { BatchQueue } from '../../lib/batch-queue';

export interface BusMessage {
  channel: string;
  event: { type: string; [key: string]: unknown };
}

/**
 * Fan-out of realtime events between server instances. Services publish to a channel
 * (`project:{id}`, `conversation:{id}`, `user:{id}`); every instance's socket hub receives it.
 */
export interface EventBus {
  publish(message: BusMessage): Promise<void>;
  onMessage(handler: (message: BusMessage) => void): () => void;
  /**
   * Runs when the bus receives other instances' events again after a gap (a lost LISTEN connection came back):
   * whatever was published meanwhile never arrived, so sockets must be told to refetch.
   */
  onResync(handler: () => void): () => void;
  /** False while the bus cannot receive other instances' events (readiness and metrics report it). */
  listening(): boolean;
  close(): Promise<void>;
}

/** One process: an EventEmitter (the default with the embedded database). */
export class InProcessBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(message: BusMessage): Promise<void> {
    // Deliver asynchronously, like the Postgres bus, so publishers never run socket code inline.
    queueMicrotask(() => this.emitter.emit('message', message));
  }

  onMessage(handler: (message: BusMessage) => void) {
    this.emitter.on('message', handler);
    return () => this.emitter.off('message', handler);
  }

  onResync(handler: () => void) {
    this.emitter.on('resync', handler);
    return () => this.emitter.off('resync', handler);
  }

  /** Fires onResync handlers (the Postgres bus calls it after a reconnect; one process never has a gap). */
  resync(): void {
    this.emitter.emit('resync');
  }

  listening(): boolean {
    return true;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const PG_CHANNEL = 'proclub_realtime';
export const LISTENER_APPLICATION_NAME = 'proclub-realtime-listener';
// NOTIFY payloads are capped at 8000 bytes; larger events travel as a "changed" hint the client refetches on.
const MAX_PAYLOAD_BYTES = 7_500;

/**
 * Several instances on one PostgreSQL: NOTIFY through the pool, LISTEN on one dedicated connection that
 * reconnects with backoff when it drops. This instance's own sockets get an event at once, in-process; the NOTIFY
 * carries it to the others (each skips the notifications it sent itself). Waiting for our own NOTIFY to come back
 * cost two more database round trips on every live message (issue #18).
 *
 * NOTIFYs published together go out in one statement: a NOTIFY commits a transaction (a WAL flush), and one live
 * message publishes about ten events (conversation, every participant's inbox, the bell), whose flushes queued up
 * in front of the next message's insert. One batch at a time keeps the publish order.
 */
export class PostgresBus implements EventBus {
  private readonly local = new InProcessBus();
  private listener: pg.Client | null = null;
  /** Set once the first LISTEN succeeded: every later successful LISTEN closes a gap. */
  private hadListener = false;
  private closed = false;
  private reconnecting = false;
  private reconnectDelay = 250;
  /** Marks this instance's notifications, so its listener does not deliver them a second time. */
  private readonly origin = crypto.randomUUID();
  /**
   * Numbers every payload: PostgreSQL delivers identical payloads sent in one transaction only once, and two
   * events that happen to be equal (two identical "unread" counts, say) must both arrive.
   */
  private sequence = 0;
  private readonly notifications = new BatchQueue<string, void>(
    async (payloads) => {
      // A NOTIFY takes a transaction id, so its commit waited for a WAL flush (1–6 ms here) on every live message's
      // path, for nothing: notifications are never stored. Asynchronous commit for this transaction only (ADR 032).
      await this.pool.query(
        `select pg_notify($1, payload) from unnest($2::text[]) as payload
           cross join (select set_config('synchronous_commit', 'off', true)) as commit_async`,
        [PG_CHANNEL, payloads],
      );
      return payloads.map(() => undefined);
    },
    { maxBatch: 200, maxInFlight: 1 },
  );

  private constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
  ) {}

  static async create(pool: pg.Pool, connectionString: string): Promise<PostgresBus> {
    const bus = new PostgresBus(pool, connectionString);
    await bus.listen();
    return bus;
  }

  private async listen(): Promise<void> {
    // Named so an operator (and the two-instance test) can find the listener in pg_stat_activity.
    const client = new pg.Client({ connectionString: this.connectionString, application_name: LISTENER_APPLICATION_NAME });
    client.on('notification', (notification) => {
      if (notification.channel !== PG_CHANNEL || !notification.payload) return;
      try {
        const {
          origin,
          seq: _seq,
          ...message
        } = JSON.parse(notification.payload) as BusMessage & { origin?: string; seq?: number };
        if (origin !== this.origin) void this.local.publish(message);
      } catch {
        // A malformed payload is ignored rather than breaking the listener.
      }
    });
    const lost = () => {
      if (this.listener === client) this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    await client.query(`LISTEN ${PG_CHANNEL}`);
    this.listener = client;
    this.reconnectDelay = 250;
    if (this.hadListener) this.local.resync();
    this.hadListener = true;
  }

  private scheduleReconnect() {
    if (this.closed || this.reconnecting) return;
    this.reconnecting = true;
    this.listener = null;
    setTimeout(async () => {
      this.reconnecting = false;
      if (this.closed) return;
      try {
        await this.listen();
      } catch {
        this.reconnectDelay = Math.min(this.reconnectDelay * 2, 10_000);
        this.scheduleReconnect();
      }
    }, this.reconnectDelay).unref();
  }

  async publish(message: BusMessage): Promise<void> {
    void this.local.publish(message);
    const stamp = { origin: this.origin, seq: ++this.sequence };
    let payload = JSON.stringify({ ...stamp, ...message });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      const hint = { channel: message.channel, event: { type: message.event.type, truncated: true } };
      payload = JSON.stringify({ ...stamp, ...hint });
    }
    await this.notifications.run(payload);
  }

  onMessage(handler: (message: BusMessage) => void) {
    return this.local.onMessage(handler);
  }

  onResync(handler: () => void) {
    return this.local.onResync(handler);
  }

  listening(): boolean {
    return this.listener !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => {});
    await this.local.close();
  }
}
