import type { FastifyRequest } from 'fastify';
import { AUDIT, type AuditAction, type AuditActor } from '@portal/contract';
import type { Db, Queryable } from '../../db/db';
import crypto from 'node:crypto';
import { safeEqual, sha256 } from '../../lib/crypto';
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

/**
 * The key of the chains' MACs, derived from the secrets key (SECRETS_KEY or DATA_DIR/secrets.key):
 * someone who can write the database but not read that key cannot forge an entry or an anchor.
 * One per process (a process serves one deployment, whose contexts all come from its one secrets
 * key), set when a context is assembled.
 */
let auditKey: Buffer | null = null;
export function useAuditKey(key: Buffer): void {
  auditKey = key;
}
const mac = (text: string) => {
  if (!auditKey) throw new Error('audit: no audit key (the context sets it)');
  return crypto.createHmac('sha256', auditKey).update(text, 'utf8').digest('hex');
};

/**
 * The hash of one entry over its content and the previous entry's hash: HMAC-SHA256 with the audit
 * key, or plain SHA-256 for entries written before the key was used (`keyed` false).
 */
export function entryHash(r: repo.AuditContent): string {
  return (r.keyed ? mac : sha256)(
    canonical({
      partnerId: r.partnerId,
      at: new Date(r.at).toISOString(),
      actorType: r.actorType,
      actorUserId: r.actorUserId,
      actorEmail: r.actorEmail,
      ip: r.ip,
      userAgent: r.userAgent,
      action: r.action,
      target: r.target,
      changes: r.changes,
      prevHash: r.prevHash,
      // only operator entries have it: older entries hash as they did
      operatorId: r.operatorId ?? undefined,
      // entries made by a request (migration 026 on) cover its id; older ones hash as they did
      requestId: r.requestId ?? undefined,
    }),
  );
}

async function append(tx: Queryable, e: AuditInput) {
  // one writer per partner chain at a time (PGlite and PostgreSQL): the lock ends with the transaction
  await repo.lockChain(tx, e.partnerId);
  const content: repo.AuditContent = {
    partnerId: e.partnerId,
    at: e.at,
    actorType: e.actor.type,
    actorUserId: e.actor.userId ?? null,
    actorEmail: clean(e.actor.email, 320),
    ip: clean(e.actor.ip, 64),
    userAgent: clean(e.actor.userAgent),
    action: e.action,
    target: clean(e.target),
    changes: cleanChanges(e.changes ?? {}),
    prevHash: (await repo.lastHash(tx, e.partnerId)) ?? AUDIT.genesisHash,
    keyed: true,
    ...(e.actor.operatorId ? { operatorId: e.actor.operatorId } : {}),
    ...(currentRequestId() ? { requestId: currentRequestId() } : {}),
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
  broken: {
    id: string;
    time: string;
    action: string;
    reason: 'hash_mismatch' | 'chain_broken' | 'start_unanchored' | 'checkpoint_missing' | 'checkpoint_differs';
  } | null;
}

/** A chain's head as a checkpoint recorded it outside the database (audit.checkpoints.ts). */
export interface Checkpoint {
  chain: string;
  id: string;
  hash: string;
  at: string;
}
export const checkpointMac = (c: Checkpoint) => mac(`audit checkpoint\n${canonical({ chain: c.chain, id: c.id, hash: c.hash, at: c.at })}`);

export const chainName = (partnerId: string | null) => partnerId ?? 'platform';
type AnchorKind = 'pruned' | 'legacy';
const anchorMac = (chain: string, kind: AnchorKind, value: string) => mac(`audit anchor\n${chain}\n${kind}\n${value}`);

async function putAnchor(tx: Queryable, chain: string, kind: AnchorKind, value: string) {
  await tx.query(
    `INSERT INTO audit_anchors(chain, kind, value, mac) VALUES ($1, $2, $3, $4)
     ON CONFLICT (chain, kind) DO UPDATE SET value = EXCLUDED.value, mac = EXCLUDED.mac`,
    [chain, kind, value, anchorMac(chain, kind, value)],
  );
}

/** A chain's anchor of that kind, if present and MACed with the audit key. */
async function anchor(db: Queryable, chain: string, kind: AnchorKind): Promise<string | null> {
  const [a] = await db.query<{ value: string; mac: string }>('SELECT value, mac FROM audit_anchors WHERE chain = $1 AND kind = $2', [
    chain,
    kind,
  ]);
  return a && safeEqual(anchorMac(chain, kind, a.value), a.mac) ? a.value : null;
}

/** After a prune: where each chain now starts (the chain's first remaining entry points at it). */
export async function recordAnchors(tx: Queryable, pruned: Array<{ chain: string; lastHash: string }>): Promise<void> {
  for (const p of pruned) await putAnchor(tx, p.chain, 'pruned', p.lastHash);
}

/**
 * Chains written before the audit key: their last unkeyed entry is recorded (MACed), so no entry
 * after it can pass for an unkeyed one. Run on every start; chains already sealed are left alone.
 */
export async function sealLegacyChains(db: Db): Promise<void> {
  const chains = await db.query<{ chain: string; last: string }>(
    `SELECT coalesce(a.partner_id::text, 'platform') AS chain, max(a.id)::text AS last FROM audit_log a
      WHERE NOT a.keyed
        AND NOT EXISTS (SELECT 1 FROM audit_anchors x WHERE x.chain = coalesce(a.partner_id::text, 'platform') AND x.kind = 'legacy')
      GROUP BY 1`,
  );
  for (const c of chains) await db.transaction((tx) => putAnchor(tx, c.chain, 'legacy', c.last));
}

/** A keyed first entry starts the chain, or follows the entries a prune removed. */
async function anchored(db: Queryable, partnerId: string | null, first: repo.AuditEntryRow): Promise<boolean> {
  if (!first.keyed || first.prevHash === AUDIT.genesisHash) return true;
  return (await anchor(db, chainName(partnerId), 'pruned')) === first.prevHash;
}

/**
 * Checks a chain (a partner's, or the operators' with partnerId null) and names the first entry whose
 * hash does not match its content, whose prev_hash is not its predecessor's hash, or, for the first
 * remaining entry, that neither starts the chain nor follows a recorded prune. An unkeyed entry passes
 * only up to the chain's legacy boundary (sealLegacyChains). Given the chain's newest checkpoint, its
 * entry must be there with the same hash (or pruned by retention): deleting the newest entries shows.
 */
export async function verify(db: Queryable, partnerId: string | null, checkpoint?: Checkpoint): Promise<VerifyResult> {
  let prev: string | null = null;
  // unkeyed entries pass only up to the chain's recorded legacy boundary
  const legacy = await anchor(db, chainName(partnerId), 'legacy');
  const legacyUpTo = legacy === null ? -1n : BigInt(legacy);
  let entries = 0;
  let firstId: string | null = null;
  let lastId: string | null = null;
  let seen = false;
  for (let after = 0n; ;) {
    const rows = await repo.chainBatch(db, partnerId, after, 1000);
    for (const r of rows) {
      const reason =
        entryHash(r) !== r.hash || (!r.keyed && BigInt(r.id) > legacyUpTo)
          ? 'hash_mismatch'
          : prev !== null && r.prevHash !== prev
            ? 'chain_broken'
            : prev === null && !(await anchored(db, partnerId, r))
              ? 'start_unanchored'
              : String(r.id) === checkpoint?.id && r.hash !== checkpoint.hash
                ? 'checkpoint_differs'
                : null;
      if (reason) {
        const broken = { id: String(r.id), time: new Date(r.at).toISOString(), action: r.action, reason } as const;
        return { ok: false, entries, firstId, lastId, broken };
      }
      firstId ??= String(r.id);
      lastId = String(r.id);
      seen ||= lastId === checkpoint?.id;
      prev = r.hash;
      entries++;
    }
    if (rows.length < 1000) {
      const missing = checkpoint && !seen && !(await checkpointPruned(db, checkpoint, firstId));
      const broken = missing ? ({ id: checkpoint.id, time: checkpoint.at, action: '', reason: 'checkpoint_missing' } as const) : null;
      return { ok: !broken, entries, firstId, lastId, broken };
    }
    after = BigInt(rows[rows.length - 1]!.id);
  }
}

/** Retention pruned the checkpointed entry: it came before the first remaining entry, or ended a chain pruned whole. */
async function checkpointPruned(db: Queryable, c: Checkpoint, firstId: string | null): Promise<boolean> {
  if (firstId !== null) return BigInt(c.id) < BigInt(firstId);
  return (await anchor(db, c.chain, 'pruned')) === c.hash;
}
