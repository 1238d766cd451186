import { TIMING, type LoginBody, type LoginAnswer } from '@portal/contract';
import type { AppContext } from '../../context';
import { invalid } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/crypto';
import { verifyPassword } from '../../lib/password';
import * as repo from './auth.repository';

export type { SessionUser } from './auth.repository';
import { checkLoginCode, markStepUp } from '../two-factor/two-factor.service';
import { partnerOfUser, record, type Actor } from '../audit/audit.service';
import type { Queryable } from '../../db/db';
import { AppError } from '../../lib/errors';
import type { AuditAction } from '@portal/contract';
import { forgetSessions, type CachedSession } from '../../infra/session-cache';

/** A sign-in attempt on an account of a partner goes to that partner's audit log (an unknown e-mail has none). */
async function audit(
  q: Queryable,
  at: Date,
  o: { userId: string; email: string; actor: Actor; action: AuditAction; changes?: Record<string, unknown> },
) {
  const partnerId = await partnerOfUser(q, o.userId);
  if (!partnerId) return;
  const actor = { ...o.actor, type: 'user' as const, userId: o.userId, email: o.email };
  await record(q, { partnerId, at, actor, action: o.action, target: o.email, changes: o.changes });
}

/** The absolute lifetime of a session from sign-in, whatever the refreshes (SESSION_MAX_HOURS). */
const maxMs = (ctx: AppContext) => ctx.env.SESSION_MAX_HOURS * 3_600_000;
const expiry = (ctx: AppContext) => new Date(ctx.now().getTime() + Math.min(TIMING.sessionTtlMs, maxMs(ctx)));

/** Wrong e-mail and wrong password answer the same error, after the same work. */
export async function login(ctx: AppContext, o: { body: LoginBody; actor: Actor }): Promise<LoginAnswer> {
  const user = await repo.findLoginUser(ctx.db, o.body.email);
  const ok = await verifyPassword(user?.passwordHash, o.body.password);
  const attempt = user && { userId: user.id, email: user.email, actor: o.actor };
  const failed = async (reason: string) =>
    attempt && audit(ctx.db, ctx.now(), { ...attempt, action: 'sign_in.failed', changes: { reason } });
  if (!user || !ok) {
    await failed('password');
    throw invalid('invalid_credentials', 'CUSTOM_MESSAGE', 'email or password incorrect');
  }
  if (!user.emailConfirmed) throw invalid('email_not_confirmed', 'email', user.email);
  if (user.disabled) {
    await failed('disabled');
    throw invalid('user_disabled', 'email', user.email);
  }
  let withCode: boolean;
  try {
    withCode = await checkLoginCode(ctx, { userId: user.id, code: o.body.code });
  } catch (err) {
    const wrongCode = err instanceof AppError && (err.code === 'two_factor_code_invalid' || err.code === 'recovery_code_invalid');
    if (wrongCode) await audit(ctx.db, ctx.now(), { ...attempt!, action: 'sign_in.two_factor_failed' });
    throw err;
  }
  const token = randomToken();
  await ctx.db.transaction(async (tx) => {
    const at = ctx.now();
    await repo.insertSession(tx, { tokenHash: sha256(token), userId: user.id, at, expiresAt: expiry(ctx), device: o.body.deviceInfo });
    await repo.recordLogin(tx, user.id);
    // signing in (password, and the code with two-factor on) is the session's first step-up
    await markStepUp(tx, sha256(token), at);
    await audit(tx, at, { ...attempt!, action: 'sign_in.succeeded', changes: { twoFactor: withCode } });
  });
  return { email: user.email, token };
}

/** A session unused since before this is idle (SESSION_IDLE_MINUTES). */
export const idleSince = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/**
 * The session's user, or undefined. With the session cache (SESSION_CACHE_MS) a token seen in the last
 * seconds skips the sessions table: only its user is read, with role and standing, as on every request.
 * `active`: the request counts as the user's activity (the session checks a client sends on a timer do not),
 * recorded at most every `TIMING.sessionActivityStepMs`.
 */
export async function resolveSession(ctx: AppContext, token: string, o: { active: boolean }): Promise<repo.SessionUser | undefined> {
  const tokenHash = sha256(token);
  const now = ctx.now();
  const since = idleSince(now, ctx.env.SESSION_IDLE_MINUTES);
  const cache = ctx.sessionCache;
  const generation = cache?.generation() ?? 0;
  const cached = cache?.get(tokenHash);
  let session: CachedSession;
  let user: repo.SessionUser | undefined;
  if (cached && cached.expiresAt > now.getTime() && cached.lastSeenAt > since.getTime()) {
    session = cached;
    user = await repo.findActiveUser(ctx.db, cached.userId);
  } else {
    const row = await repo.findSessionUser(ctx.db, tokenHash, now, since);
    if (!row) return undefined;
    const { expiresAt, lastSeenAt, ...rest } = row;
    session = { userId: rest.id, expiresAt: new Date(expiresAt).getTime(), lastSeenAt: new Date(lastSeenAt).getTime() };
    user = rest;
  }
  if (user && o.active && session.lastSeenAt < now.getTime() - TIMING.sessionActivityStepMs) {
    await repo.touchSession(ctx.db, { tokenHash, at: now, idleSince: since });
    session = { ...session, lastSeenAt: now.getTime() };
  }
  if (user && session !== cached) cache?.set(tokenHash, session, generation);
  return user;
}

/**
 * Prolongs the session: the same token, a new expiry, never past SESSION_MAX_HOURS from sign-in. The
 * token is not rotated: it is 256 random bits kept hashed, and a new one would cut the user's live
 * sockets and the calls of other tabs still carrying the old one.
 */
export async function refresh(ctx: AppContext, o: { token: string; email: string }): Promise<LoginAnswer> {
  await repo.extendSession(ctx.db, { tokenHash: sha256(o.token), expiresAt: expiry(ctx), maxMs: maxMs(ctx) });
  return { email: o.email, token: o.token };
}

export async function logout(ctx: AppContext, o: { token: string }): Promise<void> {
  const tokenHash = sha256(o.token);
  await repo.deleteSession(ctx.db, tokenHash);
  await forgetSessions(ctx, { tokenHash });
}
