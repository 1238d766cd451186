import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { NAMESPACES, USER_EVENTS } from '@portal/contract';
import type { AppContext } from '../context';
import { resolveSession } from '../modules/auth/auth.service';
import { loadUser } from '../modules/user/user.repository';

export type NamespaceName = keyof typeof NAMESPACES;

/** Sends live events to the sockets of one user, on whichever server process holds them. */
export interface Realtime {
  toUser(userId: string, ns: NamespaceName, event: string, payload: unknown): void;
  close(): Promise<void>;
}

/** A process that serves no sockets (the operator CLI on its own) has nobody to tell. */
export const noSockets: Realtime = { toUser: () => undefined, close: async () => undefined };

const room = (userId: string) => `user:${userId}`;

/**
 * socket.io on /socket.io with namespaces /api-user and /support (CONTRACTS §7). The session token
 * comes in the handshake query `token`; without a valid one the connection is refused. Each socket
 * joins its user's room only. With REDIS_URL the Redis adapter carries events between processes.
 */
export function attachRealtime(server: HttpServer, ctx: AppContext): Realtime {
  const io = new Server(server, { serveClient: false, cors: { origin: false } });
  let redis: Redis[] = [];
  if (ctx.env.REDIS_URL) {
    const pub = new Redis(ctx.env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 3 });
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
  return {
    toUser: (userId, ns, event, payload) => {
      namespaces[ns].to(room(userId)).emit(event, payload);
    },
    close: async () => {
      await io.close();
      await Promise.all(redis.map((r) => r.quit().catch(() => undefined)));
    },
  };
}

function guard(ns: Namespace, ctx: AppContext): Namespace {
  ns.use(async (socket, next) => {
    const token = socket.handshake.query.token ?? socket.handshake.auth?.token;
    const user = typeof token === 'string' && token ? await resolveSession(ctx, token).catch(() => undefined) : undefined;
    if (!user) return next(new Error('unauthorized'));
    socket.data.userId = user.id;
    await socket.join(room(user.id));
    next();
  });
  return ns;
}
