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

/**
 * The Standard Webhooks headers (standardwebhooks.com), sent with every delivery besides the ones above so that a
 * partner verifies with the `standardwebhooks` or Svix libraries: `webhook-signature` is `v1,<base64 HMAC-SHA256
 * over id + "." + ts + "." + rawBody>`, during a roll's overlap followed by a space and the previous secret's.
 * Both schemes key the HMAC with the webhook secret's UTF-8 bytes exactly as saved or generated (a `whsec_` prefix
 * included); those libraries read their key as base64 after `whsec_`, so a partner gives them
 * `"whsec_" + base64(UTF-8 bytes of the secret)`: one secret, written their way.
 */
export const STANDARD_WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** The exact text Standard Webhooks signs: the event id, a dot, Unix seconds, a dot, the raw body. */
export function standardWebhookStringToSign(id: string, ts: string | number, rawBody: string): string {
  return `${id}.${ts}.${rawBody}`;
}

/** Sent as `user-agent` with every delivery. */
export const WEBHOOK_USER_AGENT = 'PartnerPortal-Webhooks/1.0';
