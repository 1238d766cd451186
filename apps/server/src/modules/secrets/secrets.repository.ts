import type { Environment, KeyAccess, Secret } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { isUuid } from '../../lib/ids';
import { isoTs } from '../../lib/list/sql';

/** A key as the contract shows it, with its secret still sealed (the caller masks or shows it). */
export type SecretRow = Omit<Secret, 'secret'> & { secretSealed: string };

const COLUMNS = `s.id::text, s.label, s.environment, s.token, s.secret_encrypted AS "secretSealed",
  ${isoTs('s.created_at')} AS "createdDate",
  CASE WHEN s.created_by IS NOT NULL THEN json_build_object('id', s.created_by::text, 'email', coalesce(u.email, '')) END AS "createdBy",
  s.access, CASE WHEN s.access = 'RESTRICTED' THEN s.scopes ELSE '{}' END AS scopes, ${isoTs('s.expires_at')} AS "expiresDate",
  s.allowed_ips AS "allowedIps", ${isoTs('s.last_used_at')} AS "lastUsedDate", s.last_used_ip AS "lastUsedIp",
  ${isoTs('(SELECT max(o.expires_at) FROM api_secrets o WHERE o.replaced_by = s.id AND o.deleted_at IS NULL AND o.expires_at > $2)')}
    AS "previousExpiresDate"`;
const FROM = 'api_secrets s LEFT JOIN users u ON u.id = s.created_by';

/** Whose keys: a partner's, in one of its environments. */
export interface KeyScope {
  partnerId: string;
  environment: Environment;
}

/** Live keys of one partner's environment (not deleted, not replaced by a roll), newest first. */
export const liveSecrets = (q: Queryable, o: KeyScope, now: Date) =>
  q.query<SecretRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE s.partner_id = $1 AND s.environment = $3 AND s.deleted_at IS NULL AND s.replaced_by IS NULL
      ORDER BY s.created_at DESC, s.id`,
    [o.partnerId, now.toISOString(), o.environment],
  );

export const secretById = (q: Queryable, o: KeyScope & { id: string; now: Date }) =>
  one<SecretRow>(q, `SELECT ${COLUMNS} FROM ${FROM} WHERE s.id = $3 AND s.partner_id = $1 AND s.environment = $4`, [
    o.partnerId,
    o.now.toISOString(),
    o.id,
    o.environment,
  ]);

export async function countLive(q: Queryable, o: KeyScope): Promise<number> {
  const r = await one<{ n: number }>(
    q,
    'SELECT count(*)::int AS n FROM api_secrets WHERE partner_id = $1 AND environment = $2 AND deleted_at IS NULL AND replaced_by IS NULL',
    [o.partnerId, o.environment],
  );
  return r!.n;
}

export interface NewSecret extends KeyScope {
  label: string;
  token: string;
  sealed: string;
  at: Date;
  createdBy: string;
  access: KeyAccess;
  scopes: string[];
  expiresAt: Date | null;
  allowedIps: string[];
}

export async function insertSecret(q: Queryable, s: NewSecret): Promise<string> {
  const r = await one<{ id: string }>(
    q,
    `INSERT INTO api_secrets(partner_id, label, token, secret_encrypted, created_at, created_by, access, scopes, expires_at, allowed_ips,
                             seen_by, environment)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, ARRAY[$6::uuid], $11) RETURNING id::text`,
    [
      s.partnerId,
      s.label,
      s.token,
      s.sealed,
      s.at.toISOString(),
      s.createdBy,
      s.access,
      s.scopes,
      s.expiresAt?.toISOString() ?? null,
      s.allowedIps,
      s.environment,
    ],
  );
  return r!.id;
}

/** The live key to roll, locked; undefined when it is not this partner's environment's, deleted or already replaced. */
export const lockLive = (q: Queryable, o: KeyScope & { id: string }) =>
  isUuid(o.id)
    ? one<{ id: string }>(
        q,
        'SELECT id::text FROM api_secrets WHERE id = $1 AND partner_id = $2 AND environment = $3' +
          ' AND deleted_at IS NULL AND replaced_by IS NULL FOR UPDATE',
        [o.id, o.partnerId, o.environment],
      )
    : Promise.resolve(undefined);

/**
 * A roll: a new row with the key's settings (label, creator, scopes, expiry, addresses, notices sent)
 * and a new token/secret, seen by the member who rolled it; the old row points to it and works until `until`
 * (or its own expiry if sooner).
 */
export async function rollSecret(
  q: Queryable,
  o: { id: string; token: string; sealed: string; at: Date; until: Date; by: string },
): Promise<string> {
  const r = await one<{ id: string }>(
    q,
    `INSERT INTO api_secrets(partner_id, environment, label, token, secret_encrypted, created_at, created_by, access, scopes, expires_at,
                             allowed_ips, expiry_notice_7d_at, expiry_notice_1d_at, seen_by)
     SELECT partner_id, environment, label, $2, $3, $4, created_by, access, scopes, expires_at, allowed_ips, expiry_notice_7d_at,
            expiry_notice_1d_at, ARRAY[$5::uuid]
       FROM api_secrets WHERE id = $1 RETURNING id::text`,
    [o.id, o.token, o.sealed, o.at.toISOString(), o.by],
  );
  await q.query('UPDATE api_secrets SET replaced_by = $2, expires_at = LEAST(coalesce(expires_at, $3), $3) WHERE id = $1', [
    o.id,
    r!.id,
    o.until.toISOString(),
  ]);
  return r!.id;
}

/**
 * Soft delete of a key and of the pairs it replaced (still in their overlap): the tokens stay known so
 * that a call with them answers 401 secret_deleted.
 */
export async function markDeleted(q: Queryable, o: KeyScope & { id: string; at: Date }): Promise<boolean> {
  if (!isUuid(o.id)) return false;
  const rows = await q.query<{ id: string }>(
    `WITH RECURSIVE chain(id) AS (
       SELECT id FROM api_secrets WHERE id = $1 AND partner_id = $2 AND environment = $4 AND deleted_at IS NULL AND replaced_by IS NULL
       UNION SELECT a.id FROM api_secrets a JOIN chain c ON a.replaced_by = c.id)
     UPDATE api_secrets SET deleted_at = $3 WHERE id IN (SELECT id FROM chain) AND deleted_at IS NULL RETURNING id::text`,
    [o.id, o.partnerId, o.at.toISOString(), o.environment],
  );
  return rows.some((r) => r.id === o.id.toLowerCase());
}

/** The live pairs a member created or has seen, with the pairs each replaced (still in their overlap). */
const KEYS_OF_MEMBER = `WITH RECURSIVE chain(id) AS (
       SELECT id FROM api_secrets WHERE partner_id = $1 AND (created_by = $2 OR $2 = ANY(seen_by)) AND deleted_at IS NULL
       UNION SELECT a.id FROM api_secrets a JOIN chain c ON a.replaced_by = c.id WHERE a.deleted_at IS NULL)`;

/** A member's live keys (and the overlapping pairs they replaced) are deleted: the member was disabled or removed. */
export const revokeKeysOf = (q: Queryable, o: { partnerId: string; userId: string; at: Date }) =>
  q.query<{ label: string; token: string; replacedBy: string | null }>(
    `${KEYS_OF_MEMBER}
     UPDATE api_secrets SET deleted_at = $3, deleted_reason = 'creator_disabled'
      WHERE id IN (SELECT id FROM chain) RETURNING label, token, replaced_by::text AS "replacedBy"`,
    [o.partnerId, o.userId, o.at.toISOString()],
  );

/** A member's live keys are handed to the owner: they keep working, the owner is the creator of those it created. */
export const handKeysOver = (q: Queryable, o: { partnerId: string; userId: string; ownerId: string }) =>
  q.query<{ label: string; token: string; replacedBy: string | null }>(
    `${KEYS_OF_MEMBER}
     UPDATE api_secrets SET created_by = CASE WHEN created_by = $2 THEN $3::uuid ELSE created_by END,
            seen_by = array_remove(seen_by, $2::uuid)
      WHERE id IN (SELECT id FROM chain) RETURNING label, token, replaced_by::text AS "replacedBy"`,
    [o.partnerId, o.userId, o.ownerId],
  );

/** The partner's account owner (id, e-mail, language). */
export const partnerOwner = (q: Queryable, partnerId: string) =>
  one<{ id: string; email: string; language: string; agent: string | null }>(
    q,
    `SELECT u.id::text, u.email, u.language, p.agent FROM users u JOIN partners p ON p.id = u.partner_id
      WHERE u.partner_id = $1 AND u.on_behalf_of IS NULL ORDER BY u.created_at LIMIT 1`,
    [partnerId],
  );

export interface ExpiringKey {
  id: string;
  partnerId: string;
  label: string;
  token: string;
  expiresAt: Date;
  createdBy: string | null;
}

/**
 * Marks the keys that expire within `days` and have not had that notice yet, and answers them
 * (FOR UPDATE SKIP LOCKED: two server processes never send the same notice). A key inside the 1-day
 * window that never had the 7-day notice gets only the 1-day one.
 */
export const claimExpiryNotices = (q: Queryable, o: { days: 7 | 1; now: Date }) => {
  const column = o.days === 7 ? 'expiry_notice_7d_at' : 'expiry_notice_1d_at';
  const also = o.days === 1 ? ', expiry_notice_7d_at = coalesce(expiry_notice_7d_at, $1)' : '';
  const notSooner = o.days === 7 ? " AND expires_at > $1::timestamptz + interval '1 day'" : '';
  return q.query<ExpiringKey>(
    `WITH due AS (
       SELECT id FROM api_secrets
        WHERE deleted_at IS NULL AND replaced_by IS NULL AND ${column} IS NULL
          AND expires_at > $1 AND expires_at <= $1::timestamptz + make_interval(days => $2)${notSooner}
        ORDER BY expires_at FOR UPDATE SKIP LOCKED LIMIT 500)
     UPDATE api_secrets s SET ${column} = $1${also} FROM due WHERE s.id = due.id
     RETURNING s.id::text, s.partner_id::text AS "partnerId", s.label, s.token, s.expires_at AS "expiresAt",
               s.created_by::text AS "createdBy"`,
    [o.now.toISOString(), o.days],
  );
};

/** Who is told about a key: the owner, and its creator when that is someone else still active. */
export const keyAudience = (q: Queryable, o: { partnerId: string; createdBy: string | null }) =>
  q.query<{ id: string; email: string; language: string; agent: string | null }>(
    `SELECT u.id::text, u.email, u.language, p.agent FROM users u JOIN partners p ON p.id = u.partner_id
      WHERE u.partner_id = $1 AND NOT u.disabled AND (u.on_behalf_of IS NULL OR u.id = $2::uuid) ORDER BY u.created_at`,
    [o.partnerId, o.createdBy],
  );

/** Remembers that a key was used from `ip`; true when that address is new for the key. */
export async function addAddress(q: Queryable, o: { secretId: string; ip: string; at: Date }): Promise<boolean> {
  const r = await q.query(
    'INSERT INTO api_secret_addresses (secret_id, ip, first_seen_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
    [o.secretId, o.ip, o.at.toISOString()],
  );
  return r.length > 0;
}

/** Keys that expired and whose expiry is not in the audit log yet, claimed (a second process skips them). */
export const claimExpired = (q: Queryable, now: Date) =>
  q.query<{ id: string; partnerId: string; label: string; expiresAt: Date; replacedBy: string | null }>(
    `WITH due AS (
       SELECT id FROM api_secrets
        WHERE expiry_recorded_at IS NULL AND deleted_at IS NULL AND expires_at IS NOT NULL AND expires_at <= $1
        ORDER BY expires_at FOR UPDATE SKIP LOCKED LIMIT 500)
     UPDATE api_secrets s SET expiry_recorded_at = $1 FROM due WHERE s.id = due.id
     RETURNING s.id::text, s.partner_id::text AS "partnerId", s.label, s.expires_at AS "expiresAt", s.replaced_by::text AS "replacedBy"`,
    [now.toISOString()],
  );
