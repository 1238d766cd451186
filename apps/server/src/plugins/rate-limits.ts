import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { closeRedis, openRedis } from '../infra/redis';
import { ACCOUNT_API, AUTH_API as API, CONSOLE_API, CONSOLE_OPERATORS_API, RECOVERY_API, REGISTRATION_API } from '@portal/contract';
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
  // the operator console's sign-in and enrolment: as the partner sign-in, failures only per account
  [CONSOLE_API.signIn.path]: { ip: [120, MIN], account: [10, 15 * MIN] },
  [CONSOLE_API.enrolment.path]: { ip: [30, 10 * MIN], account: [10, 15 * MIN] },
  [CONSOLE_OPERATORS_API.accept.path]: { ip: [20, 10 * MIN], account: [5, 15 * MIN] },
};

/**
 * Calls whose per-account limit counts failed attempts only (a busy account is never locked out):
 * the key of the account, and whether the answer was such a failure.
 */
const FAILURE_LIMITS: Record<string, { account: [number, number]; key: (r: FastifyRequest) => string; failed: (e: AppError) => boolean }> =
  {
    // a right password of a two-factor account (417 two_factor_required, the code is asked next) is no failure
    [API.login.path]: {
      account: RATE_LIMITS[API.login.path]!.account,
      key: (r) => accountKey(r),
      failed: (e) => e.code !== 'two_factor_required',
    },
    [CONSOLE_API.signIn.path]: {
      account: RATE_LIMITS[CONSOLE_API.signIn.path]!.account,
      key: (r) => accountKey(r),
      failed: (e) => e.code !== 'two_factor_required' && e.code !== 'two_factor_enrolment_required',
    },
    // an operator's wrong step-up code or old password, per operator
    [CONSOLE_API.stepUp.path]: {
      account: [10, 15 * MIN],
      key: (r) => `operator:${r.operator?.id ?? ''}`,
      failed: (e) => e.code === 'two_factor_code_invalid',
    },
    [CONSOLE_API.changePassword.path]: {
      account: [10, 15 * MIN],
      key: (r) => `operator:${r.operator?.id ?? ''}`,
      failed: (e) => e.code === 'invalid' && e.param === 'oldPassword',
    },
    // a wrong old password, per signed-in user
    [ACCOUNT_API.changePassword.path]: {
      account: [10, 15 * MIN],
      key: (r) => `user:${r.user?.id ?? ''}`,
      failed: (e) => e.code === 'invalid' && e.param === 'oldPassword',
    },
  };

function accountKey(req: FastifyRequest): string {
  const b = req.body as { email?: unknown; code?: unknown } | undefined;
  const v = typeof b?.email === 'string' ? b.email.trim().toLowerCase() : typeof b?.code === 'string' ? `code:${b.code}` : '';
  return `acct:${v}`;
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / MIN));

declare module 'fastify' {
  interface FastifyInstance {
    /** a counter of failed attempts per key in a fixed window (Redis when REDIS_URL is set): fail(key), blocked(key) → ms */
    failureLimit: (name: string, limit: readonly [number, number], o?: { failOpen?: boolean; maxKeys?: number }) => Failures;
  }
}

/**
 * Per-IP and per-account (e-mail, or reset code) limits with @fastify/rate-limit on the calls in
 * RATE_LIMITS; Redis store when REDIS_URL is set, else memory. Registered before the routes: an
 * onRoute hook adds the two limiters to their preHandlers. Answers 429 rate_limited.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance) => {
  const url = app.ctx.env.REDIS_URL;
  const redis = url ? openRedis(url, { maxRetriesPerRequest: 1, lazyConnect: false }, 'rate limits') : undefined;
  if (redis) app.addHook('onClose', () => closeRedis(redis));
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
  app.decorate('failureLimit', (name: string, limit: readonly [number, number], o: { failOpen?: boolean; maxKeys?: number } = {}) =>
    failures(redis, nameSpace, name, [limit[0], limit[1]], o),
  );
  const byRoute = new Map<string, preHandlerHookHandler[]>();
  const counters = new Map(
    Object.entries(FAILURE_LIMITS).map(([path, f]) => [path, { ...f, c: failures(redis, nameSpace, path, f.account) }]),
  );
  const blockedCheck =
    (f: { key: (r: FastifyRequest) => string; c: Failures }): preHandlerHookHandler =>
    async (req) => {
      const ttl = await f.c.blocked(f.key(req));
      if (ttl > 0)
        throw new AppError(
          429,
          'rate_limited',
          'CUSTOM_MESSAGE',
          `Too many attempts for this account, try again in ${minutes(ttl)} minute(s)`,
        );
    };
  for (const [path, l] of Object.entries(RATE_LIMITS)) {
    const f = counters.get(path);
    byRoute.set(path, [
      limiter(l.ip[0], l.ip[1], (r) => `ip:${path}:${r.ip}`, 'from this address'),
      f ? blockedCheck(f) : limiter(l.account[0], l.account[1], (r) => `${path}:${accountKey(r)}`, 'for this account'),
    ]);
  }
  for (const [path, f] of counters) if (!byRoute.has(path)) byRoute.set(path, [blockedCheck(f)]);
  // a 417 of these calls counts as a failure of the account when the call says so (see FAILURE_LIMITS)
  const failedCalls = new WeakSet<FastifyRequest>();
  app.addHook('onError', async (req, _reply, err) => {
    const f = counters.get(req.routeOptions.url ?? '');
    if (f && err instanceof AppError && err.status === 417 && f.failed(err)) failedCalls.add(req);
  });
  app.addHook('onResponse', async (req) => {
    const f = counters.get(req.routeOptions.url ?? '');
    if (f && req.method === 'POST' && failedCalls.has(req)) await f.c.fail(f.key(req));
  });
  app.addHook('onRoute', (route) => {
    const hs = byRoute.get(route.url ?? '');
    if (!hs || route.method !== 'POST') return;
    const prev = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [...hs, ...prev];
  });
});

type Failures = ReturnType<typeof failures>;

/** Accounts the in-memory counter remembers: its keys come from client-sent e-mails, so it must not grow without end. */
export const FAILURE_KEYS_MAX = 50_000;

/**
 * Failed attempts per account in a fixed window: in Redis one MULTI (SET NX PX, then INCR), so the
 * window's expiry is never lost apart from the count; else an LRU in memory.
 */
function failures(
  redis: Redis | undefined,
  nameSpace: string,
  path: string,
  [max, windowMs]: [number, number],
  o: { failOpen?: boolean; maxKeys?: number } = {},
) {
  // least recently counted accounts drop first; an attacker flooding fresh e-mails meets the per-address limit
  const mem = new LRUCache<string, { n: number; until: number }>({ max: o.maxKeys ?? FAILURE_KEYS_MAX });
  const k = (key: string) => `${nameSpace}${path === API.login.path ? 'login' : path}-fail:${key}`;
  // a fail-open counter neither counts nor blocks while Redis is unreachable; the others throw (503 redis_unavailable)
  const guard = <T>(p: Promise<T>, otherwise: T) => (o.failOpen ? p.catch(() => otherwise) : p);
  return {
    async fail(key: string) {
      if (redis) {
        const replies = await guard(redis.multi().set(k(key), 0, 'PX', windowMs, 'NX').incr(k(key)).exec(), null);
        const err = replies?.find(([e]) => e)?.[0];
        if (err && !o.failOpen) throw err;
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
        const [n, ttl] = await guard(Promise.all([redis.get(k(key)), redis.pttl(k(key))]), [null, 0] as [string | null, number]);
        return Number(n ?? 0) >= max ? Math.max(ttl, 1) : 0;
      }
      const e = mem.get(key);
      return e && e.until > Date.now() && e.n >= max ? e.until - Date.now() : 0;
    },
  };
}
