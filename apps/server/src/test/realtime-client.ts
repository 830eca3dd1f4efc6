import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { TEST_ORIGIN } from './test-app';

export interface RealtimeFrame {
  type: string;
  channel?: string;
  code?: string;
  event?: { type: string; [key: string]: unknown };
}

/** Listens on a free loopback port (once per app) and returns the socket URL. */
export async function realtimeUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/realtime`;
}

/** A test socket that records frames and can wait for the next one matching a predicate. */
export class TestSocket {
  readonly frames: RealtimeFrame[] = [];
  private waiters: { match: (frame: RealtimeFrame) => boolean; resolve: (frame: RealtimeFrame) => void }[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as RealtimeFrame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(frame)) return true;
        waiter.resolve(frame);
        return false;
      });
    });
  }

  /** Opens a socket; rejects with the HTTP status when the handshake is refused. */
  static open(url: string, headers: Record<string, string | undefined>): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const clean = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<
        string,
        string
      >;
      const socket = new WebSocket(url, { headers: { origin: TEST_ORIGIN, ...clean } });
      const wrapped = new TestSocket(socket);
      socket.once('open', () => resolve(wrapped));
      socket.once('unexpected-response', (_request, response) => reject(new Error(`handshake refused: ${response.statusCode}`)));
      socket.once('error', reject);
    });
  }

  send(message: unknown) {
    this.socket.send(JSON.stringify(message));
  }

  next(match: (frame: RealtimeFrame) => boolean, timeoutMs = 3000): Promise<RealtimeFrame> {
    const seen = this.frames.find(match);
    if (seen) {
      this.frames.splice(this.frames.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting for a realtime frame')), timeoutMs);
      this.waiters.push({
        match,
        resolve: (frame) => {
          clearTimeout(timer);
          this.frames.splice(this.frames.indexOf(frame), 1);
          resolve(frame);
        },
      });
    });
  }

  async subscribe(channel: string): Promise<RealtimeFrame> {
    this.send({ type: 'subscribe', channel });
    return this.next((frame) => frame.channel === channel && (frame.type === 'subscribed' || frame.type === 'error'));
  }

  close() {
    this.socket.close();
  }
}
