import crypto from 'node:crypto';
import {
  PARTNER_API,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_HEADERS,
  WEBHOOK_TIMING,
  WEBHOOK_USER_AGENT,
  webhookStringToSign,
  type PartnerEvent,
  type PartnerEventList,
} from '@portal/contract';
import { parseSince } from './duration';
import { hmacHex, signedJson, type Portal } from './portal';
import { followEvents } from './stream';

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
export async function listen(o: { portal: Portal; forwardTo: string; secret: string; after?: string; signal: AbortSignal; out: Out }) {
  let target: URL;
  try {
    target = new URL(o.forwardTo);
  } catch {
    throw new UsageError(`--forward-to: not a URL: ${o.forwardTo}`);
  }
  o.out.line(`Forwarding events to ${target.href}`);
  o.out.line(`Webhook signing secret: ${o.secret} (verify ${WEBHOOK_HEADERS.signature} with it; Ctrl-C to stop)`);
  await followEvents({
    portal: o.portal,
    after: o.after,
    signal: o.signal,
    onState: (s) =>
      s.state === 'connected'
        ? o.out.note('Connected to the event stream.')
        : o.out.note(`Stream interrupted (${s.reason}); reconnecting in ${Math.round(s.inMs / 100) / 10} s`),
    onEvent: async (e) => {
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
            [WEBHOOK_HEADERS.signature]: hmacHex(o.secret, webhookStringToSign(ts, body)),
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
    },
  });
}

/** `trigger TYPE`: a test event of that type through the real pipeline. */
export async function trigger(o: { portal: Portal; type: string | undefined; out: Out }) {
  const type = WEBHOOK_EVENT_TYPES.find((t) => t === o.type?.toUpperCase());
  if (!type) throw new UsageError(`trigger: give an event type: ${WEBHOOK_EVENT_TYPES.join(', ')}`);
  const e = await signedJson<PartnerEvent>(o.portal, 'POST', PARTNER_API.triggerEvent.path, { type });
  o.out.line(`Triggered ${e.type} (test event ${e.id})`);
}

/** `events --since 1h [--type T] [--limit N] [--json]`: recent events, newest first, following the cursor pages. */
export async function events(o: { portal: Portal; since?: string; until?: string; type?: string; limit: number; json: boolean; out: Out }) {
  const query = new URLSearchParams();
  for (const [name, text] of [
    ['since', o.since],
    ['until', o.until],
  ] as const) {
    if (text === undefined) continue;
    const at = parseSince(text);
    if (!at) throw new UsageError(`--${name}: a duration like 15m, 1h, 7d or an ISO date-time, not ${text}`);
    query.set(name, at.toISOString());
  }
  if (o.type) query.set('type', o.type.toUpperCase());
  let shown = 0;
  let cursor: string | null = null;
  do {
    const page = new URLSearchParams(query);
    page.set('limit', String(Math.min(100, o.limit - shown)));
    if (cursor) page.set('cursor', cursor);
    const list: PartnerEventList = await signedJson<PartnerEventList>(o.portal, 'GET', `${PARTNER_API.events.path}?${page}`);
    for (const e of list.list) o.out.line(o.json ? JSON.stringify(e) : eventLine(e));
    shown += list.list.length;
    cursor = list.nextCursor;
  } while (cursor && shown < o.limit);
  if (!o.json) o.out.note(`${shown} event${shown === 1 ? '' : 's'}`);
}

export const randomWebhookSecret = () => `whsec_${crypto.randomBytes(24).toString('hex')}`;
