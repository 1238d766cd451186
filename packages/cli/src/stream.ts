import { createParser } from 'eventsource-parser';
import { EVENTS_STREAM_EVENT, EVENTS_STREAM_HEARTBEAT_MS, PARTNER_API, type PartnerEvent } from '@portal/contract';
import { PortalError, refusal, signedFetch, type Portal } from './portal';

export interface FollowOptions {
  portal: Portal;
  /** resume after this event id; otherwise start with the next new event */
  after?: string;
  signal: AbortSignal;
  /** called for each event in order, one at a time; the stream resumes after the last one that returned */
  onEvent: (e: PartnerEvent) => Promise<void>;
  onState?: (s: { state: 'connected' } | { state: 'reconnecting'; inMs: number; reason: string }) => void;
  /** first and longest wait between reconnections */
  backoff?: { minMs: number; maxMs: number };
}

/** Refusals that another try will not change: a wrong key, a missing scope, an unknown resume id. */
const fatal = (e: PortalError) =>
  e.status === 403 || e.status === 417 || (e.status === 401 && !['stale_timestamp', 'replayed'].includes(e.code));

/** Silence this long (two heartbeats and a bit) means the connection is gone even if no error says so. */
const IDLE_MS = 2 * EVENTS_STREAM_HEARTBEAT_MS + 5_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Follows `GET /partner/v1/events/stream` until `signal` aborts: each connection is signed anew and
 * resumes after the last event handled (`?after=`, signed), so a network drop, a server restart or
 * the stream's longest time loses nothing and repeats nothing. Waits grow from `minMs` to `maxMs`
 * while connecting fails, and start again from `minMs` once a connection works.
 */
export async function followEvents(o: FollowOptions): Promise<void> {
  const { minMs, maxMs } = o.backoff ?? { minMs: 1_000, maxMs: 30_000 };
  let after = o.after;
  let failures = 0;
  while (!o.signal.aborted) {
    let reason = 'the stream ended';
    const conn = new AbortController();
    const stop = () => conn.abort();
    o.signal.addEventListener('abort', stop, { once: true });
    let idle: NodeJS.Timeout | undefined;
    const alive = () => {
      clearTimeout(idle);
      idle = setTimeout(() => conn.abort(new Error('no heartbeat')), IDLE_MS);
    };
    try {
      const path = `${PARTNER_API.eventsStream.path}${after ? `?after=${encodeURIComponent(after)}` : ''}`;
      const res = await signedFetch(o.portal, 'GET', path, { signal: conn.signal, headers: { accept: 'text/event-stream' } });
      if (!res.ok || !res.body) throw await refusal(res);
      failures = 0;
      o.onState?.({ state: 'connected' });
      alive();
      const queue: PartnerEvent[] = [];
      const parser = createParser({
        onEvent: (m) => {
          if (m.event === EVENTS_STREAM_EVENT) queue.push(JSON.parse(m.data) as PartnerEvent);
          else if (m.event === 'end') reason = (JSON.parse(m.data) as { reason?: string }).reason ?? reason;
        },
      });
      const decoder = new TextDecoder();
      for await (const chunk of res.body) {
        alive();
        parser.feed(decoder.decode(chunk, { stream: true }));
        while (queue.length) {
          const e = queue.shift()!;
          await o.onEvent(e);
          after = e.id;
        }
      }
    } catch (err) {
      if (o.signal.aborted) break;
      if (err instanceof PortalError && fatal(err)) throw err;
      reason = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
      failures++;
    } finally {
      clearTimeout(idle);
      o.signal.removeEventListener('abort', stop);
    }
    if (o.signal.aborted) break;
    const inMs = Math.min(maxMs, minMs * 2 ** Math.max(0, failures - 1));
    o.onState?.({ state: 'reconnecting', inMs, reason });
    await sleep(inMs, o.signal);
  }
}
