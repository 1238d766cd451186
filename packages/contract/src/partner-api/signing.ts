import { LIMITS } from '../common/constants';

/** The three headers every partner API call carries (CONTRACTS §5, partner-portal §7). */
export const SIGNATURE_HEADERS = {
  token: 'x-app-access-token',
  timestamp: 'x-app-access-ts',
  signature: 'x-app-access-sig',
} as const;

/** A timestamp further than this from server time is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = LIMITS.signatureToleranceSeconds;

/** Why a partner API call answered 401: the `error` of the answer. */
/** Calls refused before their signature is verified, per client address and window: 429 rate_limited beyond. */
export const UNVERIFIED_CALLS_LIMIT = { max: 100, windowMs: 15 * 60_000 } as const;

export const SIGNATURE_REJECTIONS = [
  'missing_headers',
  'unknown_token',
  'secret_deleted',
  'invalid_timestamp',
  'stale_timestamp',
  'bad_signature',
  'replayed',
  'key_expired',
] as const;
export type SignatureRejection = (typeof SIGNATURE_REJECTIONS)[number];

/** Why a correctly signed call answered 403: the key may not make it, or its partner is not in good standing. */
export const KEY_REFUSALS = ['scope_denied', 'ip_not_allowed', 'creator_disabled', 'partner_not_verified', 'sandbox_only'] as const;
export type KeyRefusal = (typeof KEY_REFUSALS)[number];

/**
 * The exact text that is signed: Unix seconds, the upper-case method, the path with its query
 * string exactly as sent, and the raw body (nothing when the body is empty). No separators.
 * Used by the server to verify and by the browser (API reference, signature checker) to sign.
 */
export function stringToSign(ts: string | number, method: string, pathWithQuery: string, body?: string | null): string {
  return `${ts}${method.toUpperCase()}${pathWithQuery}${body ?? ''}`;
}

/** The signature is lower-case hex of HMAC-SHA256: 64 characters. */
export const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;
