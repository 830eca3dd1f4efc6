/**
 * One WebSocket per tab to /api/realtime. Connects on the first subscription, reconnects with
 * exponential backoff and re-subscribes every channel; handlers get each channel's events.
 * After a reconnect, `onReconnect` listeners run so features can refetch what they may have missed; the server's
 * `resync` frame (its link to the other instances was down for a while) runs them too.
 */
export type RealtimeEvent = { type: string; [key: string]: unknown };
type Handler = (event: RealtimeEvent) => void;

const handlers = new Map<string, Set<Handler>>();
const reconnectListeners = new Set<() => void>();
let socket: WebSocket | null = null;
let attempt = 0;
let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
let hadConnection = false;

function send(message: unknown) {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function connect() {
  if (socket || handlers.size === 0) return;
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const current = new WebSocket(`${protocol}//${window.location.host}/api/realtime`);
  socket = current;
  current.onopen = () => {
    attempt = 0;
    for (const channel of handlers.keys()) send({ type: 'subscribe', channel });
    if (hadConnection) for (const listener of reconnectListeners) listener();
    hadConnection = true;
  };
  current.onmessage = (message) => {
    const frame = JSON.parse(String(message.data)) as { type: string; channel?: string; event?: RealtimeEvent };
    if (frame.type === 'resync') {
      for (const listener of reconnectListeners) listener();
      return;
    }
    if (frame.type !== 'event' || !frame.channel || !frame.event) return;
    for (const handler of handlers.get(frame.channel) ?? []) handler(frame.event);
  };
  current.onclose = () => {
    if (socket === current) socket = null;
    scheduleReconnect();
  };
}

function scheduleReconnect() {
  if (reconnectTimer || handlers.size === 0) return;
  const delay = Math.min(30_000, 500 * 2 ** attempt) * (0.75 + Math.random() * 0.5);
  attempt += 1;
  reconnectTimer = setTimeout(() => {
    reconnectTimer = null;
    connect();
  }, delay);
}

/** Subscribes to a channel; returns the unsubscribe function. */
export function subscribe(channel: string, handler: Handler): () => void {
  let set = handlers.get(channel);
  if (!set) {
    set = new Set();
    handlers.set(channel, set);
    send({ type: 'subscribe', channel });
  }
  set.add(handler);
  connect();
  return () => {
    const current = handlers.get(channel);
    current?.delete(handler);
    if (current?.size === 0) {
      handlers.delete(channel);
      send({ type: 'unsubscribe', channel });
    }
    if (handlers.size === 0) {
      socket?.close();
      socket = null;
    }
  };
}

export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}
