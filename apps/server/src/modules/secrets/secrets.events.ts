import type { AppContext } from '../../context';
import { record } from '../audit/audit.service';
import * as repo from './secrets.repository';

/**
 * A key's first call from an address it was never used from goes to the partner's audit log
 * (`secret.first_use`, with the address), so an owner sees a leaked key used from elsewhere.
 * Called by the signature check only when the address differs from the key's last one.
 */
export async function noteKeyAddress(ctx: AppContext, o: { secretId: string; partnerId: string; ip: string; at: Date }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.addAddress(tx, o))) return;
    await record(tx, {
      partnerId: o.partnerId,
      at: o.at,
      actor: { type: 'system', ip: o.ip },
      action: 'secret.first_use',
      target: o.secretId,
      changes: { ip: o.ip },
    });
  });
}

/**
 * Each key that expired (its own expiry, or the end of a roll's overlap) is written once to the
 * partner's audit log (`secret.expired`). Run by the `api-key-expiry-notices` job; answers how many.
 */
export async function recordExpiredKeys(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const keys = await repo.claimExpired(tx, now);
    for (const k of keys) {
      await record(tx, {
        partnerId: k.partnerId,
        at: now,
        actor: { type: 'system' },
        action: 'secret.expired',
        target: k.id,
        changes: { label: k.label, expiredAt: new Date(k.expiresAt).toISOString(), rolled: k.replacedBy !== null },
      });
    }
    return keys.length;
  });
}
