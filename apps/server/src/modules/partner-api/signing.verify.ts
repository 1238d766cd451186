import {
  SIGNATURE_HEADERS,
  SIGNATURE_PATTERN,
  SIGNATURE_TOLERANCE_SECONDS,
  scopeAllows,
  stringToSign,
  type Environment,
  type KeyAccess,
  type KeyRefusal,
  type PartnerScope,
  type SignatureRejection,
} from '@portal/contract';
import ipaddr from 'ipaddr.js';
import type { AppContext } from '../../context';
import { hmacHex, safeEqual } from '../../lib/crypto';
import { secretAndNonce, touchSecret, type SecretRow } from './signing.repository';
import { noteKeyAddress } from '../secrets/secrets.service';

/** The partner a verified (or at least recognised) API secret belongs to. */
export interface SignedCaller {
  partnerId: string;
  /** the key's environment: every read and write of the call is scoped to it */
  environment: Environment;
  secretId: string;
  token: string;
  /** the key's access and scopes: what it may call, and which events it may see */
  key: { access: KeyAccess; scopes: readonly string[] };
}

export type Verdict =
  | { ok: true; caller: SignedCaller }
  | {
      ok: false;
      status: 401 | 403;
      code: SignatureRejection | KeyRefusal;
      reason: string;
      caller: SignedCaller | null;
      /** the signature was proven and the key's own policy refused the call: it belongs in the partner's request log */
      signed: boolean;
    };

interface SignedRequest {
  /** the client address (the socket's, or the one a trusted proxy reported) */
  ip: string;
  /** the scope the called route needs; null when no route matched (404) */
  need: PartnerScope | null;
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
    if (row)
      caller = {
        partnerId: row.partnerId,
        environment: row.environment,
        secretId: row.id,
        token: r.token,
        key: { access: row.access, scopes: row.scopes },
      };
  }
  const no = (code: SignatureRejection, reason: string, signed = false): Verdict => ({
    ok: false,
    status: 401,
    code,
    reason,
    caller,
    signed,
  });
  const refuse = (code: KeyRefusal, reason: string): Verdict => ({ ok: false, status: 403, code, reason, caller, signed: true });
  if (missing.length) return no('missing_headers', `missing header${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  if (!row) return no('unknown_token', `no API secret has the token given in ${SIGNATURE_HEADERS.token}`);
  if (row.deletedAt) {
    const why = row.deletedReason === 'creator_disabled' ? ' (revoked when the member who created it was disabled)' : '';
    return no('secret_deleted', `the API secret of this token was deleted on ${row.deletedAt.toISOString()}${why}`);
  }

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
  const expected = hmacHex(ctx.box.open(row.secretSealed), text);
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
  const refusal = keyRefusal(row, r, nowMs);
  if (refusal) return refusal.status === 401 ? no('key_expired', refusal.reason, true) : refuse(refusal.code, refusal.reason);
  if (!row.lastUsedAt || nowMs - row.lastUsedAt.getTime() > LAST_USED_EVERY_MS || row.lastUsedIp !== r.ip) {
    await touchSecret(ctx.db, row.id, new Date(nowMs), r.ip);
    if (row.lastUsedIp !== r.ip) await noteKeyAddress(ctx, { secretId: row.id, partnerId: row.partnerId, ip: r.ip, at: new Date(nowMs) });
  }
  return { ok: true, caller: caller! };
}

/**
 * What the key itself forbids, once the signature is proven: expiry (also the end of a
 * rolled pair's overlap), a disabled creator, the source address, the scope of the call.
 */
function keyRefusal(
  row: SecretRow,
  r: SignedRequest,
  nowMs: number,
): { status: 401; reason: string } | { status: 403; code: KeyRefusal; reason: string } | null {
  if (row.expiresAt && row.expiresAt.getTime() <= nowMs) {
    const what = row.replacedBy ? 'this token/secret pair was replaced by a roll and stopped working' : 'this API key expired';
    return { status: 401, reason: `${what} on ${row.expiresAt.toISOString()}` };
  }
  if (row.creatorDisabled) return { status: 403, code: 'creator_disabled', reason: 'the member who created this API key is disabled' };
  if (!ipAllowed(r.ip, row.allowedIps)) {
    return { status: 403, code: 'ip_not_allowed', reason: `calls with this API key may not come from ${r.ip}` };
  }
  if (r.need && !scopeAllows({ access: row.access, scopes: row.scopes }, r.need)) {
    return { status: 403, code: 'scope_denied', reason: `this API key lacks the scope ${r.need}` };
  }
  return null;
}

/** Whether `ip` is one of the addresses or inside one of the CIDR ranges (IPv4-mapped IPv6 counts as IPv4); empty list: any. */
export function ipAllowed(ip: string, allowed: readonly string[]): boolean {
  if (!allowed.length) return true;
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.process(ip);
  } catch {
    return false;
  }
  return allowed.some((entry) => {
    try {
      if (!entry.includes('/')) return ipaddr.process(entry).toString() === addr.toString();
      const [net, bits] = ipaddr.parseCIDR(entry);
      return net.kind() === addr.kind() && addr.match(net, bits);
    } catch {
      return false;
    }
  });
}
