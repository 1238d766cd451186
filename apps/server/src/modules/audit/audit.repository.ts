import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { isoTs } from '../../lib/list/sql';

/** The columns an entry's hash covers (all but id and hash). */
export interface AuditContent {
  /** hashed with the audit key (HMAC); false for entries written before it was used */
  keyed?: boolean;
  /** null: the platform chain (operator actions on no partner) */
  partnerId: string | null;
  at: Date | string;
  actorType: string;
  actorUserId: string | null;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  action: string;
  target: string | null;
  changes: Record<string, unknown>;
  prevHash: string;
  /** the console's operator, on operator entries only */
  operatorId?: string | null;
  /** the request that made the change (x-request-id); none from jobs and the command line */
  requestId?: string | null;
}
export type AuditEntryRow = AuditContent & { id: string | number; hash: string };

/** Serializes appends to one partner's chain until the transaction ends. */
export async function lockChain(q: Queryable, partnerId: string | null) {
  await q.query("SELECT pg_advisory_xact_lock(hashtextextended('audit:' || $1::text, 0))", [partnerId ?? 'platform']);
}

/** The chain's last hash; partnerId null is the platform chain. */
export const lastHash = async (q: Queryable, partnerId: string | null) =>
  (
    await one<{ hash: string }>(
      q,
      partnerId === null
        ? 'SELECT hash FROM audit_log WHERE partner_id IS NULL ORDER BY id DESC LIMIT 1'
        : 'SELECT hash FROM audit_log WHERE partner_id = $1 ORDER BY id DESC LIMIT 1',
      partnerId === null ? [] : [partnerId],
    )
  )?.hash;

export async function insertEntry(q: Queryable, r: AuditContent & { hash: string }) {
  await q.query(
    `INSERT INTO audit_log(partner_id, at, actor_type, actor_user_id, actor_email, ip, user_agent, action, target, changes, prev_hash, hash,
                           operator_id, request_id, keyed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15)`,
    [
      r.partnerId,
      r.at,
      r.actorType,
      r.actorUserId,
      r.actorEmail,
      r.ip,
      r.userAgent,
      r.action,
      r.target,
      JSON.stringify(r.changes),
      r.prevHash,
      r.hash,
      r.operatorId ?? null,
      r.requestId ?? null,
      r.keyed === true,
    ],
  );
}

/** A batch of the partner's chain (null: the platform chain) in insert order (ordered by the bigint id, not its text). */
export const chainBatch = (q: Queryable, partnerId: string | null, after: bigint, limit: number) =>
  q.query<AuditEntryRow>(
    `SELECT a.id::text AS id, a.partner_id::text AS "partnerId", ${isoTs('a.at')} AS at, a.actor_type AS "actorType",
            a.actor_user_id::text AS "actorUserId", a.actor_email AS "actorEmail", a.ip, a.user_agent AS "userAgent", a.action, a.target,
            a.changes, a.prev_hash AS "prevHash", a.hash, a.operator_id::text AS "operatorId", a.request_id AS "requestId", a.keyed
       FROM audit_log a WHERE ${partnerId === null ? 'a.partner_id IS NULL AND $1::text IS NULL' : 'a.partner_id = $1'}
        AND a.id > $2 ORDER BY a.id LIMIT $3`,
    [partnerId, after.toString(), limit],
  );

/** Each chain's newest entry: one index look-up per partner, and the platform chain's. */
export const chainHeads = (q: Queryable) =>
  q.query<{ chain: string; id: string; hash: string }>(
    `SELECT p.id::text AS chain, h.id::text AS id, h.hash FROM partners p
       CROSS JOIN LATERAL (SELECT id, hash FROM audit_log WHERE partner_id = p.id ORDER BY id DESC LIMIT 1) h
     UNION ALL
     (SELECT 'platform', id::text, hash FROM audit_log WHERE partner_id IS NULL ORDER BY id DESC LIMIT 1)`,
  );

/**
 * Retention: the oldest entries before `before`, at most `limit`, deleted by audit_prune() (the one
 * way to delete them); per chain, the hash of the last entry deleted and how many went.
 */
export const pruneBatch = (q: Queryable, o: { before: Date; limit: number }) =>
  q.query<{ chain: string; lastHash: string; deleted: number }>('SELECT chain, last_hash AS "lastHash", deleted FROM audit_prune($1, $2)', [
    o.before,
    o.limit,
  ]);

/** The partner a user belongs to (owner or member), or null. */
export const partnerOfUser = async (q: Queryable, userId: string) =>
  (await one<{ partnerId: string | null }>(q, 'SELECT partner_id::text AS "partnerId" FROM users WHERE id = $1', [userId]))?.partnerId ??
  null;
