import http from 'node:http';
import https from 'node:https';
import crypto from 'node:crypto';
import {
  STANDARD_WEBHOOK_HEADERS,
  WEBHOOK_HEADERS,
  WEBHOOK_TIMING,
  WEBHOOK_USER_AGENT,
  standardWebhookStringToSign,
  webhookStringToSign,
} from '@portal/contract';
import { hmacHex } from '../../lib/crypto';
import { NOT_PUBLIC, checkLiteralTarget, guardedLookup, hostOf, isForbiddenTarget, schemeProblem, type Resolve } from './url-guard';

interface Outgoing {
  url: string;
  secret: string;
  /** during the overlap after a secret roll: the replaced secret, signing x-webhook-sig-previous */
  previousSecret?: string | null;
  eventId: string;
  body: string;
  now: Date;
  allowPrivate: boolean;
  /** http targets too (WEBHOOK_ALLOW_HTTP); else https only */
  allowHttp: boolean;
  /** the name resolver of the connection (tests bring DNS answers); default the system's */
  resolve?: Resolve;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** more headers, outside the signature (the test event's marker) */
  extraHeaders?: Record<string, string>;
}

export interface AttemptResult {
  statusCode: number | null;
  succeeded: boolean;
  durationMs: number;
  response: string | null;
  error: string | null;
  /** for the log only: why a target was refused (which address a name resolves to) */
  detail?: string;
}

/** Lower-case hex HMAC-SHA256 over `ts + "." + rawBody` (CONTRACTS §6). */
function signWebhook(secret: string, ts: string | number, rawBody: string): string {
  return hmacHex(secret, webhookStringToSign(ts, rawBody));
}

/** `v1,<base64 HMAC-SHA256>` over `id.ts.rawBody`, keyed like x-webhook-sig (STANDARD_WEBHOOK_HEADERS). */
const standardSignature = (secret: string, id: string, ts: number, rawBody: string) =>
  `v1,${crypto
    .createHmac('sha256', secret)
    .update(standardWebhookStringToSign(id, ts, rawBody), 'utf8')
    .digest('base64')}`;

// Connections are reused between attempts to one endpoint; idle ones close after 2 s, before the
// usual server keep-alive time-out, so a reused socket is rarely one the receiver is closing. A
// reused connection goes to an address that was checked when it was opened; the pools of the two
// modes (private targets allowed or not) are kept apart so that no connection crosses over.
const pools = () => ({
  'http:': new http.Agent({ keepAlive: true, maxSockets: 16, maxFreeSockets: 16, timeout: 2_000 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 16, maxFreeSockets: 16, timeout: 2_000 }),
});
const agents = { strict: pools(), allowPrivate: pools() };

const clean = (text: string) => text.replace(/\0/g, '');

type Partial = Omit<AttemptResult, 'durationMs' | 'succeeded'>;

/**
 * One attempt: POST the frozen body with the signature headers, at most `timeoutMs` in all
 * (connect, send, answer). Redirects are not followed. Never throws: every outcome is a result.
 * A kept-alive connection that the receiver closed just before it was reused is retried once on a
 * new connection within the same attempt (Node's advice for `req.reusedSocket`).
 */
export async function sendWebhook(o: Outgoing): Promise<AttemptResult> {
  const started = performance.now();
  const timeoutMs = o.timeoutMs ?? WEBHOOK_TIMING.attemptTimeoutMs;
  const finish = (r: Partial): AttemptResult => ({
    ...r,
    succeeded: r.error === null && r.statusCode !== null && r.statusCode >= 200 && r.statusCode < 300,
    durationMs: Math.round(performance.now() - started),
  });
  let url: URL;
  try {
    url = new URL(o.url);
    const scheme = schemeProblem(url, o);
    if (scheme) throw new Error(scheme);
    checkLiteralTarget(url, o.allowPrivate);
  } catch (err) {
    return finish({ statusCode: null, response: null, ...refusal(err as Error) });
  }
  const ts = Math.floor(o.now.getTime() / 1000);
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = o.signal ? AbortSignal.any([deadline, o.signal]) : deadline;
  const request: Request = {
    url,
    payload: Buffer.from(o.body, 'utf8'),
    signal,
    timeoutMs,
    allowPrivate: o.allowPrivate,
    resolve: o.resolve,
    headers: {
      ...o.extraHeaders,
      'content-type': 'application/json',
      'user-agent': WEBHOOK_USER_AGENT,
      [WEBHOOK_HEADERS.id]: o.eventId,
      [WEBHOOK_HEADERS.timestamp]: String(ts),
      [WEBHOOK_HEADERS.signature]: signWebhook(o.secret, ts, o.body),
      ...(o.previousSecret ? { [WEBHOOK_HEADERS.signaturePrevious]: signWebhook(o.previousSecret, ts, o.body) } : {}),
      [STANDARD_WEBHOOK_HEADERS.id]: o.eventId,
      [STANDARD_WEBHOOK_HEADERS.timestamp]: String(ts),
      [STANDARD_WEBHOOK_HEADERS.signature]: [o.secret, o.previousSecret]
        .filter((s): s is string => !!s)
        .map((s) => standardSignature(s, o.eventId, ts, o.body))
        .join(' '),
    },
  };
  const first = await post(request, false);
  if (!first.staleSocket) return finish(first.result);
  return finish((await post(request, true)).result);
}

interface Request {
  url: URL;
  payload: Buffer;
  signal: AbortSignal;
  timeoutMs: number;
  allowPrivate: boolean;
  resolve: Resolve | undefined;
  headers: Record<string, string>;
}

function post(o: Request, fresh: boolean): Promise<{ result: Partial; staleSocket: boolean }> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (result: Partial, staleSocket = false) => {
      if (settled) return;
      settled = true;
      resolve({ result, staleSocket });
    };
    const { url, signal, timeoutMs } = o;
    const transport = url.protocol === 'https:' ? https : http;
    const req = transport.request(
      {
        protocol: url.protocol,
        hostname: hostOf(url),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        auth: url.username ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : undefined,
        method: 'POST',
        agent: fresh ? false : agents[o.allowPrivate ? 'allowPrivate' : 'strict'][url.protocol as 'http:' | 'https:'],
        lookup: guardedLookup(o.allowPrivate, o.resolve),
        signal,
        headers: { ...o.headers, 'content-length': o.payload.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const keep = WEBHOOK_TIMING.responseKeepBytes;
        const answer = () => ({ statusCode: res.statusCode ?? null, response: clean(Buffer.concat(chunks).toString('utf8')), error: null });
        res.on('data', (chunk: Buffer) => {
          if (kept < keep) {
            chunks.push(chunk.subarray(0, keep - kept));
            kept += Math.min(chunk.length, keep - kept);
          }
        });
        res.on('end', () => done(answer()));
        res.on('error', (err) => done({ ...answer(), error: describe(err, signal, timeoutMs) }));
        res.on('close', () => {
          if (!res.complete)
            done({
              ...answer(),
              error: signal.aborted ? describe(new Error('aborted'), signal, timeoutMs) : 'connection closed before the answer ended',
            });
        });
      },
    );
    req.on('error', (err) => {
      const stale = !fresh && req.reusedSocket && (err as NodeJS.ErrnoException).code === 'ECONNRESET' && !signal.aborted;
      done(
        { statusCode: null, response: null, ...(isForbiddenTarget(err) ? refusal(err) : { error: describe(err, signal, timeoutMs) }) },
        stale,
      );
    });
    req.end(o.payload);
  });
}

/** the partner reads a generic refusal of a non-public target; the detail goes to the log */
const refusal = (err: Error) =>
  isForbiddenTarget(err) ? { error: `refused: ${NOT_PUBLIC}`, detail: err.message } : { error: `refused: ${err.message}` };

function describe(err: Error, signal: AbortSignal, timeoutMs: number): string {
  if (signal.aborted && signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError')
    return `timed out after ${timeoutMs / 1000} s`;
  const code = (err as NodeJS.ErrnoException).code;
  return code && !err.message.includes(code) ? `${code}: ${err.message}` : err.message;
}
