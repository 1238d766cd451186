import { TIMING, type LoginBody, type LoginAnswer } from '@portal/contract';
import type { AppContext } from '../../context';
import { invalid } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/crypto';
import { verifyPassword } from '../../lib/password';
import * as repo from './auth.repository';
import { checkLoginCode } from '../two-factor/two-factor.service';

const expiry = (ctx: AppContext) => new Date(ctx.now().getTime() + TIMING.sessionTtlMs);

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
    await repo.insertSession(tx, { tokenHash: sha256(token), userId: user.id, expiresAt: expiry(ctx), device: o.body.deviceInfo });
    await repo.recordLogin(tx, user.id);
  });
  return { email: user.email, token };
}

export async function resolveSession(ctx: AppContext, token: string) {
  return repo.findSessionUser(ctx.db, sha256(token), ctx.now());
}

/** Prolongs the session: the same token, a new expiry. */
export async function refresh(ctx: AppContext, o: { token: string; email: string }): Promise<LoginAnswer> {
  await repo.extendSession(ctx.db, sha256(o.token), expiry(ctx));
  return { email: o.email, token: o.token };
}

export async function logout(ctx: AppContext, o: { token: string }): Promise<void> {
  await repo.deleteSession(ctx.db, sha256(o.token));
}
