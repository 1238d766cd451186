import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { DEMO, OTHER, buildTestApp, type TestApp } from './helpers/build';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
});

function open(ns: string, token?: string): Promise<Socket> {
  const s = connect(`${url}${ns}`, { query: token ? { token } : {}, transports: ['websocket'], reconnection: false });
  sockets.push(s);
  return new Promise((resolve, reject) => {
    s.on('connect', () => resolve(s));
    s.on('connect_error', (e) => reject(e));
  });
}
const next = <T>(s: Socket, event: string, ms = 3000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), ms);
    s.once(event, (v: T) => {
      clearTimeout(timer);
      resolve(v);
    });
  });

describe('live channels', () => {
  it('refuses a connection without a valid session token', async () => {
    await expect(open('/api-user')).rejects.toThrow(/unauthorized/);
    await expect(open('/support', 'forged-token')).rejects.toThrow(/unauthorized/);
  });

  it("answers 'data' with 'dataR' carrying the signed-in user", async () => {
    const s = await open('/api-user', await t.login(DEMO.email, DEMO.password));
    const reply = next<Array<{ email: string }>>(s, 'dataR');
    s.emit('data');
    expect((await reply)[0]!.email).toBe(DEMO.email);
  });

  it('delivers an event only to the sockets of the user it concerns', async () => {
    const demo = await open('/support', await t.login(DEMO.email, DEMO.password));
    const other = await open('/support', await t.login(OTHER.email, OTHER.password));
    const [row] = await t.ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO.email]);
    let leaked = false;
    other.on('support.messages', () => (leaked = true));
    const got = next<string>(demo, 'support.messages');
    t.ctx.realtime.toUser(row!.id, 'support', 'support.messages', 'updated');
    expect(await got).toBe('updated');
    await new Promise((r) => setTimeout(r, 200));
    expect(leaked).toBe(false);
  });
});
