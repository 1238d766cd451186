import { z } from 'zod/mini';
import { KYC_STATUSES, type KycStatus } from '@portal/contract';
import type { AppContext } from '../../context';
import { withRealtime } from '../../infra/realtime';
import { OperatorError, bool, count, required } from '../args';
import { announce, deleteKyc, writeKyc } from '../../modules/identity/identity.kyc';
import * as repo from '../../modules/identity/identity.repository';
import { OPERATOR } from '../../modules/audit/audit';

/**
 * `user kyc --email E --tier N --status S [--reason TEXT] [--final true|false]` sets a KYC record;
 * `user kyc --email E --tier N --delete true` removes it. The user's tier follows, and the change
 * reaches the user's sockets (`insert-kyc`, `update-kyc`, `delete-kyc`): through the running
 * server when the command came over its operator channel, through Redis otherwise.
 */
export function userKyc(ctx: AppContext, f: Record<string, string>): Promise<Record<string, unknown>> {
  const target = required(f, 'email');
  if (!z.email().safeParse(target).success) throw new OperatorError(`--email "${target}" is not a valid e-mail address`);
  const tier = count(f, 'tier', 5);
  const remove = bool(f, 'delete') === true;
  const status = remove ? null : (required(f, 'status') as KycStatus);
  if (status && !KYC_STATUSES.includes(status)) throw new OperatorError(`--status must be one of ${KYC_STATUSES.join(', ')}`);
  const final = bool(f, 'final');
  return withRealtime(ctx, async (live) => {
    const change = await live.db.transaction(async (tx) => {
      const u = await repo.userIdByEmail(tx, target);
      if (!u) throw new OperatorError(`no user with e-mail ${target}`);
      if (!status) return deleteKyc(tx, live, { userId: u.id, tier, actor: OPERATOR });
      return writeKyc(tx, live, {
        userId: u.id,
        tier,
        status,
        rejectionReason: f.reason ?? null,
        actor: OPERATOR,
        ...(final === undefined ? {} : { final }),
      });
    });
    announce(live, change);
    if (!status) {
      if (!change) throw new OperatorError(`${target} has no KYC record of tier ${tier}`);
      return { deleted: 'kyc', email: target, tier, kycTier: change.payload.kycTier };
    }
    const kycTier =
      change?.payload.kycTier ??
      (await live.db.query<{ kyc_tier: number }>('SELECT kyc_tier FROM users WHERE lower(email) = lower($1)', [target]))[0]!.kyc_tier;
    return { updated: 'kyc', email: target, tier, status, kycTier, event: change?.event ?? null };
  });
}
