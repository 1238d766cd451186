import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import { closeRedis, openRedis } from './redis';

/**
 * What a cached session token maps to: its user and the session's expiry, nothing else. The user's
 * role, its disabled flag and its partner's standing are read from the database on every request.
 */
export interface CachedSession {
  userId: string;
  /** the session's expiry when it was read (ms); a refresh only moves it later, so an older value is safe */
  expiresAt: number;
  /** its last recorded activity (ms); it only moves later too, so an entry that looks idle is read again */
  lastSeenAt: number;
}

/** Which sessions ended: one token, or every session of a user. */
export type Revocation = { tokenHash: string } | { userId: string };

/**
 * A short-lived in-process cache of token hash → session (docs/operations.md, "Session cache"). Revocation drops
 * entries at once: on this process directly, on the others through Redis pub/sub (REDIS_URL). While
 * this process is not subscribed (Redis down, reconnecting) the cache is not used at all, since it
 * could miss a revocation; it starts empty again when the subscription is back.
 */
export interface SessionCache {
  get(tokenHash: string): CachedSession | undefined;
  /** the generation to pass to `set`: read it before the database read the entry comes from */
  generation(): number;
  /** stores an entry unless a revocation happened since `generation` was read (it could be about this session) */
  set(tokenHash: string, entry: CachedSession, generation: number): void;
  /** after the revoking transaction committed: drops the entries here and tells the other processes */
  revoke(r: Revocation): Promise<void>;
  close(): Promise<void>;
}

export const SESSION_CACHE_MAX = 10_000;
/** the longest a revoking call waits for its message to come back from Redis */
const ECHO_WAIT_MS = 1_000;

const channelOf = (redisUrl: string) => {
  const db = new URL(redisUrl).pathname.replace(/^\//, '') || '0';
  // pub/sub channels are shared by every Redis database: the channel names the database
  return `portal:${db}:sessions:revoked`;
};

export function createSessionCache(o: {
  ttlMs: number;
  redisUrl?: string;
  onError?: (err: Error) => void;
  max?: number;
}): SessionCache | undefined {
  if (o.ttlMs <= 0) return undefined;
  const cache = new LRUCache<string, CachedSession>({ max: o.max ?? SESSION_CACHE_MAX, ttl: o.ttlMs });
  let generation = 0;
  const drop = (r: Revocation) => {
    generation++;
    if ('tokenHash' in r) cache.delete(r.tokenHash);
    else for (const [hash, entry] of cache.entries()) if (entry.userId === r.userId) cache.delete(hash);
  };
  let pub: Redis | undefined;
  let sub: Redis | undefined;
  let subscribed = false;
  /** revocations this process published, waiting for Redis to bring them back */
  const echoes = new Map<string, () => void>();
  const channel = o.redisUrl ? channelOf(o.redisUrl) : '';
  if (o.redisUrl) {
    pub = openRedis(o.redisUrl, { maxRetriesPerRequest: 1 }, 'session revocations');
    // subscribed again by hand on every (re)connect, so `subscribed` turns true only once Redis confirmed it
    sub = openRedis(o.redisUrl, { maxRetriesPerRequest: 1, autoResubscribe: false }, 'session revocations, subscriber');
    const off = () => {
      subscribed = false;
      generation++;
      cache.clear();
    };
    sub.on('close', off);
    sub.on('reconnecting', off);
    sub.on('ready', () => {
      sub!.subscribe(channel).then(
        () => (subscribed = sub!.status === 'ready'),
        (err: Error) => o.onError?.(err),
      );
    });
    sub.on('message', (_channel: string, message: string) => {
      try {
        const m = JSON.parse(message) as Revocation & { id?: string };
        drop(m);
        if (m.id) echoes.get(m.id)?.();
      } catch {
        generation++;
        cache.clear();
      }
    });
  }
  const usable = () => !sub || subscribed;
  return {
    get: (tokenHash) => (usable() ? cache.get(tokenHash) : undefined),
    generation: () => generation,
    set: (tokenHash, entry, gen) => {
      if (usable() && gen === generation) cache.set(tokenHash, entry);
    },
    revoke: async (r) => {
      drop(r);
      if (!pub) return;
      // the revoking call answers once its own message came back: Redis has then written it to every
      // subscriber, so another process reads it before any request sent after this answer
      const id = randomUUID();
      const echoed = new Promise<void>((resolve) => {
        echoes.set(id, resolve);
        setTimeout(resolve, ECHO_WAIT_MS).unref();
      });
      try {
        await pub.publish(channel, JSON.stringify({ ...r, id }));
        if (subscribed) await echoed;
      } catch (err) {
        o.onError?.(err as Error);
      } finally {
        echoes.delete(id);
      }
    },
    close: async () => {
      cache.clear();
      await Promise.all([pub, sub].filter((c): c is Redis => !!c).map(closeRedis));
    },
  };
}

/** After a transaction that ended sessions committed: no process serves them from its cache any more. */
export async function forgetSessions(ctx: { sessionCache?: SessionCache }, r: Revocation): Promise<void> {
  await ctx.sessionCache?.revoke(r);
}
