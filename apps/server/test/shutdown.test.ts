import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NAMESPACES, SERVER_EVENTS } from '@portal/contract';
import { DEMO } from './helpers/build';
import { ServerProcess } from './helpers/server-process';
import { socketClients } from './helpers/sockets';
import { Receiver, until } from './helpers/webhook-receiver';
import { openEventStream } from './helpers/event-stream';

// Graceful shutdown, on the real server as a child process: after SIGTERM it takes no new
// connection, finishes the request and the webhook attempt in flight, tells sockets to reconnect, and
// exits 0; the attempt is recorded (seen after a restart on the same data).

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
const sockets = socketClients();
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  sockets.closeAll();
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

const env = { DATA_DIR: dir, SHUTDOWN_GRACE_MS: '8000', LOG_LEVEL: 'info' };

/** A POST whose body arrives in two halves, `pauseMs` apart: a request in flight for that long. */
function slowPost(base: string, url: string, body: unknown, halfSent: () => Promise<void>) {
  const raw = Buffer.from(JSON.stringify(body));
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': raw.length },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.write(raw.subarray(0, 10));
    halfSent().then(() => req.end(raw.subarray(10)), reject);
  });
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(true));
  });

/** A GET over `agent` (keep-alive, one socket): its status, its connection header and the local port of its socket. */
function getOver(agent: http.Agent, url: string) {
  return new Promise<{ status: number; connection: string | undefined; localPort: number | undefined }>((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, localPort: req.socket?.localPort }));
    });
    req.on('error', reject);
  });
}

describe('graceful shutdown on SIGTERM', () => {
  it('finishes the request and the webhook attempt in flight, hints sockets to reconnect, and exits 0', async () => {
    const receiver = await Receiver.start();
    cleanups.push(() => receiver.down());
    let server = await ServerProcess.start(env);
    cleanups.push(() => server.kill('SIGKILL'));
    const token = await server.login(DEMO.email, DEMO.password);
    const hook = await server.json<{ uuid: string }>('POST', '/api-portal/webhook', {
      token,
      body: { url: receiver.url, secret: 'shutdown-secret-0123456789' },
    });
    // the receiver answers after 1.5 s: the attempt is in flight when the signal comes
    receiver.answer = () => ({ status: 200, delayMs: 1500 });
    const socket = await sockets.open(server.base, NAMESPACES.user, token);
    const hint = new Promise((resolve) => socket.once(SERVER_EVENTS.restarting, resolve));
    const socketGone = new Promise((resolve) => socket.once('disconnect', resolve));
    await server.json('POST', `/api-portal/webhook/${hook.uuid}/test`, { token });
    await receiver.waitFor((g) => g.length === 1);

    const port = Number(new URL(server.base).port);
    const exited = new Promise<number | null>((resolve) => server.proc.once('exit', (code) => resolve(code)));
    const answered = slowPost(server.base, '/api-portal/auth/login', DEMO, async () => {
      await new Promise((r) => setTimeout(r, 200));
      server.proc.kill('SIGTERM');
      // after the 2 s drain new connections are refused, while the request above is still being sent
      const deadline = Date.now() + 6000;
      while (!(await refused(port))) {
        if (Date.now() > deadline) throw new Error('still accepting connections after SIGTERM');
        await new Promise((r) => setTimeout(r, 50));
      }
      await new Promise((r) => setTimeout(r, 500));
    });

    const r = await answered;
    expect(r.status, r.body).toBe(200);
    expect(JSON.parse(r.body).token).toEqual(expect.any(String));
    expect(await hint).toEqual({ reconnect: true });
    // a transport close, not a server-side disconnect: socket.io clients reconnect by themselves
    expect(await socketGone).toBe('transport close');
    expect(await exited).toBe(0);
    expect(server.logs.join('\n')).toContain('shut down');

    // the attempt in flight was finished and recorded: after a restart it is SUCCEEDED, sent once
    server = await ServerProcess.start(env);
    const again = await server.login(DEMO.email, DEMO.password);
    const list = await server.json<{ list: Array<{ status: string; attempts: number }> }>(
      'GET',
      `/api-portal/webhook/${hook.uuid}/deliveries`,
      { token: again },
    );
    expect(list.list).toMatchObject([{ status: 'SUCCEEDED', attempts: 1 }]);
    expect(receiver.got).toHaveLength(1);
  }, 240_000);

  it('refuses new connections at once and still answers the open ones during the drain, closing each after its answer', async () => {
    const server = await ServerProcess.start({ ...env, DATA_DIR: fs.mkdtempSync(path.join(dir, 'drain-')) });
    cleanups.push(() => server.kill('SIGKILL'));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(async () => agent.destroy());
    const before = await getOver(agent, `${server.base}/healthz`);
    expect(before).toMatchObject({ status: 200, connection: 'keep-alive' });
    const exited = new Promise<number | null>((resolve) => server.proc.once('exit', (code) => resolve(code)));
    server.proc.kill('SIGTERM');
    // a balancer's new connection is refused (it retries elsewhere, even a POST) from the start of the drain...
    const port = Number(new URL(server.base).port);
    await until(() => refused(port), 6_000, 'new connections refused');
    // ...while its pooled connection, reused well inside the 2 s drain, is answered and then closed: had the process
    // gone on accepting during the drain, it would have closed that idle connection when it stopped accepting
    await new Promise((r) => setTimeout(r, 600));
    const during = await getOver(agent, `${server.base}/healthz`);
    expect(during).toEqual({ status: 200, connection: 'close', localPort: before.localPort });
    expect(await exited).toBe(0);
  }, 60_000);

  it("ends a partner's event stream with its reconnect hint after the drain, without waiting the grace period", async () => {
    const server = await ServerProcess.start({ ...env, DATA_DIR: fs.mkdtempSync(path.join(dir, 'stream-')) });
    cleanups.push(() => server.kill('SIGKILL'));
    const token = await server.login(DEMO.email, DEMO.password);
    const key = await server.json<{ token: string; secret: string }>('POST', '/api-portal/user/secrets', {
      token,
      body: { label: 'stream' },
    });
    const stream = await openEventStream(server.base, key);
    await until(async () => stream.frames.some((f) => f.includes(': connected')), 10_000, 'the stream open');
    const exited = new Promise<number | null>((resolve) => server.proc.once('exit', (code) => resolve(code)));
    const signalled = Date.now();
    server.proc.kill('SIGTERM');
    await until(async () => stream.frames.some((f) => f.startsWith('event: end')), 6_000, 'the end of the stream');
    expect(stream.frames.find((f) => f.startsWith('event: end'))).toContain('reconnect with Last-Event-ID');
    expect(await exited).toBe(0);
    // the 2 s drain and little more: the stream did not hold the process for the 8 s grace period
    expect(Date.now() - signalled).toBeLessThan(6_000);
    await stream.close();
  }, 60_000);
});
