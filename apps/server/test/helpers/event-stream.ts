import { SIGNATURE_HEADERS, stringToSign } from '@portal/contract';
import { hmac } from './signed';

export interface StreamedEvent {
  id: string;
  type: string;
  entity: Record<string, unknown>;
}

let n = 0;

/**
 * A signed `GET /partner/v1/events/stream` over real HTTP to `base` (a listening app or a server process), its
 * Server-Sent Events collected as they come; resumes from `lastEventId` (header) or `after` (query) when given.
 */
export async function openEventStream(
  base: string,
  key: { token: string; secret: string },
  o: { after?: string; lastEventId?: string } = {},
) {
  // a distinct URL each time: the same signed request twice in one second is a replay
  const url = `/partner/v1/events/stream?_=${++n}-${Date.now()}${o.after ? `&after=${o.after}` : ''}`;
  const ts = String(Math.floor(Date.now() / 1000));
  const abort = new AbortController();
  const res = await fetch(`${base}${url}`, {
    signal: abort.signal,
    headers: {
      [SIGNATURE_HEADERS.token]: key.token,
      [SIGNATURE_HEADERS.timestamp]: ts,
      [SIGNATURE_HEADERS.signature]: hmac(key.secret, stringToSign(ts, 'GET', url, '')),
      ...(o.lastEventId ? { 'last-event-id': o.lastEventId } : {}),
    },
  });
  const events: StreamedEvent[] = [];
  const frames: string[] = [];
  const done = (async () => {
    if (!res.ok || !res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          frames.push(frame);
          const data = frame.split('\n').find((l) => l.startsWith('data: '));
          if (frame.includes('event: event') && data) events.push(JSON.parse(data.slice(6)) as StreamedEvent);
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return { res, events, frames, close: async () => (abort.abort(), await done) };
}
