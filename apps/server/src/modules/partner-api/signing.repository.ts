import { SIGNATURE_TOLERANCE_SECONDS } from '@portal/contract';
import { one, type Queryable } from '../../db/db';

export interface SecretRow {
  id: string;
  partner_id: string;
  secret_encrypted: string;
  deleted_at: Date | null;
  last_used_at: Date | null;
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
    `WITH s AS (SELECT id, partner_id, secret_encrypted, deleted_at, last_used_at FROM api_secrets WHERE token = $1),
     ins AS (INSERT INTO partner_api_nonces(secret_id, ts, signature, expires_at)
             SELECT id, $2, $3, $4 FROM s WHERE deleted_at IS NULL AND $5::boolean
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

export async function touchSecret(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query('UPDATE api_secrets SET last_used_at = $2 WHERE id = $1', [id, at.toISOString()]);
}
