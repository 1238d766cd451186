// The two ways a partner receives events, as the cluster test runs them under load: a consumer of the Events API
// stream (`GET /partner/v1/events/stream`), run the way the API reference tells partners to run it (when the stream
// breaks, because its process was killed or restarted or the database went, it opens the stream again with
// `Last-Event-ID`, the id of the last event it got), and a webhook endpoint. Each keeps the wallet ids of the
// ACCOUNT_CREATED events it receives, with how many times each came, so the test can count the events lost.

import http from 'node:http';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** One more receipt of the event about wallet `id`. */
const tally = (seen, id) => seen.set(String(id), (seen.get(String(id)) ?? 0) + 1);

/**
 * Reads the stream at `base` until `stop()`. `sign(url)` answers the signed headers of a GET of `url` (a new URL on
 * each connection: the same signed request twice is a replay). `ready` resolves once the first connection is open.
 */
export function accountEventsReader(base, sign) {
  const seen = new Map();
  let lastId = null;
  let running = true;
  let abort = null;
  let connections = 0;
  const log = [];
  let current = null;
  let opened;
  const ready = new Promise((resolve) => (opened = resolve));
  const read = async (res) => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk, { stream: true });
      let at;
      while ((at = buffer.indexOf('\n\n')) >= 0) {
        const lines = buffer.slice(0, at).split('\n');
        buffer = buffer.slice(at + 2);
        if (lines.includes(': connected')) opened();
        const data = lines.find((l) => l.startsWith('data: '));
        if (!lines.includes('event: event') || !data) continue;
        const event = JSON.parse(data.slice(6));
        if (current) current.events += 1;
        if (event.type === 'ACCOUNT_CREATED') tally(seen, event.entity.walletId);
        lastId = lines.find((l) => l.startsWith('id: '))?.slice(4) ?? lastId;
      }
    }
  };
  const loop = (async () => {
    while (running) {
      connections += 1;
      const url = `/partner/v1/events/stream?_=${connections}-${Date.now()}`;
      abort = new AbortController();
      current = null; // a connection that fails to open has no entry of its own
      try {
        const headers = { ...sign(url), ...(lastId ? { 'last-event-id': lastId } : {}) };
        const asked = Date.now();
        const res = await fetch(`${base}${url}`, { headers, signal: abort.signal });
        const entry = { asked, at: Date.now(), from: lastId, status: res.status, events: 0 };
        log.push(entry);
        current = entry;
        if (res.ok && res.body) await read(res);
        else await res.body?.cancel();
        entry.ended = Date.now();
      } catch (err) {
        if (current) current.error = `${Date.now()} ${err.message}`;
        /* the stream broke: open it again */
      }
      if (running) await sleep(250);
    }
  })();
  return {
    ready,
    seen,
    log,
    /** the connections opened: 1 plus the reconnections */
    connections: () => connections,
    stop: async () => {
      running = false;
      abort?.abort();
      await loop;
    },
  };
}

/**
 * A partner's webhook endpoint on a local port: keeps the wallet ids of the ACCOUNT_CREATED deliveries it gets, with
 * how many times each came (a delivery is at least once: an attempt whose process died before it recorded the
 * answer is sent again when its lease ends).
 */
export async function accountWebhookReceiver() {
  const seen = new Map();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      try {
        const event = JSON.parse(body);
        if (event.type === 'ACCOUNT_CREATED') tally(seen, event.entity?.walletId);
      } catch {
        /* not an event */
      }
      res.end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/accounts`, seen, close: () => server.close() };
}
