import { TIMING, type LoginBody, type LoginAnswer } from '@portal/contract';
import type { AppContext } from '../../context';
import { invalid } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/crypto';
import { verifyPassword } from '../../lib/password';
import * as repo from './auth.repository';
import { checkLoginCode } from '../two-factor/two-factor.service';

/** The absolute lifetime of a session from sign-in, whatever the refreshes (SESSION_MAX_HOURS). */
const maxMs = (ctx: AppContext) => ctx.env.SESSION_MAX_HOURS * 3_600_000;
const expiry = (ctx: AppContext) => new Date(ctx.now().getTime() + Math.min(TIMING.sessionTtlMs, maxMs(ctx)));

/** Wrong e-mail and wrong password answer the same error, after the same work. */
export async function login(ctx: AppContext, o: { body: LoginBody }): Promise<LoginAnswer> {
  const user = await repo.findLoginUser(ctx.db, o.body.email);
  const ok = await verifyPassword(user?.password_hash, o.body.password);
  if (!user || !ok) throw invalid('invalid_credentials', 'CUSTOM_MESSAGE', 'email or password incorrect');
  if (!user.email_confirmed) throw invalid('email_not_confirmed', 'email', user.email);
  if (user.disabled) throw invalid('user_disabled', 'email', user.email);
  await checkLoginCode(ctx, { userId: user.id, code: o.body.code });
  const token = randomToken();
  await ctx.db.transaction(async (tx) => {
    const at = ctx.now();
    await repo.insertSession(tx, { tokenHash: sha256(token), userId: user.id, at, expiresAt: expiry(ctx), device: o.body.deviceInfo });
    await repo.recordLogin(tx, user.id);
  });
  return { email: user.email, token };
}

export async function resolveSession(ctx: AppContext, token: string) {
  return repo.findSessionUser(ctx.db, sha256(token), ctx.now());
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
  await repo.deleteSession(ctx.db, sha256(o.token));
}
