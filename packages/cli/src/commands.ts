import crypto from 'node:crypto';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_HEADERS, WEBHOOK_TIMING, WEBHOOK_USER_AGENT, type WebhookEventType } from '@portal/contract';
import { signWebhook, type PartnerClient, type PartnerEvent } from '@portal/sdk';
import { parseSince } from './duration';

/** Where a command writes: stdout for results, stderr for what happens meanwhile. */
export interface Out {
  line: (text: string) => void;
  note: (text: string) => void;
}

export class UsageError extends Error {}

const eventLine = (e: PartnerEvent) => `${e.eventTime}  ${e.type.padEnd(16)}  ${e.id}${e.test ? '  test' : ''}`;

/**
 * `listen --forward-to URL`: every event of the stream is POSTed to URL exactly as the portal
 * delivers a webhook (envelope body, x-webhook-id/-ts/-sig, user-agent), signed with `secret`.
 */
export async function listen(o: { api: PartnerClient; forwardTo: string; secret: string; after?: string; signal: AbortSignal; out: Out }) {
  let target: URL;
  try {
    target = new URL(o.forwardTo);
  } catch {
    throw new UsageError(`--forward-to: not a URL: ${o.forwardTo}`);
  }
  o.out.line(`Forwarding events to ${target.href}`);
  o.out.line(`Webhook signing secret: ${o.secret} (verify ${WEBHOOK_HEADERS.signature} with it; Ctrl-C to stop)`);
  const stream = o.api.events({
    after: o.after,
    signal: o.signal,
    onState: (s) =>
      s.state === 'connected'
        ? o.out.note('Connected to the event stream.')
        : o.out.note(`Stream interrupted (${s.reason}); reconnecting in ${Math.round(s.inMs / 100) / 10} s`),
  });
  for await (const e of stream) {
    const body = JSON.stringify({ type: e.type, environment: e.environment, entity: e.entity, eventTime: e.eventTime });
    const ts = Math.floor(Date.now() / 1000);
    const started = performance.now();
    let result: string;
    try {
      const res = await fetch(target, {
        method: 'POST',
        signal: AbortSignal.any([o.signal, AbortSignal.timeout(WEBHOOK_TIMING.attemptTimeoutMs)]),
        headers: {
          'content-type': 'application/json',
          'user-agent': WEBHOOK_USER_AGENT,
          [WEBHOOK_HEADERS.id]: e.id,
          [WEBHOOK_HEADERS.timestamp]: String(ts),
          [WEBHOOK_HEADERS.signature]: await signWebhook(o.secret, ts, body),
        },
        body,
      });
      await res.arrayBuffer().catch(() => undefined);
      result = `[${res.status}]`;
    } catch (err) {
      result = `[error: ${((err as Error).cause as Error | undefined)?.message ?? (err as Error).message}]`;
    }
    const ms = Math.round(performance.now() - started);
    o.out.line(`${new Date().toISOString()}  ${e.type.padEnd(16)}  ${e.id}  ${result} ${ms} ms${e.test ? '  test' : ''}`);
  }
}

/**
 * `trigger TYPE`: a test event of that type through the real pipeline; `trigger ACCOUNT_UPDATED --wallet W` (sandbox
 * key) runs the real simulation instead, an incoming transfer of 1.00, so the event tells a real change.
 */
export async function trigger(o: { api: PartnerClient; type: string | undefined; wallet?: string; out: Out }) {
  const type = WEBHOOK_EVENT_TYPES.find((t) => t === o.type?.toUpperCase());
  if (!type) throw new UsageError(`trigger: give an event type: ${WEBHOOK_EVENT_TYPES.join(', ')}`);
  if (o.wallet) {
    if (type !== 'ACCOUNT_UPDATED') throw new UsageError('trigger: --wallet runs a real simulation, of ACCOUNT_UPDATED only');
    const body = { walletId: o.wallet, amount: '1.00', currency: 'EUR' as const, details: 'portal-cli trigger' };
    const p = (await o.api.POST('/partner/v1/simulations/incoming-transfer', { body })).data!;
    o.out.line(`Triggered ACCOUNT_UPDATED by an incoming-transfer simulation (transaction ${p.transactionNumber})`);
    return;
  }
  const e = (await o.api.POST('/partner/v1/events/trigger', { body: { type } })).data!;
  o.out.line(`Triggered ${e.type} (test event ${e.id})`);
}

/** `events --since 1h [--type T] [--limit N] [--json]`: recent events, newest first, following the cursor pages. */
export async function events(o: {
  api: PartnerClient;
  since?: string;
  until?: string;
  type?: string;
  limit: number;
  json: boolean;
  out: Out;
}) {
  const query: { since?: string; until?: string; type?: WebhookEventType } = {};
  for (const [name, text] of [
    ['since', o.since],
    ['until', o.until],
  ] as const) {
    if (text === undefined) continue;
    const at = parseSince(text);
    if (!at) throw new UsageError(`--${name}: a duration like 15m, 1h, 7d or an ISO date-time, not ${text}`);
    query[name] = at.toISOString();
  }
  // an unknown type is the server's to refuse (417 naming `type`)
  if (o.type) query.type = o.type.toUpperCase() as WebhookEventType;
  let shown = 0;
  let cursor: string | null = null;
  do {
    const page: typeof query & { limit: number; cursor?: string } = {
      ...query,
      limit: Math.min(100, o.limit - shown),
      ...(cursor ? { cursor } : {}),
    };
    const list = (await o.api.GET('/partner/v1/events', { params: { query: page } })).data!;
    for (const e of list.list) o.out.line(o.json ? JSON.stringify(e) : eventLine(e));
    shown += list.list.length;
    cursor = list.nextCursor;
  } while (cursor && shown < o.limit);
  if (!o.json) o.out.note(`${shown} event${shown === 1 ? '' : 's'}`);
}

export const randomWebhookSecret = () => `whsec_${crypto.randomBytes(24).toString('hex')}`;
