import {
  KEY_EXPIRY_MAX_DAYS,
  KEY_ROLL_OVERLAPS,
  KEY_PREFIXES,
  SECRETS_MAX,
  maskSecret,
  type Environment,
  type KeyRollOverlap,
  type MemberKeysChoice,
  type PartnerScope,
  type Secret,
} from '@portal/contract';
import ipaddr from 'ipaddr.js';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { invalid, notFound } from '../../lib/errors';
import { randomToken } from '../../lib/crypto';
import { noticeMemberKeys } from './secrets.notices';
import * as repo from './secrets.repository';

export { noteKeyAddress } from './secrets.events';
import { record, type Actor } from '../audit/audit.service';

const DAY_MS = 86_400_000;

const toSecret = ({ secretSealed: _, ...key }: repo.SecretRow, secret: string): Secret => ({ ...key, secret });

/** The list shows each secret masked: only the generating answer ever carries it in full. */
export async function listSecrets(ctx: AppContext, o: repo.KeyScope) {
  const rows = await repo.liveSecrets(ctx.db, o, ctx.now());
  return { list: rows.map((r) => toSecret(r, maskSecret(ctx.box.open(r.secretSealed)))), count: rows.length };
}

/** An allowlist entry in its normal form (`2001:db8::/48`, `198.51.100.0/24`): what the verifier matches against. */
function normalIp(entry: string): string {
  if (entry.includes('/')) {
    const [addr, bits] = ipaddr.parseCIDR(entry);
    return `${addr.toString()}/${bits}`;
  }
  return ipaddr.process(entry).toString();
}

interface KeySettings {
  access: Secret['access'];
  scopes: readonly PartnerScope[];
  expiresDate?: string | null;
  allowedIps: readonly string[];
}

function checkedSettings(now: Date, s: KeySettings) {
  let expiresAt: Date | null = null;
  if (s.expiresDate) {
    expiresAt = new Date(s.expiresDate);
    const t = expiresAt.getTime();
    if (Number.isNaN(t) || t <= now.getTime() || t > now.getTime() + KEY_EXPIRY_MAX_DAYS * DAY_MS)
      throw invalid('validation_error', 'expiresDate', s.expiresDate);
  }
  return {
    access: s.access,
    scopes: s.access === 'RESTRICTED' ? [...new Set(s.scopes)] : [],
    expiresAt,
    allowedIps: [...new Set(s.allowedIps.map(normalIp))],
  };
}

/** The environment's prefix leads both, so a key's environment shows wherever its token or secret is pasted. */
const newPair = (e: Environment) => ({
  secret: `${KEY_PREFIXES[e]}sk_${randomToken(32)}`,
  token: `${KEY_PREFIXES[e]}pk_${randomToken(18)}`,
});

/** A new token/secret pair; the secret is stored encrypted (AES-256-GCM) and returned once. */
export async function createSecret(
  ctx: AppContext,
  o: repo.KeyScope & { userId: string; label: string; actor: Actor } & KeySettings,
): Promise<Secret> {
  const now = ctx.now();
  const settings = checkedSettings(now, o);
  return ctx.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM partners WHERE id = $1 FOR UPDATE', [o.partnerId]);
    if ((await repo.countLive(tx, o)) >= SECRETS_MAX) throw invalid('too_many_secrets', 'label', String(SECRETS_MAX));
    const pair = newPair(o.environment);
    const id = await repo.insertSecret(tx, {
      partnerId: o.partnerId,
      environment: o.environment,
      label: o.label,
      token: pair.token,
      sealed: ctx.box.seal(pair.secret),
      at: now,
      createdBy: o.userId,
      ...settings,
    });
    await record(tx, {
      partnerId: o.partnerId,
      at: ctx.now(),
      actor: o.actor,
      action: 'secret.created',
      target: id,
      changes: { label: o.label, environment: o.environment },
    });
    return toSecret((await repo.secretById(tx, { ...o, id, now }))!, pair.secret);
  });
}

/**
 * Roll: a new token/secret pair replaces the key (same label, creator, scopes, expiry and addresses);
 * the old pair keeps working until now + overlap, then answers 401 key_expired. The new secret is answered once.
 */
export async function rollSecret(
  ctx: AppContext,
  o: repo.KeyScope & { userId: string; id: string; overlap: KeyRollOverlap; actor: Actor },
): Promise<Secret> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.lockLive(tx, o))) throw notFound('secret');
    const pair = newPair(o.environment);
    const until = new Date(now.getTime() + KEY_ROLL_OVERLAPS[o.overlap] * 1000);
    const sealed = ctx.box.seal(pair.secret);
    const id = await repo.rollSecret(tx, { id: o.id, token: pair.token, sealed, at: now, until, by: o.userId });
    await record(tx, {
      partnerId: o.partnerId,
      at: now,
      actor: o.actor,
      action: 'secret.rolled',
      target: o.id,
      changes: { overlap: o.overlap },
    });
    return toSecret((await repo.secretById(tx, { ...o, id, now }))!, pair.secret);
  });
}

export async function deleteSecret(ctx: AppContext, o: repo.KeyScope & { id: string; actor: Actor }) {
  await ctx.db.transaction(async (tx) => {
    const at = ctx.now();
    if (!(await repo.markDeleted(tx, { ...o, at }))) throw notFound('secret');
    await record(tx, { partnerId: o.partnerId, at, actor: o.actor, action: 'secret.deleted', target: o.id });
  });
  return { id: o.id, deleted: true as const };
}

/**
 * A member is disabled or removed (team service, in its transaction): the keys it created or has seen (it rolled
 * them) are revoked, or handed to the account owner, and the owner gets an inbox notice listing them. Answers the users
 * whose inbox changed.
 */
export async function settleMemberKeys(
  tx: Queryable,
  o: { partnerId: string; userId: string; member: string; choice: MemberKeysChoice; at: Date },
): Promise<string[]> {
  const owner = await repo.partnerOwner(tx, o.partnerId);
  const handOver = o.choice === 'hand_over' && owner != null && owner.id !== o.userId;
  const rows = handOver
    ? await repo.handKeysOver(tx, { partnerId: o.partnerId, userId: o.userId, ownerId: owner.id })
    : await repo.revokeKeysOf(tx, { partnerId: o.partnerId, userId: o.userId, at: o.at });
  // a rolled pair still in its overlap is part of its key: list each key once
  const keys = rows.filter((r) => r.replacedBy == null);
  return noticeMemberKeys(tx, { partnerId: o.partnerId, member: o.member, keys, handedOver: handOver, at: o.at });
}
