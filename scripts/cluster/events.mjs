// A partner's consumer of the Events API stream (`GET /partner/v1/events/stream`) for the cluster test, run the way
// the API reference tells partners to run it: when the stream breaks (its process killed, restarted, or the database
// gone), it opens the stream again with `Last-Event-ID`, the id of the last event it got. It keeps the wallet ids of
// the ACCOUNT_CREATED events it receives, with how many times each came, so the test can count the events lost and
// those received twice.

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

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
        if (event.type === 'ACCOUNT_CREATED') seen.set(String(event.entity.walletId), (seen.get(String(event.entity.walletId)) ?? 0) + 1);
        lastId = lines.find((l) => l.startsWith('id: '))?.slice(4) ?? lastId;
      }
    }
  };
  const loop = (async () => {
    while (running) {
      connections += 1;
      const url = `/partner/v1/events/stream?_=${connections}-${Date.now()}`;
      abort = new AbortController();
      try {
        const headers = { ...sign(url), ...(lastId ? { 'last-event-id': lastId } : {}) };
        const res = await fetch(`${base}${url}`, { headers, signal: abort.signal });
        if (res.ok && res.body) await read(res);
        else await res.body?.cancel();
      } catch {
        /* the stream broke: open it again */
      }
      if (running) await sleep(250);
    }
  })();
  return {
    ready,
    seen,
    /** the connections opened: 1 plus the reconnections */
    connections: () => connections,
    stop: async () => {
      running = false;
      abort?.abort();
      await loop;
    },
  };
}
