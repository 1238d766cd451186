import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { AUTH_API as API, RECOVERY_API, REGISTRATION_API } from '@portal/contract';
import { AppError } from '../lib/errors';
import { randomToken } from '../lib/crypto';

const MIN = 60_000;
/** [per IP, per account] limits of each abuse-prone call: max requests per window. */
const RATE_LIMITS: Record<string, { ip: [number, number]; account: [number, number] }> = {
  // login: the per-account limit counts failed attempts only (see failedLogins), so a busy partner is never locked out
  [API.login.path]: { ip: [120, MIN], account: [10, 15 * MIN] },
  [REGISTRATION_API.register.path]: { ip: [30, 10 * MIN], account: [5, 60 * MIN] },
  [RECOVERY_API.resend.path]: { ip: [20, 10 * MIN], account: [3, 15 * MIN] },
  [RECOVERY_API.forgotPassword.path]: { ip: [20, 10 * MIN], account: [3, 15 * MIN] },
  [RECOVERY_API.resetPassword.path]: { ip: [20, 10 * MIN], account: [5, 15 * MIN] },
};

const accountKey = (req: FastifyRequest): string => {
  const b = req.body as { email?: unknown; code?: unknown } | undefined;
  const v = typeof b?.email === 'string' ? b.email.trim().toLowerCase() : typeof b?.code === 'string' ? `code:${b.code}` : '';
  return `acct:${v}`;
};

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / MIN));

/**
 * Per-IP and per-account (e-mail, or reset code) limits with @fastify/rate-limit on the calls in
 * RATE_LIMITS; Redis store when REDIS_URL is set, else memory. Registered before the routes: an
 * onRoute hook adds the two limiters to their preHandlers. Answers 429 rate_limited.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance) => {
  const url = app.ctx.env.REDIS_URL;
  const redis = url ? new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  // tests share one Redis: each app instance gets its own key space there
  const nameSpace = `portal-rl:${app.ctx.env.NODE_ENV === 'test' ? `${randomToken(6)}:` : ''}`;
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}), nameSpace });
  const limiter = (max: number, timeWindow: number, key: (r: FastifyRequest) => string, what: string): preHandlerHookHandler => {
    const check = app.createRateLimit({ max, timeWindow, keyGenerator: key });
    return async (req) => {
      const r = await check(req);
      if (!r.isAllowed && r.isExceeded) {
        throw new AppError(429, 'rate_limited', 'CUSTOM_MESSAGE', `Too many attempts ${what}, try again in ${minutes(r.ttl)} minute(s)`);
      }
    };
  };
  const byRoute = new Map<string, preHandlerHookHandler[]>();
  const failures = failedLogins(redis, nameSpace, RATE_LIMITS[API.login.path]!.account);
  for (const [path, l] of Object.entries(RATE_LIMITS)) {
    byRoute.set(path, [
      limiter(l.ip[0], l.ip[1], (r) => `ip:${path}:${r.ip}`, 'from this address'),
      path === API.login.path
        ? async (req) => {
            const ttl = await failures.blocked(accountKey(req));
            if (ttl > 0)
              throw new AppError(
                429,
                'rate_limited',
                'CUSTOM_MESSAGE',
                `Too many attempts for this account, try again in ${minutes(ttl)} minute(s)`,
              );
          }
        : limiter(l.account[0], l.account[1], (r) => `${path}:${accountKey(r)}`, 'for this account'),
    ]);
  }
  // a right password of a two-factor account (417 two_factor_required, the code is asked next) is no failure
  const codeAsked = new WeakSet<FastifyRequest>();
  app.addHook('onError', async (req, _reply, err) => {
    if (err instanceof AppError && err.code === 'two_factor_required' && err.status === 417) codeAsked.add(req);
  });
  app.addHook('onResponse', async (req, reply) => {
    if (req.routeOptions.url === API.login.path && req.method === 'POST' && reply.statusCode === 417 && !codeAsked.has(req))
      await failures.fail(accountKey(req));
  });
  app.addHook('onRoute', (route) => {
    const hs = byRoute.get(route.url ?? '');
    if (!hs || route.method !== 'POST') return;
    const prev = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [...hs, ...prev];
  });
});

/** Failed sign-ins per account in a fixed window (Redis INCR + PEXPIRE, else memory). */
function failedLogins(redis: Redis | undefined, nameSpace: string, [max, windowMs]: [number, number]) {
  const mem = new Map<string, { n: number; until: number }>();
  const k = (key: string) => `${nameSpace}login-fail:${key}`;
  return {
    async fail(key: string) {
      if (redis) {
        const n = await redis.incr(k(key));
        if (n === 1) await redis.pexpire(k(key), windowMs);
        return;
      }
      const now = Date.now();
      const e = mem.get(key);
      if (!e || e.until <= now) mem.set(key, { n: 1, until: now + windowMs });
      else e.n += 1;
    },
    /** ms until the account may try again, 0 when it may now */
    async blocked(key: string): Promise<number> {
      if (redis) {
        const [n, ttl] = await Promise.all([redis.get(k(key)), redis.pttl(k(key))]);
        return Number(n ?? 0) >= max ? Math.max(ttl, 1) : 0;
      }
      const e = mem.get(key);
      return e && e.until > Date.now() && e.n >= max ? e.until - Date.now() : 0;
    },
  };
}
