import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  id: string;
  ts: string;
  sig: string;
  rawBody: string;
  headers: http.IncomingHttpHeaders;
  at: number;
}

export type Answer = number | { status: number; body?: string; delayMs?: number };

/**
 * A real HTTP endpoint on 127.0.0.1 that keeps every request it gets. `answer` decides the reply
 * from the request and its running number (1-based); it can be changed at any time.
 */
export class Receiver {
  readonly got: Received[] = [];
  answer: (r: Received, n: number) => Answer = () => 200;
  private server: http.Server | null = null;
  port = 0;

  static async start(o: { port?: number } = {}): Promise<Receiver> {
    const r = new Receiver();
    await r.up(o.port ?? 0);
    return r;
  }

  get url() {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  async up(port = this.port): Promise<void> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const got: Received = {
          id: String(req.headers['x-webhook-id'] ?? ''),
          ts: String(req.headers['x-webhook-ts'] ?? ''),
          sig: String(req.headers['x-webhook-sig'] ?? ''),
          rawBody: Buffer.concat(chunks).toString('utf8'),
          headers: req.headers,
          at: Date.now(),
        };
        this.got.push(got);
        const a = this.answer(got, this.got.length);
        const { status, body, delayMs } = typeof a === 'number' ? { status: a, body: undefined, delayMs: 0 } : a;
        const reply = () => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': 'text/plain' });
          res.end(body ?? `answer ${status}`);
        };
        if (delayMs) setTimeout(reply, delayMs);
        else reply();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening and drops open connections: the endpoint is down. */
  async down(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  ids(): string[] {
    return this.got.map((g) => g.id);
  }

  async waitFor(check: (got: Received[]) => boolean, ms = 10_000, what = 'receiver condition'): Promise<void> {
    const end = Date.now() + ms;
    while (!check(this.got)) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what} (got ${this.got.length} requests)`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/** The documented recipe (CONTRACTS §6): hex HMAC-SHA256 over ts + "." + rawBody. */
export function verifySignature(secret: string, r: Pick<Received, 'ts' | 'sig' | 'rawBody'>): boolean {
  const expected = crypto.createHmac('sha256', secret).update(`${r.ts}.${r.rawBody}`).digest('hex');
  return r.sig.length === expected.length && crypto.timingSafeEqual(Buffer.from(r.sig), Buffer.from(expected));
}

export async function until<T>(fn: () => Promise<T | undefined | false | null>, ms = 10_000, what = 'condition'): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
