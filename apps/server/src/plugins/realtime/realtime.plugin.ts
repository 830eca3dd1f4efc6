import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { type AuthUser, toWebHeaders } from '../auth';
import { ChannelRegistry } from './channel-registry';
import { type BusMessage, type EventBus, InProcessBus, PostgresBus } from './event-bus';

const MAX_SUBSCRIPTIONS = 500;
const SESSION_RECHECK_MS = 60_000;

const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: z.string().max(100) }),
  z.object({ type: z.literal('unsubscribe'), channel: z.string().max(100) }),
  z.object({ type: z.literal('ping') }),
]);

export interface Realtime {
  /** Sends an event to every socket (on every instance) subscribed to the channel. */
  publish(channel: string, event: BusMessage['event']): Promise<void>;
  channels: ChannelRegistry;
  /** Number of open sockets on this instance (for health and benchmarks). */
  connectionCount(): number;
  /** Channels with at least one subscriber on this instance (metrics). */
  channelCount(): number;
  /** False while this instance cannot receive other instances' events (readiness, metrics). */
  listening(): boolean;
  /**
   * Ends one user's subscription to a channel on every instance (e.g. a participant removed from a
   * conversation), so a socket authorised earlier stops receiving its events.
   */
  revoke(channel: string, userId: string): Promise<void>;
  /**
   * Closes every socket of one user on every instance at once (a ban, or an admin signing them out everywhere):
   * the socket hears `{ type: 'ended', why, reason }` and is closed with code 4403 (suspended) or 4401 (signed out).
   */
  endUser(userId: string, why: 'suspended' | 'signed_out', reason?: string): Promise<void>;
}

/** Bus-only control event behind revoke(); never forwarded to sockets. */
const REVOKE_EVENT = 'realtime.revoke';
/** Bus-only channel and event behind endUser(): no socket can subscribe to it (channel names never start with '!'). */
const CONTROL_CHANNEL = '!control';
const END_USER_EVENT = 'realtime.end-user';
const END_CODES = { suspended: 4403, signed_out: 4401 } as const;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** The default bus: LISTEN/NOTIFY when running on PostgreSQL (so instances share events), else in-process. */
export async function createEventBus(database: Database): Promise<EventBus> {
  if (database.kind === 'postgres' && database.pool && database.connectionString) {
    return PostgresBus.create(database.pool, database.connectionString);
  }
  return new InProcessBus();
}

/**
 * One WebSocket per browser tab at /api/realtime. The handshake needs a valid session cookie and a trusted
 * Origin (no cross-site socket hijacking); every subscribe is authorised by the channel's registered check.
 */
export const realtimePlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      bus: EventBus;
      trustedOrigins: string[];
      /** A verified custom domain's own pages may open the socket on that host (ADR 051). */
      customHostTrusted?: (host: string) => Promise<boolean>;
    },
  ) => {
    const sameCustomHost = async (origin: string, host: string | undefined) => {
      if (!options.customHostTrusted || !host || !URL.canParse(origin)) return false;
      const url = new URL(origin);
      return url.host.toLowerCase() === host.toLowerCase() && options.customHostTrusted(url.hostname.toLowerCase());
    };
    const channels = new ChannelRegistry();
    const subscribers = new Map<string, Set<WebSocket>>();
    const sockets = new Set<WebSocket>();
    const socketOwners = new Map<WebSocket, { userId: string; channels: Set<string> }>();
    // Filled by the handshake check so the socket handler can attach its listeners synchronously.
    const handshakeUsers = new WeakMap<FastifyRequest, AuthUser>();

    const stopListening = options.bus.onMessage(({ channel, event }) => {
      if (channel === CONTROL_CHANNEL) {
        if (event.type !== END_USER_EVENT) return;
        const why = event.why === 'signed_out' ? 'signed_out' : 'suspended';
        for (const [socket, owner] of socketOwners) {
          if (owner.userId !== event.userId) continue;
          if (socket.readyState === socket.OPEN)
            socket.send(JSON.stringify({ type: 'ended', why, reason: event.reason ?? null }));
          socket.close(END_CODES[why], why === 'suspended' ? 'account suspended' : 'signed out');
        }
        return;
      }
      const targets = subscribers.get(channel);
      if (!targets) return;
      if (event.type === REVOKE_EVENT) {
        for (const socket of [...targets]) {
          const owner = socketOwners.get(socket);
          if (!owner || owner.userId !== event.userId) continue;
          owner.channels.delete(channel);
          targets.delete(socket);
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'revoked', channel }));
        }
        if (targets.size === 0) subscribers.delete(channel);
        return;
      }
      const frame = JSON.stringify({ type: 'event', channel, event });
      for (const socket of targets) if (socket.readyState === socket.OPEN) socket.send(frame);
    });

    // Events published while this instance's LISTEN connection was down never reached its sockets: once it is
    // back, every socket hears `resync` and the client refetches what it shows (no silent gap).
    const stopResync = options.bus.onResync(() => {
      app.log.warn(`realtime listener reconnected: telling ${sockets.size} socket(s) to refetch`);
      const frame = JSON.stringify({ type: 'resync' });
      for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(frame);
    });

    app.decorate('realtime', {
      publish: (channel, event) => options.bus.publish({ channel, event }),
      channels,
      connectionCount: () => sockets.size,
      channelCount: () => subscribers.size,
      listening: () => options.bus.listening(),
      revoke: (channel, userId) => options.bus.publish({ channel, event: { type: REVOKE_EVENT, userId } }),
      endUser: (userId, why, reason) =>
        options.bus.publish({ channel: CONTROL_CHANNEL, event: { type: END_USER_EVENT, userId, why, reason } }),
    } satisfies Realtime);

    await app.register(websocket, { options: { maxPayload: 16 * 1024 } });

    async function stillSignedIn(request: FastifyRequest): Promise<boolean> {
      const session = await app.auth.api.getSession({ headers: toWebHeaders(request) }).catch(() => null);
      return !!session;
    }

    app.get(
      '/api/realtime',
      {
        websocket: true,
        schema: { hide: true },
        preValidation: async (request, reply) => {
          const origin = request.headers.origin;
          if (!origin || !(options.trustedOrigins.includes(origin) || (await sameCustomHost(origin, request.headers.host)))) {
            return reply.status(403).send({ error: { code: 'forbidden', message: 'Untrusted origin for the realtime socket' } });
          }
          const user = await request.currentUser();
          if (!user) return reply.status(401).send({ error: { code: 'unauthorized', message: 'Please sign in to continue' } });
          handshakeUsers.set(request, user);
        },
      },
      (socket, request) => {
        const user = handshakeUsers.get(request) as AuthUser;
        const mine = new Set<string>();
        sockets.add(socket);
        socketOwners.set(socket, { userId: user.id, channels: mine });
        const send = (message: unknown) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message));

        // A revoked session (sign-out elsewhere) ends the socket within a minute.
        const recheck = setInterval(async () => {
          if (!(await stillSignedIn(request))) socket.close(4401, 'session ended');
        }, SESSION_RECHECK_MS);
        recheck.unref();

        socket.on('message', async (raw) => {
          let parsed: z.infer<typeof clientMessage>;
          try {
            parsed = clientMessage.parse(JSON.parse(raw.toString()));
          } catch {
            return send({ type: 'error', code: 'bad_message', message: 'Unrecognised message' });
          }
          if (parsed.type === 'ping') return send({ type: 'pong' });
          const { channel } = parsed;
          if (parsed.type === 'unsubscribe') {
            mine.delete(channel);
            subscribers.get(channel)?.delete(socket);
            return send({ type: 'unsubscribed', channel });
          }
          if (mine.size >= MAX_SUBSCRIPTIONS)
            return send({ type: 'error', channel, code: 'too_many', message: 'Too many subscriptions' });
          // Not found and not allowed look the same, so channel ids cannot be probed.
          if (!(await channels.canSubscribe(user, channel).catch(() => false))) {
            return send({ type: 'error', channel, code: 'not_found', message: 'Channel not found' });
          }
          mine.add(channel);
          let set = subscribers.get(channel);
          if (!set) {
            set = new Set();
            subscribers.set(channel, set);
          }
          set.add(socket);
          send({ type: 'subscribed', channel });
        });

        socket.on('close', () => {
          clearInterval(recheck);
          sockets.delete(socket);
          socketOwners.delete(socket);
          for (const channel of mine) {
            const set = subscribers.get(channel);
            set?.delete(socket);
            if (set?.size === 0) subscribers.delete(channel);
          }
        });
      },
    );

    app.addHook('onClose', async () => {
      stopListening();
      stopResync();
      for (const socket of sockets) socket.close(1001, 'server shutting down');
      await options.bus.close();
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
