import type { Queryable } from '../../db/db';

/**
 * The nonce store: the (secret, timestamp, signature) triples already accepted, so that a signed
 * request is never accepted twice. Triples are recorded by `secretAndNonce` (signing.repository.ts),
 * in the statement that reads the secret; they are kept until their timestamp can no longer be accepted.
 */
export async function pruneNonces(q: Queryable, now: Date): Promise<void> {
  await q.query('DELETE FROM partner_api_nonces WHERE expires_at < $1', [now.toISOString()]);
}
