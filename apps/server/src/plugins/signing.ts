import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGNATURE_HEADERS, SIGNATURE_PATTERN, SIGNATURE_TOLERANCE_SECONDS, stringToSign, type SignatureRejection } from '@portal/contract';
import type { AppContext } from '../context';
import { one } from '../db/db';
import { AppError, invalid } from '../lib/errors';

/** The partner a verified (or at least recognised) API secret belongs to. */
export interface SignedCaller {
  partnerId: string;
  secretId: string;
  token: string;
}

export type Verdict =
  { ok: true; caller: SignedCaller } | { ok: false; code: SignatureRejection; reason: string; caller: SignedCaller | null };

export interface SignedRequest {
  token?: string;
  ts?: string;
  sig?: string;
  method: string;
  pathWithQuery: string;
  body: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the partner of a correctly signed request (partner API routes only) */
    signed: SignedCaller | null;
    /** the exact body bytes as text, for the signature */
    rawBody: string;
    /** a body that could not be read as JSON; reported after the signature is checked */
    bodyProblem: string | null;
    /** what the request log records about this call */
    verdict: Verdict | null;
  }
}

/** Lower-case hex HMAC-SHA256 of the string to sign. */
export function expectedSignature(secret: string, text: string): string {
  return crypto.createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex signatures (length is not secret). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

const SHOWN_MAX = 300;
const shown = (text: string) => JSON.stringify(text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX)}…` : text);
const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

interface SecretRow {
  id: string;
  partner_id: string;
  secret_encrypted: string;
  deleted_at: Date | null;
  last_used_at: Date | null;
  /** 1 when this (secret, timestamp, signature) was recorded now, 0 when it had been seen before */
  fresh: number;
}

const TS_PATTERN = /^\d{1,12}$/;
const LAST_USED_EVERY_MS = 10_000;

/**
 * Checks one partner API request (CONTRACTS §5): headers present, token known and not deleted,
 * timestamp within ±60 s of `ctx.now()`, HMAC equal in constant time, and the (token, timestamp,
 * signature) triple never seen before — remembered in the database so every server process agrees.
 * One round trip: the secret is read and the signature remembered in the same statement.
 */
export async function verifySignedRequest(ctx: AppContext, r: SignedRequest): Promise<Verdict> {
  const missing = [!r.token && SIGNATURE_HEADERS.token, !r.ts && SIGNATURE_HEADERS.timestamp, !r.sig && SIGNATURE_HEADERS.signature].filter(
    Boolean,
  );
  const nowMs = ctx.now().getTime();
  const tsOk = !!r.ts && TS_PATTERN.test(r.ts);
  const skew = tsOk ? Math.floor(nowMs / 1000) - Number(r.ts) : 0;
  const remember = !missing.length && tsOk && Math.abs(skew) <= SIGNATURE_TOLERANCE_SECONDS && SIGNATURE_PATTERN.test(r.sig!);
  let caller: SignedCaller | null = null;
  let row: SecretRow | undefined;
  if (r.token && r.token.length <= 200) {
    row = await one<SecretRow>(
      ctx.db,
      `WITH s AS (SELECT id, partner_id, secret_encrypted, deleted_at, last_used_at FROM api_secrets WHERE token = $1),
       ins AS (INSERT INTO partner_api_nonces(secret_id, ts, signature, expires_at)
               SELECT id, $2, $3, $4 FROM s WHERE deleted_at IS NULL AND $5::boolean
               ON CONFLICT DO NOTHING RETURNING 1)
       SELECT s.*, (SELECT count(*) FROM ins)::int AS fresh FROM s`,
      [
        r.token,
        remember ? r.ts : 0,
        remember ? r.sig : '',
        new Date((Number(remember ? r.ts : 0) + SIGNATURE_TOLERANCE_SECONDS + 1) * 1000).toISOString(),
        remember,
      ],
    );
    if (row) caller = { partnerId: row.partner_id, secretId: row.id, token: r.token };
  }
  const no = (code: SignatureRejection, reason: string): Verdict => ({ ok: false, code, reason, caller });
  if (missing.length) return no('missing_headers', `missing header${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  if (!row) return no('unknown_token', `no API secret has the token given in ${SIGNATURE_HEADERS.token}`);
  if (row.deleted_at) return no('secret_deleted', `the API secret of this token was deleted on ${row.deleted_at.toISOString()}`);

  const ts = r.ts!;
  if (!tsOk) {
    const ms = /^\d{13}$/.test(ts) ? ': it looks like milliseconds' : '';
    return no('invalid_timestamp', `timestamp ${shown(ts)} is not Unix time in whole seconds${ms}`);
  }
  if (Math.abs(skew) > SIGNATURE_TOLERANCE_SECONDS) {
    const side = skew > 0 ? 'older' : 'newer';
    return no('stale_timestamp', `timestamp ${Math.abs(skew)} s ${side} than server time (allowed: ${SIGNATURE_TOLERANCE_SECONDS} s)`);
  }

  const text = stringToSign(ts, r.method, r.pathWithQuery, r.body);
  const expected = expectedSignature(ctx.box.open(row.secret_encrypted), text);
  const sig = r.sig!;
  if (!sameSignature(expected, sig)) {
    const form = SIGNATURE_PATTERN.test(sig)
      ? ''
      : sameSignature(expected, sig.toLowerCase())
        ? ' (the signature must be lower-case hex)'
        : ` (a signature is 64 lower-case hex characters; this one has ${sig.length} characters)`;
    return no('bad_signature', `signature mismatch${form}: the string we signed was ${shown(text)}`);
  }
  if (row.fresh !== 1) return no('replayed', 'this token, timestamp and signature were already used; sign every request anew');
  if (!row.last_used_at || nowMs - row.last_used_at.getTime() > LAST_USED_EVERY_MS) {
    await ctx.db.query('UPDATE api_secrets SET last_used_at = $2 WHERE id = $1', [row.id, new Date(nowMs).toISOString()]);
  }
  return { ok: true, caller: caller! };
}

/** Deletes remembered signatures whose timestamp can no longer be accepted. */
export async function pruneNonces(ctx: AppContext): Promise<void> {
  await ctx.db.query('DELETE FROM partner_api_nonces WHERE expires_at < $1', [ctx.now().toISOString()]);
}

/**
 * Makes every route of the calling (encapsulated) scope a signed route: the body is kept as the
 * exact text that was signed, and the signature is verified before the body is validated, so an
 * unsigned request always answers 401 naming its reason, never a validation error.
 */
export function requireSignature(app: FastifyInstance): void {
  app.decorateRequest('signed', null);
  app.decorateRequest('rawBody', '');
  app.decorateRequest('bodyProblem', null);
  app.decorateRequest('verdict', null);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (req: FastifyRequest, body, done) => {
    const text = body as string;
    req.rawBody = text;
    if (text === '') return done(null, undefined);
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(req.headers['content-type'] ?? '')) {
      req.bodyProblem = 'the body must be JSON sent with content-type application/json';
      return done(null, undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      req.bodyProblem = 'the body is not valid JSON';
      done(null, undefined);
    }
  });
  app.addHook('preValidation', async (req) => {
    const verdict = await verifySignedRequest(app.ctx, {
      token: headerValue(req.headers[SIGNATURE_HEADERS.token]),
      ts: headerValue(req.headers[SIGNATURE_HEADERS.timestamp]),
      sig: headerValue(req.headers[SIGNATURE_HEADERS.signature]),
      method: req.method,
      pathWithQuery: req.url,
      body: req.rawBody,
    });
    req.verdict = verdict;
    if (!verdict.ok) throw new AppError(401, verdict.code, verdict.reason);
    req.signed = verdict.caller;
    if (req.bodyProblem) throw invalid('validation_error', 'body', req.bodyProblem);
  });
}

/** The partner of a signed request; only call on routes behind requireSignature. */
export function signedPartner(req: FastifyRequest): string {
  if (!req.signed) throw new AppError(401, 'missing_headers', 'this call must be signed');
  return req.signed.partnerId;
}
