import { Webhook } from 'standardwebhooks';
import { WEBHOOK_HEADERS, webhookStringToSign } from '@portal/contract';
import { hmacSha256Hex, hmacSha256HexMatches } from './crypto';
import type { webhooks } from './partner-api';

/** A webhook delivery's body: the event's type, its entity and when it happened. */
export type WebhookEvent = { [T in keyof webhooks]: webhooks[T]['post']['requestBody']['content']['application/json'] }[keyof webhooks];

type HeaderSource = Headers | Record<string, string | string[] | undefined>;
const header = (h: HeaderSource, name: string) => {
  const v = h instanceof Headers ? h.get(name) : h[name];
  return (Array.isArray(v) ? v[0] : v) ?? undefined;
};

export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

export interface VerifyOptions {
  /** the webhook's signing secret, as the portal showed it */
  secret: string;
  /** the delivery's headers (a Fetch `Headers` or Node's `req.headers`) */
  headers: HeaderSource;
  /** the body exactly as received, before any JSON parsing */
  body: string;
  /** how far the delivery's timestamp may be from this clock (default 300 s, as Standard Webhooks) */
  toleranceSeconds?: number;
}

/** The portal's scheme's signature of a delivery body (CONTRACTS §6): what a local forwarder signs with. */
export const signWebhook = (secret: string, ts: number | string, body: string) => hmacSha256Hex(secret, webhookStringToSign(ts, body));

/**
 * Verifies a delivery by the portal's own scheme: `x-webhook-sig` (or, during a secret roll, `x-webhook-sig-previous`)
 * is the HMAC of `x-webhook-ts + "." + body`, and the timestamp is recent. Answers the parsed body; throws
 * WebhookVerificationError otherwise.
 */
export async function verifyWebhook(o: VerifyOptions): Promise<WebhookEvent> {
  const ts = header(o.headers, WEBHOOK_HEADERS.timestamp);
  if (!ts || !/^\d+$/.test(ts)) throw new WebhookVerificationError(`missing or invalid ${WEBHOOK_HEADERS.timestamp}`);
  if (Math.abs(Date.now() / 1000 - Number(ts)) > (o.toleranceSeconds ?? 300))
    throw new WebhookVerificationError(`${WEBHOOK_HEADERS.timestamp} too far from this clock`);
  const text = webhookStringToSign(ts, o.body);
  for (const name of [WEBHOOK_HEADERS.signature, WEBHOOK_HEADERS.signaturePrevious]) {
    const sig = header(o.headers, name);
    if (sig && (await hmacSha256HexMatches(o.secret, text, sig))) return JSON.parse(o.body) as WebhookEvent;
  }
  throw new WebhookVerificationError(`no matching ${WEBHOOK_HEADERS.signature}`);
}

/**
 * Verifies a delivery's Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`) with the
 * `standardwebhooks` library, keyed with the same webhook secret's UTF-8 bytes. Throws its WebhookVerificationError.
 */
export function verifyStandardWebhook(o: Omit<VerifyOptions, 'toleranceSeconds'>): WebhookEvent {
  const names = ['webhook-id', 'webhook-timestamp', 'webhook-signature'];
  const headers = Object.fromEntries(names.map((n) => [n, header(o.headers, n) ?? '']));
  return new Webhook(new TextEncoder().encode(o.secret), { format: 'raw' }).verify(o.body, headers) as WebhookEvent;
}
