import { SIGNATURE_TOLERANCE_SECONDS, type Environment, type KeyAccess } from '@portal/contract';
import { one, type Queryable } from '../../db/db';

export interface SecretRow {
  id: string;
  partnerId: string;
  environment: Environment;
  secretSealed: string;
  deletedAt: Date | null;
  deletedReason: string | null;
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
  expiresAt: Date | null;
  replacedBy: string | null;
  access: KeyAccess;
  scopes: string[];
  allowedIps: string[];
  /** the member who created the key is disabled */
  creatorDisabled: boolean;
  /** 1 when this (secret, timestamp, signature) was recorded now, 0 when it had been seen before */
  fresh: number;
}

/**
 * The API secret of a token, and, when `remember`, the (secret, timestamp, signature) triple
 * recorded in the nonce store in the same statement (one round trip), kept until the timestamp
 * can no longer be accepted.
 */
export const secretAndNonce = (q: Queryable, o: { token: string; remember: boolean; ts: string; sig: string }) =>
  one<SecretRow>(
    q,
    `WITH s AS (SELECT k.id, k.partner_id AS "partnerId", k.environment, k.secret_encrypted AS "secretSealed", k.deleted_at AS "deletedAt",
                       k.deleted_reason AS "deletedReason", k.last_used_at AS "lastUsedAt", k.last_used_ip AS "lastUsedIp",
                       k.expires_at AS "expiresAt", k.replaced_by AS "replacedBy", k.access, k.scopes, k.allowed_ips AS "allowedIps",
                       coalesce(u.disabled, false) AS "creatorDisabled"
                  FROM api_secrets k LEFT JOIN users u ON u.id = k.created_by WHERE k.token = $1),
     ins AS (INSERT INTO partner_api_nonces(secret_id, ts, signature, expires_at)
             SELECT id, $2, $3, $4 FROM s WHERE "deletedAt" IS NULL AND $5::boolean
             ON CONFLICT DO NOTHING RETURNING 1)
     SELECT s.*, (SELECT count(*) FROM ins)::int AS fresh FROM s`,
    [
      o.token,
      o.remember ? o.ts : 0,
      o.remember ? o.sig : '',
      new Date((Number(o.remember ? o.ts : 0) + SIGNATURE_TOLERANCE_SECONDS + 1) * 1000).toISOString(),
      o.remember,
    ],
  );

export async function touchSecret(q: Queryable, id: string, at: Date, ip: string): Promise<void> {
  await q.query('UPDATE api_secrets SET last_used_at = $2, last_used_ip = $3 WHERE id = $1', [id, at.toISOString(), ip]);
}
