import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { isUuid } from '../../lib/ids';

export interface SecretRow {
  id: string;
  label: string;
  token: string;
  secret_encrypted: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** Live (not deleted) secrets of one partner, newest first. */
export const liveSecrets = (q: Queryable, partnerId: string) =>
  q.query<SecretRow>(
    `SELECT id::text, label, token, secret_encrypted, created_at, last_used_at FROM api_secrets
      WHERE partner_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id`,
    [partnerId],
  );

export async function countLive(q: Queryable, partnerId: string): Promise<number> {
  const r = await one<{ n: number }>(q, 'SELECT count(*)::int AS n FROM api_secrets WHERE partner_id = $1 AND deleted_at IS NULL', [
    partnerId,
  ]);
  return r!.n;
}

export async function insertSecret(q: Queryable, s: { partnerId: string; label: string; token: string; sealed: string; at: Date }) {
  return (await one<SecretRow>(
    q,
    `INSERT INTO api_secrets(partner_id, label, token, secret_encrypted, created_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING id::text, label, token, secret_encrypted, created_at, last_used_at`,
    [s.partnerId, s.label, s.token, s.sealed, s.at.toISOString()],
  ))!;
}

/** Soft delete: the token stays known so that a call with it answers 401 secret_deleted. */
export async function markDeleted(q: Queryable, o: { partnerId: string; id: string; at: Date }): Promise<boolean> {
  if (!isUuid(o.id)) return false;
  const rows = await q.query(
    'UPDATE api_secrets SET deleted_at = $3 WHERE id = $1 AND partner_id = $2 AND deleted_at IS NULL RETURNING id',
    [o.id, o.partnerId, o.at.toISOString()],
  );
  return rows.length === 1;
}
