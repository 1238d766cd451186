import { createParser } from 'eventsource-parser';
import { EVENTS_STREAM_EVENT, EVENTS_STREAM_HEARTBEAT_MS } from '@portal/contract';
import type { Client } from 'openapi-fetch';
import { PartnerApiError } from './errors';
import type { components, paths } from './partner-api';

export type PartnerEvent = components['schemas']['PartnerEvent'];

export interface StreamOptions {
  /** resume after this event id; otherwise start with the next new event */
  after?: string;
  /** ends the iteration (as does leaving a `for await` loop) */
  signal?: AbortSignal;
  onState?: (s: { state: 'connected' } | { state: 'reconnecting'; inMs: number; reason: string }) => void;
  /** first and longest wait between reconnections (default 1 s and 30 s) */
  backoff?: { minMs: number; maxMs: number };
}

/** Refusals that another try will not change: a wrong key, a missing scope, an unknown resume id. */
const fatal = (e: PartnerApiError) =>
  e.status === 403 || e.status === 417 || (e.status === 401 && !['stale_timestamp', 'replayed'].includes(e.code));

/** Silence this long (two heartbeats and a bit) means the connection is gone even if no error says so. */
const IDLE_MS = 2 * EVENTS_STREAM_HEARTBEAT_MS + 5_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Follows `GET /partner/v1/events/stream`, one event at a time, until the signal aborts or the loop is left: each
 * connection is signed anew and resumes after the last event the loop finished with (`?after=`), so a network drop,
 * a server restart or the stream's longest time loses nothing and repeats nothing. Waits grow from `minMs` to `maxMs`
 * while connecting fails, and start again from `minMs` once a connection works. A refusal no retry changes is thrown.
 */
export async function* streamEvents(client: Client<paths>, o: StreamOptions = {}): AsyncGenerator<PartnerEvent> {
  const { minMs, maxMs } = o.backoff ?? { minMs: 1_000, maxMs: 30_000 };
  const signal = o.signal ?? new AbortController().signal;
  let after = o.after;
  let failures = 0;
  while (!signal.aborted) {
    let reason = 'the stream ended';
    const conn = new AbortController();
    const stop = () => conn.abort();
    signal.addEventListener('abort', stop, { once: true });
    let idle: ReturnType<typeof setTimeout> | undefined;
    const alive = () => {
      clearTimeout(idle);
      idle = setTimeout(() => conn.abort(new Error('no heartbeat')), IDLE_MS);
    };
    try {
      const { data } = await client.GET('/partner/v1/events/stream', {
        params: { query: after ? { after } : {} },
        headers: { accept: 'text/event-stream' },
        parseAs: 'stream',
        signal: conn.signal,
      });
      if (!data) throw new Error('the stream answered no body');
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
      const reader = data.getReader();
      const decoder = new TextDecoder();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        alive();
        parser.feed(decoder.decode(chunk.value, { stream: true }));
        while (queue.length) {
          const e = queue.shift()!;
          yield e;
          after = e.id;
        }
      }
    } catch (err) {
      if (signal.aborted) break;
      if (err instanceof PartnerApiError && fatal(err)) throw err;
      reason = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
      failures++;
    } finally {
      clearTimeout(idle);
      signal.removeEventListener('abort', stop);
      conn.abort();
    }
    if (signal.aborted) break;
    const inMs = Math.min(maxMs, minMs * 2 ** Math.max(0, failures - 1));
    o.onState?.({ state: 'reconnecting', inMs, reason });
    await sleep(inMs, signal);
  }
}
