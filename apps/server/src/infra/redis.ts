import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis client that survives Redis being down: the outage is reported once (until Redis is back),
 * not as an "unhandled error event" per reconnect attempt, and the client reconnects on its own.
 */
export function openRedis(url: string, options: RedisOptions, what: string): Redis {
  const redis = new Redis(url, options);
  let told = false;
  redis.on('error', (err: Error) => {
    if (told) return;
    told = true;
    process.emitWarning(`Redis (${what}) unreachable: ${err.message}; reconnecting`);
  });
  redis.on('ready', () => (told = false));
  return redis;
}

/** Ends a client: politely when connected, at once when Redis is down (QUIT would wait for it). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

/** Resolves true once the client is connected and its queued commands sent, false if that takes longer than `ms`. */
export function whenReady(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ok);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    redis.on('ready', onReady);
  });
}
