import { TIMING, email } from '@portal/contract';
import type { AppContext } from '../../context';
import { invalid } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/crypto';
import { hashPassword } from '../../lib/password';
import { publicBase } from '../../infra/mailer';
import * as repo from './recovery.repository';
import { forgetSessions } from '../../infra/session-cache';
import type { MailUser, CodePurpose } from './recovery.repository';
import { checkPasswordStrength } from '../../lib/password-policy';

const PATHS: Record<CodePurpose, string> = { confirm: '/confirm/email/', reset: '/auth/reset-password/' };
const TTL: Record<CodePurpose, number> = { confirm: TIMING.confirmationCodeTtlMs, reset: TIMING.resetCodeTtlMs };

/** A new random code (256 bits) stored hashed; earlier unused codes of the purpose are retired; the mail goes out. */
async function issueAndMail(ctx: AppContext, user: MailUser, purpose: CodePurpose): Promise<void> {
  const code = randomToken(32);
  const now = ctx.now();
  const link = `${publicBase(ctx, user.agent)}${PATHS[purpose]}${code}`;
  await ctx.db.transaction(async (tx) => {
    await repo.retireCodes(tx, { userId: user.id, purpose, now });
    await repo.insertCode(tx, { codeHash: sha256(code), userId: user.id, purpose, expiresAt: new Date(now.getTime() + TTL[purpose]) });
    await ctx.mailer.send({ to: user.email, kind: purpose, link, agent: user.agent, language: user.language }, tx);
  });
}

export async function sendConfirmation(ctx: AppContext, userId: string): Promise<void> {
  const u = await repo.findMailUserById(ctx.db, userId);
  if (u) await issueAndMail(ctx, u, 'confirm');
}

export async function confirmEmail(ctx: AppContext, o: { code: string }): Promise<void> {
  const ok = await ctx.db.transaction(async (tx) => {
    const row = await repo.consumeCode(tx, { codeHash: sha256(o.code), purpose: 'confirm', now: ctx.now() });
    if (!row) return false;
    await tx.query('UPDATE users SET email_confirmed = true WHERE id = $1', [row.userId]);
    return true;
  });
  if (!ok) throw invalid('code_invalid', 'code', 'invalid code');
}

/**
 * Issues the code and mails it after the answer has gone: the answer, and the time it takes, are
 * the same whether or not a mail is due (an SMTP round trip would otherwise tell).
 */
function mailAfterAnswer(ctx: AppContext, user: MailUser, purpose: CodePurpose): void {
  void issueAndMail(ctx, user, purpose).catch((err: unknown) => ctx.log.error({ err, purpose }, 'mail not sent'));
}

/** Same answer whether or not the account exists or is already confirmed. */
export async function resend(ctx: AppContext, o: { email: string }): Promise<void> {
  const u = await repo.findMailUser(ctx.db, o.email);
  if (u && !u.emailConfirmed && !u.disabled) mailAfterAnswer(ctx, u, 'confirm');
}

/** Same answer whether or not the account exists; a malformed address is refused (417 `email_invalid`). */
export async function forgotPassword(ctx: AppContext, o: { email: string }): Promise<void> {
  if (!email.safeParse(o.email).success) throw invalid('email_invalid', 'email', o.email);
  const u = await repo.findMailUser(ctx.db, o.email);
  if (u && !u.disabled) mailAfterAnswer(ctx, u, 'reset');
}

/** A new password for the code's user; every other session of that user ends; the code is spent. */
export async function resetPassword(ctx: AppContext, o: { code: string; password: string; keepTokenHash?: string }): Promise<void> {
  checkPasswordStrength(o.password, { field: 'password' });
  const hash = await hashPassword(o.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const row = await repo.consumeCode(tx, { codeHash: sha256(o.code), purpose: 'reset', now });
    if (!row) return null;
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [row.userId, hash]);
    await tx.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [row.userId, o.keepTokenHash ?? '']);
    await repo.retireCodes(tx, { userId: row.userId, purpose: 'reset', now });
    return row.userId;
  });
  if (!userId) throw invalid('code_invalid', 'code', 'invalid code');
  await forgetSessions(ctx, { userId });
}
