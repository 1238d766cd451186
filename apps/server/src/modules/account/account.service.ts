import { USER_EVENTS, type ChangePasswordBody, type PasswordChanged } from '@portal/contract';
import type { AppContext } from '../../context';
import { invalid, unauthorized } from '../../lib/errors';
import { sha256 } from '../../lib/crypto';
import { hashPassword, verifyPassword } from '../../lib/password';
import { loadUser } from '../user/user.service';
import * as repo from './account.repository';

export { endOtherSessions, passwordHashOf } from './account.repository';
import { forgetSessions } from '../../infra/session-cache';
import { record, type Actor } from '../audit/audit.service';
import { checkPasswordStrength } from '../../lib/password-policy';

/** A new phone number ('+' code number, validated by the contract); the user's sockets hear `update`. */
export async function changePhone(ctx: AppContext, o: { userId: string; partnerId: string | null; newPhoneNumber: string; actor: Actor }) {
  await ctx.db.transaction(async (tx) => {
    await repo.setPhone(tx, { userId: o.userId, phone: o.newPhoneNumber });
    // the number itself is personal data: the log says that it changed, not to what
    if (o.partnerId) await record(tx, { partnerId: o.partnerId, at: ctx.now(), actor: o.actor, action: 'phone.changed', target: o.userId });
  });
  ctx.realtime.toUser(o.userId, 'user', USER_EVENTS.update, { mobileNumber: o.newPhoneNumber });
  const user = await loadUser(ctx.db, o.userId);
  if (!user) throw unauthorized();
  return user;
}

/**
 * customer-portal §8: a wrong old password answers 417 `invalid`, a new password equal to the old one
 * `unchanged`. On success every other session of the user ends (the current one stays) and their
 * sockets of this process are disconnected at once (other processes within the sweep interval).
 */
export async function changePassword(
  ctx: AppContext,
  o: { userId: string; email: string; partnerId: string | null; token: string; body: ChangePasswordBody; actor: Actor },
): Promise<PasswordChanged> {
  const stored = await repo.passwordHashOf(ctx.db, o.userId);
  if (!stored) throw unauthorized();
  if (!(await verifyPassword(stored, o.body.oldPassword))) throw invalid('invalid', 'oldPassword', 'invalid old password');
  if (o.body.newPassword === o.body.oldPassword) throw invalid('unchanged', 'newPassword', 'new password unchanged');
  checkPasswordStrength(o.body.newPassword, { field: 'newPassword', userInputs: [o.email] });
  const hash = await hashPassword(o.body.newPassword);
  const endedSessions = await ctx.db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, { userId: o.userId, hash });
    const ended = await repo.endOtherSessions(tx, { userId: o.userId, keepTokenHash: sha256(o.token) });
    const changes = { endedSessions: ended };
    if (o.partnerId)
      await record(tx, { partnerId: o.partnerId, at: ctx.now(), actor: o.actor, action: 'password.changed', target: o.userId, changes });
    return ended;
  });
  if (endedSessions > 0) await forgetSessions(ctx, { userId: o.userId });
  if (endedSessions > 0)
    await ctx.realtime.sweep().catch((err: Error) => ctx.log.warn({ err }, 'socket sweep after a password change failed'));
  return { ok: true, endedSessions };
}
