import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY, idempotencyHeaders } from '@portal/contract';
import { one } from '../../db/db';
import { sha256 } from '../../lib/crypto';
import { AppError, invalid } from '../../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

/** A first answer worth repeating: a success or a refusal of the input; a 429 or 5xx may pass when tried again. */
const kept = (status: number) => (status >= 200 && status < 300) || status === 417;

/**
 * `Idempotency-Key` on the partner API's POST calls (IDEMPOTENCY): the first call with a key claims it, its answer
 * is kept with it, and a repeat (re-signed, so a new timestamp) answers that answer without doing the call again.
 * A claim is a row inserted before the handler runs, so two calls at once cannot both create.
 */
export function idempotentPosts(app: FastifyInstance) {
  app.decorateRequest('idempotencyKey', null);
  app.addHook('onRoute', (route) => {
    // documented and checked like any input: printable ASCII, at most IDEMPOTENCY.maxLength characters
    if (route.method === 'POST' && route.schema) route.schema.headers = idempotencyHeaders;
  });
  app.addHook('preHandler', async (req, reply) => {
    const key = req.method === 'POST' && req.signed ? (req.headers[IDEMPOTENCY.header] as string | undefined) : undefined;
    if (!key || !req.signed) return;
    // a key's answers are its environment's: the same key sent with the other environment's key is another call
    const { partnerId, environment } = req.signed;
    const now = app.ctx.now().getTime();
    const fingerprint = sha256(`${req.method} ${req.url}\n${req.rawBody}`);
    const claimed = await one(
      app.ctx.db,
      `INSERT INTO partner_idempotency_keys AS k (partner_id, key, fingerprint, created_at, environment) VALUES ($1, $2, $3, $4, $7)
       ON CONFLICT (partner_id, environment, key) DO UPDATE SET fingerprint = $3, created_at = $4, status = NULL, body = NULL
        WHERE k.created_at < $5 OR (k.status IS NULL AND k.created_at < $6)
       RETURNING 1 AS ok`,
      [partnerId, key, fingerprint, new Date(now), new Date(now - IDEMPOTENCY.keepMs), new Date(now - IDEMPOTENCY.leaseMs), environment],
    );
    if (claimed) {
      req.idempotencyKey = key;
      return;
    }
    const first = await one<{ fingerprint: string; status: number | null; body: string | null }>(
      app.ctx.db,
      'SELECT fingerprint, status, body FROM partner_idempotency_keys WHERE partner_id = $1 AND key = $2 AND environment = $3',
      [partnerId, key, environment],
    );
    if (!first || first.fingerprint !== fingerprint) throw invalid('idempotency_key_reused', 'Idempotency-Key', key);
    if (first.status === null) throw new AppError(409, 'idempotency_key_in_use', 'Idempotency-Key', key);
    return reply.code(first.status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(first.body);
  });
  app.addHook('onSend', async (req: FastifyRequest, reply, payload) => {
    const key = req.idempotencyKey;
    if (!key || !req.signed) return payload;
    req.idempotencyKey = null;
    const args = [req.signed.partnerId, key, req.signed.environment];
    const which = 'partner_id = $1 AND key = $2 AND environment = $3';
    if (kept(reply.statusCode) && typeof payload === 'string')
      await app.ctx.db.query(`UPDATE partner_idempotency_keys SET status = $4, body = $5 WHERE ${which}`, [
        ...args,
        reply.statusCode,
        payload,
      ]);
    else await app.ctx.db.query(`DELETE FROM partner_idempotency_keys WHERE ${which}`, args);
    return payload;
  });
}
