import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { NAMESPACES, USER_EVENTS } from '@portal/contract';
import type { AppContext } from '../context';
import { resolveSession } from '../modules/auth/auth.service';
import { findSessionUser } from '../modules/auth/auth.repository';
import { sha256 } from '../lib/crypto';
import { loadUser } from '../modules/user/user.repository';

export type NamespaceName = keyof typeof NAMESPACES;

/** Sends live events to the sockets of one user, on whichever server process holds them. */
export interface Realtime {
  toUser(userId: string, ns: NamespaceName, event: string, payload: unknown): void;
  /** Disconnects this process's sockets whose session has ended (logout, expiry); answers how many. */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

/** A process that serves no sockets (the operator CLI on its own) has nobody to tell. */
export const noSockets: Realtime = { toUser: () => undefined, sweep: async () => 0, close: async () => undefined };

/** How often connected sockets are checked against their sessions. */
export const SESSION_SWEEP_MS = 15_000;

const REDIS_OPTIONS = { maxRetriesPerRequest: 3 } as const;

const room = (userId: string) => `user:${userId}`;

/**
 * socket.io on /socket.io with namespaces /api-user and /support (CONTRACTS §7). The session token
 * comes in the handshake query `token`; without a valid one the connection is refused. Each socket
 * joins its user's room only, and is disconnected within SESSION_SWEEP_MS once its session ends.
 * With REDIS_URL the Redis adapter carries events between processes.
 */
export function attachRealtime(server: HttpServer, ctx: AppContext): Realtime {
  const io = new Server(server, { serveClient: false, cors: { origin: false } });
  let redis: Redis[] = [];
  if (ctx.env.REDIS_URL) {
    const pub = new Redis(ctx.env.REDIS_URL, REDIS_OPTIONS);
    const sub = pub.duplicate();
    redis = [pub, sub];
    io.adapter(createAdapter(pub, sub));
  }
  const namespaces = Object.fromEntries(
    (Object.keys(NAMESPACES) as NamespaceName[]).map((name) => [name, guard(io.of(NAMESPACES[name]), ctx)]),
  ) as Record<NamespaceName, Namespace>;
  namespaces.user.on('connection', (socket) => {
    socket.on(USER_EVENTS.requestData, async () => {
      const user = await loadUser(ctx.db, socket.data.userId as string);
      socket.emit(USER_EVENTS.data, user ? [user] : []);
    });
  });
  const sweep = async () => {
    const sockets = Object.values(namespaces).flatMap((ns) => [...ns.sockets.values()]);
    const hashes = [...new Set(sockets.map((s) => s.data.tokenHash as string))];
    const live = new Set<string>();
    for (const h of hashes) if (await findSessionUser(ctx.db, h, ctx.now())) live.add(h);
    const ended = sockets.filter((s) => !live.has(s.data.tokenHash as string));
    ended.forEach((s) => s.disconnect(true));
    return ended.length;
  };
  const timer = setInterval(
    () => void sweep().catch((err: Error) => ctx.log.warn({ err }, 'socket session sweep failed')),
    SESSION_SWEEP_MS,
  );
  timer.unref();
  return {
    toUser: (userId, ns, event, payload) => {
      namespaces[ns].to(room(userId)).emit(event, payload);
    },
    sweep,
    close: async () => {
      clearInterval(timer);
      await io.close();
      await Promise.all(redis.map((r) => r.quit().catch(() => undefined)));
    },
  };
}

/**
 * Runs `fn` with a context whose live events reach the users: the context's own sockets, or, in a
 * process that serves none (the operator CLI when no server holds the embedded database) but has
 * REDIS_URL, a socket.io publisher on the same Redis adapter, so the server processes deliver them.
 */
export async function withRealtime<T>(ctx: AppContext, fn: (ctx: AppContext) => Promise<T>): Promise<T> {
  if (ctx.realtime !== noSockets || !ctx.env.REDIS_URL) return fn(ctx);
  const io = new Server();
  const pub = new Redis(ctx.env.REDIS_URL, REDIS_OPTIONS);
  const sub = pub.duplicate();
  io.adapter(createAdapter(pub, sub));
  const realtime: Realtime = {
    toUser: (userId, ns, event, payload) => {
      io.of(NAMESPACES[ns]).to(room(userId)).emit(event, payload);
    },
    sweep: async () => 0,
    // no engine to close (no HTTP server): ending the Redis connections ends the adapters
    close: async () => {
      await Promise.all([pub, sub].map((r) => r.quit().catch(() => undefined)));
    },
  };
  try {
    return await fn({ ...ctx, realtime });
  } finally {
    await realtime.close();
  }
}

function guard(ns: Namespace, ctx: AppContext): Namespace {
  ns.use(async (socket, next) => {
    const token = socket.handshake.query.token ?? socket.handshake.auth?.token;
    const user = typeof token === 'string' && token ? await resolveSession(ctx, token).catch(() => undefined) : undefined;
    if (!user) return next(new Error('unauthorized'));
    socket.data.userId = user.id;
    socket.data.tokenHash = sha256(token as string);
    await socket.join(room(user.id));
    next();
  });
  return ns;
}
