import type { FastifyRequest } from 'fastify';
import { AUDIT, type AuditAction, type AuditActor } from '@portal/contract';
import type { Db, Queryable } from '../../db/db';
import { sha256 } from '../../lib/crypto';
import * as repo from './audit.repository';
import { currentRequestId } from '../../lib/request-scope';

/** Who did it: a signed-in user (with the request's address and browser), the operator (CLI) or the system. */
export interface Actor {
  type: AuditActor;
  userId?: string | null;
  email?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** the console's operator: kept for the operator audit, never shown to the partner */
  operatorId?: string | null;
}

export interface AuditInput {
  /** the partner's chain; null for an operator action on no partner (the platform chain) */
  partnerId: string | null;
  at: Date;
  actor: Actor;
  action: AuditAction;
  target?: string | null;
  /** what changed; keys that name a secret are refused by `record` */
  changes?: Record<string, unknown>;
}

export const OPERATOR: Actor = { type: 'operator' };
export const SYSTEM: Actor = { type: 'system' };

/** The signed-in user of a request as an actor: id, e-mail, address (req.ip) and user agent. */
export function actorOf(req: FastifyRequest): Actor {
  const ua = req.headers['user-agent'];
  return { type: 'user', userId: req.user?.id ?? null, email: req.user?.email ?? null, ip: req.ip, userAgent: ua ?? null };
}

/** Names that must never reach the log, whatever a caller passes. */
const SECRET_KEYS = /^(password|oldPassword|newPassword|secret|token|code|recoveryCodes?)$/i;
/** PostgreSQL text holds no NUL; long values are cut. */
const clean = (v: string | null | undefined, max = 512): string | null => (v == null ? null : v.replaceAll('\u0000', '').slice(0, max));

function cleanChanges(changes: Record<string, unknown>): Record<string, unknown> {
  const text = JSON.stringify(changes, (key, value: unknown) => {
    if (key && SECRET_KEYS.test(key)) throw new Error(`audit: "${key}" must not be logged`);
    return typeof value === 'string' ? clean(value, 2048) : value;
  });
  return JSON.parse(text) as Record<string, unknown>;
}

/** JSON with object keys sorted at every level: the same text for the same content, whatever jsonb did to the order. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** The hash of one entry: SHA-256 over its content and the previous entry's hash. */
export function entryHash(r: repo.AuditRowContent): string {
  return sha256(
    canonical({
      partnerId: r.partner_id,
      at: new Date(r.at).toISOString(),
      actorType: r.actor_type,
      actorUserId: r.actor_user_id,
      actorEmail: r.actor_email,
      ip: r.ip,
      userAgent: r.user_agent,
      action: r.action,
      target: r.target,
      changes: r.changes,
      prevHash: r.prev_hash,
      // only operator entries have it: older entries hash as they did
      operatorId: r.operator_id ?? undefined,
      // entries made by a request (migration 026 on) cover its id; older ones hash as they did
      requestId: r.request_id ?? undefined,
    }),
  );
}

async function append(tx: Queryable, e: AuditInput) {
  // one writer per partner chain at a time (PGlite and PostgreSQL): the lock ends with the transaction
  await repo.lockChain(tx, e.partnerId);
  const content: repo.AuditRowContent = {
    partner_id: e.partnerId,
    at: e.at,
    actor_type: e.actor.type,
    actor_user_id: e.actor.userId ?? null,
    actor_email: clean(e.actor.email, 320),
    ip: clean(e.actor.ip, 64),
    user_agent: clean(e.actor.userAgent),
    action: e.action,
    target: clean(e.target),
    changes: cleanChanges(e.changes ?? {}),
    prev_hash: (await repo.lastHash(tx, e.partnerId)) ?? AUDIT.genesisHash,
    ...(e.actor.operatorId ? { operator_id: e.actor.operatorId } : {}),
    ...(currentRequestId() ? { request_id: currentRequestId() } : {}),
  };
  await repo.insertEntry(tx, { ...content, hash: entryHash(content) });
}

/**
 * Appends one entry to the partner's audit log. Pass the transaction of the change (`tx`) so both
 * commit together; given the database itself, it opens its own transaction.
 */
export async function record(q: Queryable | Db, e: AuditInput): Promise<void> {
  if ('transaction' in q) await q.transaction((tx) => append(tx, e));
  else await append(q, e);
}

export interface VerifyResult {
  ok: boolean;
  entries: number;
  firstId: string | null;
  lastId: string | null;
  broken: { id: string; time: string; action: string; reason: 'hash_mismatch' | 'chain_broken' } | null;
}

/**
 * Checks a partner's chain from its first remaining entry (older ones may have been pruned: that
 * entry's stored prev_hash is taken as given) and names the first entry whose hash does not match
 * its content, or whose prev_hash is not its predecessor's hash.
 */
export async function verify(db: Queryable, partnerId: string | null): Promise<VerifyResult> {
  let prev: string | null = null;
  let entries = 0;
  let firstId: string | null = null;
  let lastId: string | null = null;
  for (let after = 0n; ;) {
    const rows = await repo.chainBatch(db, partnerId, after, 1000);
    for (const r of rows) {
      const reason = entryHash(r) !== r.hash ? 'hash_mismatch' : prev !== null && r.prev_hash !== prev ? 'chain_broken' : null;
      if (reason) {
        const broken = { id: String(r.id), time: new Date(r.at).toISOString(), action: r.action, reason } as const;
        return { ok: false, entries, firstId, lastId, broken };
      }
      firstId ??= String(r.id);
      lastId = String(r.id);
      prev = r.hash;
      entries++;
    }
    if (rows.length < 1000) return { ok: true, entries, firstId, lastId, broken: null };
    after = BigInt(rows[rows.length - 1]!.id);
  }
}
