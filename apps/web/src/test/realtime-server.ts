import { vi } from 'vitest';

/**
 * The realtime boundary for web tests: a stand-in for the browser's WebSocket that plays the server's side
 * of /api/realtime. The real lib/realtime.ts connects, subscribes and dispatches through it; tests push
 * events on a channel and read what the client sent.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static sockets: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: { type: string; channel?: string }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event?: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.sockets.push(this);
    // The server accepts on the next turn, as a real socket opens asynchronously.
    setTimeout(() => {
      if (this.readyState !== FakeWebSocket.CONNECTING) return;
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.();
    }, 0);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.();
  }
}

export function installRealtimeServer(): void {
  FakeWebSocket.sockets = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
}

function openSocket(): FakeWebSocket {
  const socket = FakeWebSocket.sockets.findLast((candidate) => candidate.readyState === FakeWebSocket.OPEN);
  if (!socket) throw new Error('No open realtime connection');
  return socket;
}

/** The channels the open connection has subscribed to (and not unsubscribed from). */
export function subscribedChannels(): string[] {
  const channels = new Set<string>();
  for (const message of FakeWebSocket.sockets.at(-1)?.sent ?? []) {
    if (message.type === 'subscribe' && message.channel) channels.add(message.channel);
    if (message.type === 'unsubscribe' && message.channel) channels.delete(message.channel);
  }
  return [...channels];
}

/** Sends an event frame on a channel, as the server's fan-out does. */
export function pushEvent(channel: string, event: { type: string; [key: string]: unknown }): void {
  openSocket().onmessage?.({ data: JSON.stringify({ type: 'event', channel, event }) });
}

/** The connection drops (server restart); lib/realtime.ts reconnects with backoff. */
export function dropConnection(): void {
  const socket = openSocket();
  socket.readyState = FakeWebSocket.CLOSED;
  socket.onclose?.();
}

/** The server's link to the other instances came back after a gap: it asks the client to refetch (ADR 020). */
export function pushResync(): void {
  openSocket().onmessage?.({ data: JSON.stringify({ type: 'resync' }) });
}

/** The server ends the session (an admin's ban or sign-out everywhere): the `ended` frame, then the close code. */
export function endSession(why: 'suspended' | 'signed_out', reason: string | null = null): void {
  const socket = openSocket();
  socket.onmessage?.({ data: JSON.stringify({ type: 'ended', why, reason }) });
  socket.readyState = FakeWebSocket.CLOSED;
  socket.onclose?.({ code: why === 'suspended' ? 4403 : 4401 });
}
