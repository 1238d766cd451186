import { SIGNATURE_HEADERS, SIGNATURE_PATTERN, SIGNATURE_TOLERANCE_SECONDS, stringToSign, type SignatureRejection } from '@portal/contract';
import type { AppContext } from '../../context';
import { hmacHex, safeEqual } from '../../lib/crypto';
import { secretAndNonce, touchSecret, type SecretRow } from './signing.repository';

/** The partner a verified (or at least recognised) API secret belongs to. */
export interface SignedCaller {
  partnerId: string;
  secretId: string;
  token: string;
}

export type Verdict =
  { ok: true; caller: SignedCaller } | { ok: false; code: SignatureRejection; reason: string; caller: SignedCaller | null };

interface SignedRequest {
  token?: string;
  ts?: string;
  sig?: string;
  method: string;
  pathWithQuery: string;
  body: string;
}

const SHOWN_MAX = 300;
const shown = (text: string) => JSON.stringify(text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX)}…` : text);

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
    row = await secretAndNonce(ctx.db, { token: r.token, remember, ts: r.ts ?? '', sig: r.sig ?? '' });
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
  const expected = hmacHex(ctx.box.open(row.secret_encrypted), text);
  const sig = r.sig!;
  if (!safeEqual(expected, sig)) {
    const form = SIGNATURE_PATTERN.test(sig)
      ? ''
      : safeEqual(expected, sig.toLowerCase())
        ? ' (the signature must be lower-case hex)'
        : ` (a signature is 64 lower-case hex characters; this one has ${sig.length} characters)`;
    return no('bad_signature', `signature mismatch${form}: the string we signed was ${shown(text)}`);
  }
  if (row.fresh !== 1) return no('replayed', 'this token, timestamp and signature were already used; sign every request anew');
  if (!row.last_used_at || nowMs - row.last_used_at.getTime() > LAST_USED_EVERY_MS) {
    await touchSecret(ctx.db, row.id, new Date(nowMs));
  }
  return { ok: true, caller: caller! };
}
