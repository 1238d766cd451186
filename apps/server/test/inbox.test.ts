import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { runCommand } from '../src/cli/commands';
import { recoverStagedFiles } from '../src/modules/tickets/tickets.service';
import { DEMO, OTHER, auth, buildTestApp, type TestApp } from './helpers/build';
import { FILES, multipart } from './helpers/multipart';

let t: TestApp;
let demo: string;
let url: string;
let dataDir: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-inbox-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  demo = await t.login(DEMO.email, DEMO.password);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Item = { id: string; incidenttype: string; isread: boolean; title: string; createddate: string };
const get = async (path: string, token = demo) => {
  const r = await t.app.inject({ url: path, headers: auth(token) });
  return { status: r.statusCode, body: r.json() };
};
const list = async (query = '') => (await get(`/api/tickets/list${query}`)).body as { list: Item[]; count: number };
const unread = async () => (await get('/api/tickets/notification/unread-count')).body.count as number;
const byType = async (type: string) => (await list()).list.find((i) => i.incidenttype === type)!;

function support(token: string): Promise<Socket> {
  const s = connect(`${url}/support`, { query: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(s);
  return new Promise((resolve, reject) => {
    s.on('connect', () => resolve(s));
    s.on('connect_error', reject);
  });
}
const next = <T>(s: Socket, event: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), 3000);
    s.once(event, (v: T) => {
      clearTimeout(timer);
      resolve(v);
    });
  });

describe('GET /api/tickets/list', () => {
  it('lists the inbox newest first, 10 a page, with its total', async () => {
    const page = await list();
    expect(page.count).toBe(3);
    expect(page.list.map((i) => i.incidenttype).sort()).toEqual(['INCIDENT', 'NOTIFICATION', 'TRANSFER_REQUEST']);
    expect(page.list.every((i) => i.isread === false)).toBe(true);
    const dates = page.list.map((i) => i.createddate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by title case-insensitively and pages by page index', async () => {
    expect((await list('?filter=title=WEBHOOK')).list.map((i) => i.title)).toEqual(['Question about webhook retries']);
    const first = await list('?orderBy=title&sort=ASC&take=2&skip=0');
    const second = await list('?orderBy=title&sort=ASC&take=2&skip=1');
    expect(first.count).toBe(3);
    expect(first.list.map((i) => i.title)).toEqual(['Payment request: invoice settlement', 'Question about webhook retries']);
    expect(second.list.map((i) => i.title)).toEqual(['Welcome to the API portal']);
    expect((await list('?filter=title=100%')).list).toEqual([]);
  });

  it.each([
    ['?filter=body=x', 'filter'],
    ['?orderBy=secret', 'orderBy'],
    ['?sort=UP', 'sort'],
    ['?skip=-1', 'skip'],
    ['?take=101', 'take'],
  ])('%s answers 417 invalid_param', async (query, param) => {
    const r = await get(`/api/tickets/list${query}`);
    expect(r.status).toBe(417);
    expect(r.body).toMatchObject({ error: 'invalid_param', error_param: param });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/tickets/list' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/tickets/notification/unread-count' })).statusCode).toBe(401);
  });
});

describe('opening a message', () => {
  it('answers its thread and marks it read; the badge count follows live', async () => {
    const s = await support(demo);
    const before = await unread();
    const item = await byType('INCIDENT');
    const changed = next<string>(s, 'support.messages');
    const opened = await get(`/api/tickets/${item.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: item.id, title: 'Question about webhook retries', incidentType: 'INCIDENT' });
    expect(opened.body.ticketMessages.map((m: { authorYou: boolean; author: string }) => [m.authorYou, m.author])).toEqual([
      [true, 'You'],
      [false, 'Support'],
    ]);
    expect(await changed).toBe('updated');
    expect(await unread()).toBe(before - 1);
    expect((await byType('INCIDENT')).isread).toBe(true);
  });
});

describe('replies', () => {
  it('lets the user answer a support ticket; its text is shown as text, never as markup', async () => {
    const item = await byType('INCIDENT');
    const m = multipart([
      { name: 'message', value: 'Thanks!\n<script>alert(1)</script>' },
      { name: 'files', filename: 'log.pdf', value: FILES.pdf() },
    ]);
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/tickets/${item.id}/messages`,
      payload: m.payload,
      headers: { ...m.headers, ...auth(demo) },
    });
    expect(r.statusCode).toBe(200);
    const last = r.json().ticketMessages.at(-1);
    expect(last).toMatchObject({
      authorYou: true,
      author: 'Dario Demo',
      message: '<p>Thanks!<br>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    });
    expect(last.ticketAttachments).toEqual([{ key: expect.any(String), name: 'log.pdf' }]);
  });

  it('refuses a reply to a notification and an empty reply', async () => {
    const note = await byType('NOTIFICATION');
    const m = multipart([{ name: 'message', value: 'hello' }]);
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/tickets/${note.id}/messages`,
      payload: m.payload,
      headers: { ...m.headers, ...auth(demo) },
    });
    expect(r.statusCode).toBe(417);
    expect(r.json()).toMatchObject({ error: 'action_forbidden', error_param: 'incidentType' });
    const item = await byType('INCIDENT');
    const empty = multipart([{ name: 'message', value: '   ' }]);
    const e = await t.app.inject({
      method: 'POST',
      url: `/api/tickets/${item.id}/messages`,
      payload: empty.payload,
      headers: { ...empty.headers, ...auth(demo) },
    });
    expect(e.json()).toMatchObject({ error: 'validation_error', error_param: 'message' });
  });
});

describe('operator commands', () => {
  it("ticket reply: support's answer reaches the user's socket, sanitized, and the message turns unread", async () => {
    const s = await support(demo);
    const item = await byType('INCIDENT');
    const before = await unread();
    const messages = next<string>(s, 'support.messages');
    const message = next<{ id: string }>(s, 'support.message');
    const out = await runCommand(t.ctx, [
      'ticket',
      'reply',
      '--id',
      item.id,
      '--message',
      '<p onmouseover="x()">Fixed <em>now</em>.</p><script>bad()</script>',
    ]);
    expect(out).toMatchObject({ replied: item.id, email: DEMO.email });
    expect(await messages).toBe('updated');
    expect(await message).toEqual({ id: item.id });
    expect(await unread()).toBe(before + 1);
    const thread = (await get(`/api/tickets/${item.id}`)).body;
    expect(thread.ticketMessages.at(-1)).toMatchObject({ author: 'Support', authorYou: false, message: '<p>Fixed <em>now</em>.</p>' });
  });

  it('notify: a new inbox message of the chosen type, live and unread', async () => {
    const s = await support(demo);
    const before = await unread();
    const message = next<{ id: string }>(s, 'support.message');
    const out = await runCommand(t.ctx, [
      'notify',
      '--email',
      DEMO.email,
      '--title',
      'Please pay',
      '--body',
      '<p>Due <a href="javascript:x()">now</a></p>',
      '--type',
      'TRANSFER_REQUEST',
    ]);
    expect(await message).toEqual({ id: out.id });
    expect(await unread()).toBe(before + 1);
    const thread = (await get(`/api/tickets/${out.id as string}`)).body;
    expect(thread).toMatchObject({ title: 'Please pay', incidentType: 'TRANSFER_REQUEST' });
    expect(thread.ticketMessages[0].message).toBe('<p>Due <a target="_blank" rel="noopener noreferrer">now</a></p>');
    expect((await get(`/api/tickets/${out.id as string}`, await t.login(OTHER.email, OTHER.password))).status).toBe(404);
  });

  it('refuses bad input with a clear message', async () => {
    await expect(runCommand(t.ctx, ['ticket', 'reply', '--id', 'nope', '--message', 'x'])).rejects.toThrow(/no ticket with id nope/);
    await expect(
      runCommand(t.ctx, ['ticket', 'reply', '--id', (await byType('INCIDENT')).id, '--message', '<script>x</script>']),
    ).rejects.toThrow(/--message is empty/);
    await expect(runCommand(t.ctx, ['notify', '--email', 'nobody@x.test', '--title', 'T', '--body', 'B'])).rejects.toThrow(/no user/);
    await expect(runCommand(t.ctx, ['notify', '--email', DEMO.email, '--title', 'T', '--body', 'B', '--type', 'SPAM'])).rejects.toThrow(
      /--type must be one of/,
    );
    await expect(runCommand(t.ctx, ['notify', '--email', DEMO.email, '--body', 'B'])).rejects.toThrow(/--title is required/);
  });
});

describe('staged uploads after a crash', () => {
  it('moves files whose rows were committed into place and deletes the others', async () => {
    const storage = t.ctx.storage;
    const item = await byType('INCIDENT');
    const committed = await storage.stage(FILES.png());
    const orphan = await storage.stage(FILES.png());
    const fresh = await storage.stage(FILES.png());
    await t.ctx.db.query(
      "INSERT INTO ticket_attachments(key, ticket_id, name, content_type, size) VALUES ($1, $2, 'late.png', 'image/png', 128)",
      [committed, item.id],
    );
    const old = new Date(Date.now() - 60 * 60_000);
    for (const key of [committed, orphan]) fs.utimesSync(path.join(dataDir, 'uploads/.staging', key), old, old);

    expect(await recoverStagedFiles(t.ctx)).toEqual({ committed: 1, discarded: 1 });
    expect(await storage.has(committed)).toBe(true);
    expect(await storage.has(orphan)).toBe(false);
    expect((await storage.staged()).map((s) => s.key)).toEqual([fresh]);
    const dl = await t.app.inject({ url: `/api/tickets/attachment/${item.id}/${committed}`, headers: auth(demo) });
    expect(dl.statusCode).toBe(200);
  });
});
