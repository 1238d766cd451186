import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OTHER, auth, buildTestApp, type TestApp } from './helpers/build';
import { FILES, multipart, ticketFields, type Part } from './helpers/multipart';

let t: TestApp;
let demo: string;
let other: string;
let dataDir: string;
const DOCX = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/sample.docx'));

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tickets-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  demo = await t.login(DEMO.email, DEMO.password);
  other = await t.login(OTHER.email, OTHER.password);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const send = (token: string, parts: Part[]) => t.app.inject({ method: 'POST', url: '/api/tickets', ...withAuth(token, multipart(parts)) });
const withAuth = (token: string, m: ReturnType<typeof multipart>) => ({ payload: m.payload, headers: { ...m.headers, ...auth(token) } });
const file = (filename: string, value: Buffer): Part => ({ name: 'files', filename, value });

/** Every file in the upload folder (committed and staged). */
function storedFiles(): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}
async function ticketCount(): Promise<number> {
  const [r] = await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tickets');
  return r!.n;
}
async function expectNothingStored(before: { tickets: number; files: number }) {
  expect(await ticketCount()).toBe(before.tickets);
  expect(storedFiles()).toHaveLength(before.files);
  const [a] = await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ticket_attachments');
  expect(a!.n).toBe(before.files);
}
const snapshot = async () => ({ tickets: await ticketCount(), files: storedFiles().length });

describe('POST /api/tickets', () => {
  it('stores a support request with two files, readable and downloadable by its author', async () => {
    const png = FILES.png(2048);
    const r = await send(demo, [
      ...ticketFields({ subject: 'Two files attached' }),
      file('screen.png', png),
      file('contract.pdf', FILES.pdf()),
    ]);
    expect(r.statusCode).toBe(200);
    const { id } = r.json<{ id: string }>();

    const list = await t.app.inject({ url: '/api/tickets/list?filter=title=two files', headers: auth(demo) });
    expect(list.json().list).toEqual([
      expect.objectContaining({ id, incidenttype: 'INCIDENT', isread: true, title: 'Two files attached' }),
    ]);

    const opened = (await t.app.inject({ url: `/api/tickets/${id}`, headers: auth(demo) })).json();
    expect(opened.incidentType).toBe('INCIDENT');
    expect(opened.ticketMessages).toHaveLength(1);
    const [m] = opened.ticketMessages;
    expect(m).toMatchObject({ authorYou: true, author: 'Dario Demo', message: '<p>Every card payment since yesterday is declined.</p>' });
    expect(m.ticketAttachments.map((a: { name: string }) => a.name).sort()).toEqual(['contract.pdf', 'screen.png']);

    const key = m.ticketAttachments.find((a: { name: string }) => a.name === 'screen.png').key;
    const dl = await t.app.inject({ url: `/api/tickets/attachment/${id}/${key}`, headers: auth(demo) });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('image/png');
    expect(dl.headers['content-disposition']).toContain('attachment; filename="screen.png"');
    expect(dl.rawPayload.equals(png)).toBe(true);
  });

  it('accepts jpg, jpeg, png, pdf and docx up to exactly 5,000,000 bytes each', async () => {
    const r = await send(demo, [
      ...ticketFields(),
      file('photo.jpg', FILES.jpg()),
      file('photo.JPEG', FILES.jpg()),
      file('big.png', FILES.png(5_000_000)),
      file('letter.pdf', FILES.pdf()),
      file('form.docx', DOCX),
    ]);
    expect(r.statusCode).toBe(200);
    const opened = (await t.app.inject({ url: `/api/tickets/${r.json().id}`, headers: auth(demo) })).json();
    expect(opened.ticketMessages[0].ticketAttachments).toHaveLength(5);
    const docx = opened.ticketMessages[0].ticketAttachments.find((a: { name: string }) => a.name === 'form.docx');
    const dl = await t.app.inject({ url: `/api/tickets/attachment/${opened.id}/${docx.key}`, headers: auth(demo) });
    expect(dl.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it.each([
    ['six files', Array.from({ length: 6 }, (_, i) => file(`f${i}.png`, FILES.png())), 'too_many_files', '5'],
    ['a file of 5,000,001 bytes', [file('ok.pdf', FILES.pdf()), file('huge.png', FILES.png(5_000_001))], 'file_too_large', 'huge.png'],
    ['an .exe renamed .pdf', [file('invoice.pdf', FILES.exe())], 'file_type_not_allowed', 'invoice.pdf'],
    ['a PDF renamed .png', [file('ok.png', FILES.png()), file('scan.png', FILES.pdf())], 'file_type_not_allowed', 'scan.png'],
    ['a name without an allowed extension', [file('notes.txt', Buffer.from('hello'))], 'file_type_not_allowed', 'notes.txt'],
  ])('refuses %s with a 417 naming it and stores nothing', async (_, files, error, value) => {
    const before = await snapshot();
    const r = await send(demo, [...ticketFields(), ...files]);
    expect(r.statusCode).toBe(417);
    expect(r.json()).toEqual({ error, error_param: 'files', param_value: value });
    await expectNothingStored(before);
  });

  it.each([
    ['subject', ticketFields({ subject: '   ' })],
    ['subType', ticketFields({ subType: 'Loans' })],
    ['description', ticketFields().filter((p) => p.name !== 'description')],
  ])('requires a valid %s', async (field, parts) => {
    const before = await snapshot();
    const r = await send(demo, [...parts, file('a.png', FILES.png())]);
    expect(r.statusCode).toBe(417);
    expect(r.json()).toMatchObject({ error: 'validation_error', error_param: field });
    await expectNothingStored(before);
  });

  it('answers 417 to a request that is not multipart', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: auth(demo),
      payload: { subType: 'Account', subject: 's', description: 'd' },
    });
    expect(r.statusCode).toBe(417);
  });

  it('leaves neither ticket nor file when the database write fails half-way', async () => {
    await t.ctx.db.exec(`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'boom.png' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_boom BEFORE INSERT ON ticket_attachments FOR EACH ROW EXECUTE FUNCTION refuse_boom();`);
    try {
      const before = await snapshot();
      const r = await send(demo, [...ticketFields(), file('fine.pdf', FILES.pdf()), file('boom.png', FILES.png())]);
      expect(r.statusCode).toBe(500);
      await expectNothingStored(before);
    } finally {
      await t.ctx.db.exec('DROP TRIGGER refuse_boom ON ticket_attachments; DROP FUNCTION refuse_boom();');
    }
  });

  it('leaves nothing behind when the upload is interrupted', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const before = await snapshot();
    const m = multipart([...ticketFields(), file('half.png', FILES.png(400_000))]);
    await new Promise<void>((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/tickets',
        headers: { ...m.headers, ...auth(demo), 'content-length': String(m.payload.length) },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(m.payload.subarray(0, 200_000), () => setTimeout(() => req.destroy(), 100));
    });
    await new Promise((r) => setTimeout(r, 300));
    await expectNothingStored(before);
  });

  it('needs a session', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/tickets', ...multipart(ticketFields()) });
    expect(r.statusCode).toBe(401);
  });
});

describe('another user', () => {
  it('gets 404 for a ticket and an attachment that are not its own, as for ones that do not exist', async () => {
    const r = await send(demo, [...ticketFields({ subject: 'Private' }), file('private.pdf', FILES.pdf())]);
    const { id } = r.json<{ id: string }>();
    const key = (await t.app.inject({ url: `/api/tickets/${id}`, headers: auth(demo) })).json().ticketMessages[0].ticketAttachments[0].key;

    expect((await t.app.inject({ url: `/api/tickets/${id}`, headers: auth(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/tickets/attachment/${id}/${key}`, headers: auth(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/tickets/00000000-0000-4000-8000-000000000000`, headers: auth(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/tickets/not-a-uuid`, headers: auth(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/tickets/attachment/${id}/${'0'.repeat(32)}`, headers: auth(demo) })).statusCode).toBe(404);
    const otherList = (await t.app.inject({ url: '/api/tickets/list?filter=title=Private', headers: auth(other) })).json();
    expect(otherList).toEqual({ list: [], count: 0 });
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/tickets/${id}/messages`,
      ...withAuth(other, multipart([{ name: 'message', value: 'hi' }])),
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe('GET /api/tickets/{id}: the messages', () => {
  it('lists messages written in the same instant by their id as a number (99 before 100)', async () => {
    const r = await send(demo, [...ticketFields({ subject: 'Two replies at once' })]);
    expect(r.statusCode).toBe(200);
    const { id } = r.json<{ id: string }>();
    // two replies with one timestamp: their order is the id's, compared as numbers and not as text
    await t.ctx.db.query(
      `INSERT INTO ticket_messages (id, ticket_id, author_name, message_html, created_at) OVERRIDING SYSTEM VALUE
       VALUES (100, $1, 'Support', '<p>second</p>', '2030-01-01T00:00:00Z'), (99, $1, 'Support', '<p>first</p>', '2030-01-01T00:00:00Z')`,
      [id],
    );
    const opened = (await t.app.inject({ url: `/api/tickets/${id}`, headers: auth(demo) })).json();
    expect(opened.ticketMessages.slice(-2).map((m: { message: string }) => m.message)).toEqual(['<p>first</p>', '<p>second</p>']);
  });
});
