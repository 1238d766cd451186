import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { closeRedis, openRedis, whenReady } from './redis';
import { NAMESPACES, SERVER_EVENTS } from '@portal/contract';
import { sha256 } from '../lib/crypto';

export type NamespaceName = keyof typeof NAMESPACES;

/** Sends live events to the sockets of one user, on whichever server process holds them. */
export interface Realtime {
  toUser(userId: string, ns: NamespaceName, event: string, payload: unknown): void;
  /** every signed-in socket of a namespace, on every server process (the maintenance notice) */
  toAll(ns: NamespaceName, event: string, payload: unknown): void;
  /** Disconnects this process's sockets whose session has ended (logout, expiry); answers how many. */
  sweep(): Promise<number>;
  close(): Promise<void>;
  /** sockets connected to this process now (metrics) */
  connections?(): number;
  /**
   * With Redis: whether this process's subscriptions to the other processes' events are in place now
   * (false before Redis confirmed them and while it is reconnecting); /readyz waits for it.
   */
  subscribed?(): boolean;
  /**
   * Shutdown, before the HTTP server stops: tells every socket to reconnect and closes its transport
   * (the client reconnects by itself, to another process); the adapter stays up for events still sent.
   */
  drain?(): void;
}

/** What the sockets need to know about sessions: given by the auth module, so this layer knows no domain. */
export interface SocketSessions {
  /** the user of a valid session token, else null */
  userOf(token: string): Promise<string | null>;
  /** whether the session whose token has this SHA-256 is still valid */
  isLive(tokenHash: string): Promise<boolean>;
  /** listeners added to each new socket of a namespace, after it joined its user's room */
  onConnection?: Partial<Record<NamespaceName, (socket: Socket) => void>>;
}

/** A process that serves no sockets (the operator CLI on its own) has nobody to tell. */
export const noSockets: Realtime = { toUser: () => undefined, toAll: () => undefined, sweep: async () => 0, close: async () => undefined };

/** How often connected sockets are checked against their sessions. */
export const SESSION_SWEEP_MS = 15_000;

const REDIS_OPTIONS = { maxRetriesPerRequest: 3 } as const;

/** How long a command run on its own waits for Redis before it runs without telling the open pages. */
const PUBLISHER_CONNECT_MS = 5_000;

const room = (userId: string) => `user:${userId}`;

/**
 * socket.io on /socket.io with namespaces /api-user and /support (CONTRACTS §7). The session token
 * comes in socket.io's `auth` payload (the web app's way: it stays out of URLs, so out of proxy logs) or in the
 * handshake query `token` that the specification names; without a valid one the connection is refused. Each socket
 * joins its user's room only; sweep() (a job every SESSION_SWEEP_MS) disconnects it once its session ends.
 * With REDIS_URL the Redis adapter carries events between processes.
 */
export function attachRealtime(server: HttpServer, redisUrl: string | undefined, sessions: SocketSessions): Realtime {
  const io = new Server(server, { serveClient: false, cors: { origin: false } });
  let redis: Redis[] = [];
  let sub: Redis | undefined;
  if (redisUrl) {
    const pub = openRedis(redisUrl, REDIS_OPTIONS, 'live events');
    sub = openRedis(redisUrl, REDIS_OPTIONS, 'live events, subscriber');
    redis = [pub, sub];
    io.adapter(createAdapter(pub, sub));
  }
  // each namespace's adapter subscribes as it is made, here
  const namespaces = Object.fromEntries(
    (Object.keys(NAMESPACES) as NamespaceName[]).map((name) => [name, guard(io.of(NAMESPACES[name]), sessions)]),
  ) as Record<NamespaceName, Namespace>;
  const subscribed = sub ? confirmSubscriptions(sub) : () => true;
  for (const [name, listen] of Object.entries(sessions.onConnection ?? {})) namespaces[name as NamespaceName].on('connection', listen);
  const sweep = async () => {
    const sockets = Object.values(namespaces).flatMap((ns) => [...ns.sockets.values()]);
    const hashes = [...new Set(sockets.map((s) => s.data.tokenHash as string))];
    const live = new Set<string>();
    for (const h of hashes) if (await sessions.isLive(h)) live.add(h);
    const ended = sockets.filter((s) => !live.has(s.data.tokenHash as string));
    ended.forEach((s) => s.disconnect(true));
    return ended.length;
  };
  return {
    toUser: (userId, ns, event, payload) => {
      namespaces[ns].to(room(userId)).emit(event, payload);
    },
    toAll: (ns, event, payload) => {
      namespaces[ns].emit(event, payload);
    },
    sweep,
    connections: () => io.engine.clientsCount,
    subscribed,
    drain: () => {
      for (const ns of Object.values(namespaces)) ns.local.emit(SERVER_EVENTS.restarting, { reconnect: true });
      io.engine.close();
    },
    close: async () => {
      await io.close();
      await Promise.all(redis.map(closeRedis));
    },
  };
}

/**
 * Runs `fn` with a context whose live events reach the users: the context's own sockets, or, in a
 * process that serves none (the operator CLI when no server holds the embedded database) but has
 * REDIS_URL, a socket.io publisher on the same Redis adapter, so the server processes deliver them.
 */
export async function withRealtime<C extends { realtime: Realtime; env: { REDIS_URL?: string } }, T>(
  ctx: C,
  fn: (ctx: C) => Promise<T>,
): Promise<T> {
  if (ctx.realtime !== noSockets || !ctx.env.REDIS_URL) return fn(ctx);
  const io = new Server();
  const pub = openRedis(ctx.env.REDIS_URL, REDIS_OPTIONS, 'live events');
  const sub = openRedis(ctx.env.REDIS_URL, REDIS_OPTIONS, 'live events, subscriber');
  io.adapter(createAdapter(pub, sub));
  // A command is over in a few milliseconds: an event it raised before Redis answered would wait in the
  // client's queue and be dropped when the client closes. So connect first; without Redis (the
  // warning says so) the command still runs, and only the open pages miss its event.
  await Promise.all([pub, sub].map((c) => whenReady(c, PUBLISHER_CONNECT_MS)));
  const realtime: Realtime = {
    toUser: (userId, ns, event, payload) => {
      io.of(NAMESPACES[ns]).to(room(userId)).emit(event, payload);
    },
    toAll: (ns, event, payload) => {
      io.of(NAMESPACES[ns]).emit(event, payload);
    },
    sweep: async () => 0,
    // no engine to close (no HTTP server): ending the Redis connections ends the adapters
    close: async () => {
      await Promise.all([pub, sub].map(closeRedis));
    },
  };
  try {
    return await fn({ ...ctx, realtime });
  } finally {
    await realtime.close();
  }
}

/**
 * Whether `sub` has its subscriptions now. A PING sent once the client is ready travels behind the
 * (re)subscriptions it sent on connecting, so its answer means Redis has applied them.
 */
function confirmSubscriptions(sub: Redis): () => boolean {
  let confirmed = false;
  sub.on('ready', () => {
    sub.ping().then(
      () => (confirmed = sub.status === 'ready'),
      () => undefined,
    );
  });
  sub.on('close', () => (confirmed = false));
  return () => confirmed && sub.status === 'ready';
}

function guard(ns: Namespace, sessions: SocketSessions): Namespace {
  ns.use(async (socket, next) => {
    const token = socket.handshake.auth?.token ?? socket.handshake.query.token;
    const userId = typeof token === 'string' && token ? await sessions.userOf(token).catch(() => null) : null;
    if (!userId) return next(new Error('unauthorized'));
    socket.data.userId = userId;
    socket.data.tokenHash = sha256(token as string);
    await socket.join(room(userId));
    next();
  });
  return ns;
}
