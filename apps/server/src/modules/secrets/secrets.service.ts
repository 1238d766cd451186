import { SECRETS_MAX, maskSecret, type Secret } from '@portal/contract';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../lib/errors';
import { randomToken } from '../../lib/crypto';
import { isoOrThrow, iso } from '../../lib/dates';
import * as repo from './secrets.repository';
import { record, type Actor } from '../audit/audit';

const toSecret = (r: repo.SecretRow, secret: string): Secret => ({
  id: r.id,
  label: r.label,
  token: r.token,
  secret,
  createdDate: isoOrThrow(r.created_at),
  lastUsedDate: iso(r.last_used_at),
});

/** The list shows each secret masked: only the generating answer ever carries it in full. */
export async function listSecrets(ctx: AppContext, o: { partnerId: string }) {
  const rows = await repo.liveSecrets(ctx.db, o.partnerId);
  return { list: rows.map((r) => toSecret(r, maskSecret(ctx.box.open(r.secret_encrypted)))), count: rows.length };
}

/** A new token/secret pair; the secret is stored encrypted (AES-256-GCM) and returned once. */
export async function createSecret(ctx: AppContext, o: { partnerId: string; label: string; actor: Actor }): Promise<Secret> {
  return ctx.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM partners WHERE id = $1 FOR UPDATE', [o.partnerId]);
    if ((await repo.countLive(tx, o.partnerId)) >= SECRETS_MAX) throw invalid('too_many_secrets', 'label', String(SECRETS_MAX));
    const secret = `sk_${randomToken(32)}`;
    const row = await repo.insertSecret(tx, {
      partnerId: o.partnerId,
      label: o.label,
      token: `pk_${randomToken(18)}`,
      sealed: ctx.box.seal(secret),
      at: ctx.now(),
    });
    await record(tx, {
      partnerId: o.partnerId,
      at: ctx.now(),
      actor: o.actor,
      action: 'secret.created',
      target: row.id,
      changes: { label: o.label },
    });
    return toSecret(row, secret);
  });
}

export async function deleteSecret(ctx: AppContext, o: { partnerId: string; id: string; actor: Actor }) {
  await ctx.db.transaction(async (tx) => {
    const at = ctx.now();
    if (!(await repo.markDeleted(tx, { partnerId: o.partnerId, id: o.id, at }))) throw notFound('secret');
    await record(tx, { partnerId: o.partnerId, at, actor: o.actor, action: 'secret.deleted', target: o.id });
  });
  return { id: o.id, deleted: true as const };
}
