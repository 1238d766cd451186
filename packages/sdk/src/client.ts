import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { IDEMPOTENCY } from '@portal/contract';
import { PartnerApiError } from './errors';
import { streamEvents, type PartnerEvent, type StreamOptions } from './events';
import type { paths } from './partner-api';
import { signRequest, type ApiKey } from './signing';

export interface RetryOptions {
  /** retries after the first try (default 3) */
  max?: number;
  /** the longest wait: a `Retry-After` beyond it is not waited for and its 429/503 is thrown (default 60 s) */
  maxDelayMs?: number;
}

export interface PartnerClientOptions extends ApiKey {
  /** the portal's address, e.g. https://developers.bank.example */
  baseUrl: string;
  /**
   * 429 and 503 are tried again after their `Retry-After` (or 1, 2, 4 … s without it), and a 401 `replayed` (an identical
   * call signed in the same second) in the next second; `false` turns that off
   */
  retry?: RetryOptions | false;
  fetch?: (request: Request) => Promise<Response>;
}

export type PartnerClient = Client<paths> & {
  /** The events stream as an async iterator (see streamEvents). */
  events: (o?: StreamOptions) => AsyncGenerator<PartnerEvent>;
};

const RETRIED = new Set([429, 503]);
/** A 401 `replayed`: an identical call (same method, path, query and body) was signed in the same second; nothing was done. */
const replayed = async (res: Response) =>
  res.status === 401 &&
  (
    (await res
      .clone()
      .json()
      .catch(() => null)) as { error?: string } | null
  )?.error === 'replayed';

const sleep = (ms: number, signal: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/** `Retry-After` in seconds or as an HTTP date (RFC 9110 §10.2.3), in ms; undefined when absent or unreadable. */
function retryAfterMs(res: Response): number | undefined {
  const value = res.headers.get('retry-after');
  if (!value) return undefined;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}

/** Every POST carries an `Idempotency-Key` (a fresh UUID unless the call gives one), so that retrying it is safe. */
const idempotency: Middleware = {
  onRequest: ({ request }) => {
    if (request.method === 'POST' && !request.headers.has(IDEMPOTENCY.header)) request.headers.set(IDEMPOTENCY.header, crypto.randomUUID());
  },
};

/** Throws PartnerApiError for every answer that is not a success, so that a call's `data` is always there. */
const refusals: Middleware = {
  onResponse: async ({ response }) => {
    if (!response.ok) throw await PartnerApiError.of(response);
  },
};

/**
 * Tries a 429 or 503 again after its `Retry-After`, and a `replayed` 401 in the next second, bounded, each time signed
 * anew (the body is kept from before the first try).
 */
function retries(o: RetryOptions, key: ApiKey): Middleware {
  const max = o.max ?? 3;
  const maxDelayMs = o.maxDelayMs ?? 60_000;
  const unsent = new Map<string, Request>();
  return {
    onRequest: ({ request, id }) => void unsent.set(id, request.clone()),
    onResponse: async ({ response, id, options }) => {
      const original = unsent.get(id)!;
      unsent.delete(id);
      for (let attempt = 0; attempt < max; attempt++) {
        let wait: number;
        if (RETRIED.has(response.status)) wait = retryAfterMs(response) ?? 1000 * 2 ** attempt;
        else if (await replayed(response)) wait = 1000 - (Date.now() % 1000);
        else break;
        if (wait > maxDelayMs) break;
        await response.body?.cancel();
        await sleep(wait, original.signal);
        response = await options.fetch(await signRequest(original.clone(), key));
      }
      return response;
    },
    onError: ({ id }) => void unsent.delete(id),
  };
}

/**
 * A typed client of the partner API (paths, parameters, bodies and answers from its OpenAPI document): every call
 * signed with the key, POSTs idempotent, 429/503 retried, refusals thrown as PartnerApiError.
 */
export function createPartnerClient(o: PartnerClientOptions): PartnerClient {
  const key: ApiKey = { apiKey: o.apiKey, apiSecret: o.apiSecret };
  const client = createClient<paths>({ baseUrl: o.baseUrl.replace(/\/+$/, ''), fetch: o.fetch });
  // onRequest runs in this order, onResponse in the reverse: the retries see the answer before it is thrown
  client.use(idempotency, refusals);
  if (o.retry !== false) client.use(retries(o.retry ?? {}, key));
  client.use({ onRequest: ({ request }) => signRequest(request, key) });
  return Object.assign(client, { events: (so?: StreamOptions) => streamEvents(client, so) });
}
