/**
 * One WebSocket per tab to /api/realtime. Connects on the first subscription, reconnects with
 * exponential backoff and re-subscribes every channel; handlers get each channel's events.
 * After a reconnect, `onReconnect` listeners run so features can refetch what they may have missed; the server's
 * `resync` frame (its link to the other instances was down for a while) runs them too.
 */
export type RealtimeEvent = { type: string; [key: string]: unknown };
type Handler = (event: RealtimeEvent) => void;

/**
 * The server ended this tab's session: an admin suspended the account (close code 4403) or signed it out everywhere,
 * or the session was revoked (4401). The socket does not reconnect; the app shows what happened.
 */
export type SessionEnd = { why: 'suspended' | 'signed_out'; reason: string | null };
const END_BY_CODE: Record<number, SessionEnd['why']> = { 4403: 'suspended', 4401: 'signed_out' };
const endListeners = new Set<() => void>();
let ended: SessionEnd | null = null;

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
    // A socket opens only with a live session: whatever ended before is over (signed in again).
    if (ended) endSession(null);
    for (const channel of handlers.keys()) send({ type: 'subscribe', channel });
    if (hadConnection) for (const listener of reconnectListeners) listener();
    hadConnection = true;
  };
  current.onmessage = (message) => {
    const frame = JSON.parse(String(message.data)) as {
      type: string;
      channel?: string;
      event?: RealtimeEvent;
      why?: string;
      reason?: string | null;
    };
    if (frame.type === 'ended') {
      endSession({ why: frame.why === 'signed_out' ? 'signed_out' : 'suspended', reason: frame.reason ?? null });
      return;
    }
    if (frame.type === 'resync') {
      for (const listener of reconnectListeners) listener();
      return;
    }
    if (frame.type !== 'event' || !frame.channel || !frame.event) return;
    for (const handler of handlers.get(frame.channel) ?? []) handler(frame.event);
  };
  current.onclose = (event) => {
    if (socket === current) socket = null;
    const why = END_BY_CODE[event?.code ?? 0];
    if (why) {
      // The 'ended' frame came first when the server could send it; the close code alone says as much.
      if (!ended) endSession({ why, reason: null });
      return;
    }
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

function endSession(end: SessionEnd | null) {
  ended = end;
  for (const listener of endListeners) listener();
}

/** How the server ended this tab's session, or null (for useSyncExternalStore). */
export function sessionEnd(): SessionEnd | null {
  return ended;
}

export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** The person has seen the end and moves on (e.g. to the sign-in page). */
export function clearSessionEnd(): void {
  if (ended) endSession(null);
}
