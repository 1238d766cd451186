/**
 * How a webhook delivery is signed (CONTRACTS §6). A receiver verifies it like this:
 *
 *   expected = hex(HMAC-SHA256(key = webhook secret, message = ts + "." + rawBody))
 *   accept when expected equals the x-webhook-sig header (compare in constant time) and ts is recent.
 *
 * `rawBody` is the request body exactly as received (bytes, before any JSON parsing).
 */
export const WEBHOOK_HEADERS = {
  /** the event id: the same on every retry and resend of one event */
  id: 'x-webhook-id',
  /** Unix time in seconds when the attempt was signed */
  timestamp: 'x-webhook-ts',
  /** lower-case hex HMAC-SHA256 over `ts + "." + rawBody`, keyed with the webhook's secret */
  signature: 'x-webhook-sig',
  /** during the overlap after a secret roll: the same signature keyed with the previous secret */
  signaturePrevious: 'x-webhook-sig-previous',
} as const;

/** The exact text that is signed: Unix seconds, a dot, the raw body. */
export function webhookStringToSign(ts: string | number, rawBody: string): string {
  return `${ts}.${rawBody}`;
}

/** Sent as `user-agent` with every delivery. */
export const WEBHOOK_USER_AGENT = 'PartnerPortal-Webhooks/1.0';
