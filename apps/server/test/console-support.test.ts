import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, auth, buildTestApp, type TestApp } from './helpers/build';
import { newOperator, type TestOperator } from './helpers/operators';
import { FILES, multipart, ticketFields, type Part } from './helpers/multipart';
import { newKey, signedCall } from './helpers/signed';
import { one } from '../src/db/db';
import { runCommand } from '../src/cli/commands';

/*
 * The console's support answers with files, attachments, SOLVED, a new partner and a partner's activity.
 */

let t: TestApp;
let support: TestOperator;
let admin: TestOperator;
let demoToken: string;
let demo: { partnerId: string; wlpId: string };
let clock = Date.UTC(2031, 4, 6, 9, 0, 0);
const tick = (ms = 60_000) => t.setNow(new Date((clock += ms)));

beforeAll(async () => {
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
  t.setNow(new Date(clock));
  support = await newOperator(t, 'SUPPORT_AGENT');
  admin = await newOperator(t, 'ADMINISTRATOR');
  demoToken = await t.login(DEMO.email, DEMO.password);
  demo = (await one<{ partnerId: string; wlpId: string }>(
    t.ctx.db,
    'SELECT p.id::text AS "partnerId", p.wlp_id AS "wlpId" FROM users u JOIN partners p ON p.id = u.partner_id WHERE u.email = $1',
    [DEMO.email],
  ))!;
});
afterAll(() => t.close());

const as = (op: TestOperator, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: auth(op.token), ...(payload ? { payload } : {}) });
const partner = (method: string, url: string) => t.app.inject({ method: method as 'GET', url, headers: auth(demoToken) });
const send = (op: TestOperator, url: string, parts: Part[]) => {
  const m = multipart(parts);
  return t.app.inject({ method: 'POST', url, payload: m.payload, headers: { ...m.headers, ...auth(op.token) } });
};
const file = (filename: string, value: Buffer): Part => ({ name: 'files', filename, value });

/** A new support ticket of the demo partner, as the partner opens it. */
async function openTicket(subject: string): Promise<string> {
  const m = multipart(ticketFields({ subject }));
  const r = await t.app.inject({ method: 'POST', url: '/api/tickets', payload: m.payload, headers: { ...m.headers, ...auth(demoToken) } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().id as string;
}
const messagesOf = async (id: string) =>
  (await one<{ n: number }>(t.ctx.db, 'SELECT count(*)::int AS n FROM ticket_messages WHERE ticket_id = $1', [id]))!.n;

describe('the bank answers with files', () => {
  it('stores the files with the answer; the partner sees and downloads them, the bank downloads them through its route', async () => {
    const id = await openTicket('Statement missing');
    tick();
    const r = await send(support, `/api-operator/tickets/${id}/reply`, [
      { name: 'message', value: 'Here is the statement.' },
      file('statement.pdf', FILES.pdf(300)),
      file('screen.png', FILES.png()),
    ]);
    expect(r.statusCode, r.body).toBe(200);
    const last = r.json().messages.at(-1);
    expect(last.fromSupport).toBe(true);
    expect(last.attachments.map((a: { name: string }) => a.name).sort()).toEqual(['screen.png', 'statement.pdf']);
    const pdf = last.attachments.find((a: { name: string }) => a.name === 'statement.pdf');

    const opened = (await partner('GET', `/api/tickets/${id}`)).json();
    const theirs = opened.ticketMessages.at(-1);
    expect(theirs.authorYou).toBe(false);
    expect(theirs.ticketAttachments.map((a: { key: string }) => a.key)).toContain(pdf.key);
    const mine = await partner('GET', `/api/tickets/attachment/${id}/${pdf.key}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(FILES.pdf(300))).toBe(true);

    const bank = await as(support, 'GET', `/api-operator/tickets/${id}/attachments/${pdf.key}`);
    expect(bank.statusCode).toBe(200);
    expect(bank.headers['content-type']).toBe('application/pdf');
    expect(bank.headers['content-disposition']).toContain('statement.pdf');
    expect(bank.headers['cache-control']).toBe('private, no-store');
    expect(bank.rawPayload.equals(FILES.pdf(300))).toBe(true);

    // a key of another ticket, or of nothing, is not found
    const other = await openTicket('Another one');
    expect((await as(support, 'GET', `/api-operator/tickets/${other}/attachments/${pdf.key}`)).statusCode).toBe(404);
    expect((await as(support, 'GET', `/api-operator/tickets/${id}/attachments/nope`)).statusCode).toBe(404);
  });

  it("refuses what the partner's rules refuse, 417 naming the field, and stores nothing", async () => {
    const id = await openTicket('Bad files');
    const before = await messagesOf(id);
    const url = `/api-operator/tickets/${id}/reply`;
    const text = { name: 'message', value: 'See attached.' };
    const exe = await send(support, url, [text, file('invoice.pdf', FILES.exe())]);
    expect(exe.statusCode).toBe(417);
    expect(exe.json()).toMatchObject({ error: 'file_type_not_allowed', error_param: 'files', param_value: 'invoice.pdf' });
    const six = await send(support, url, [text, ...Array.from({ length: 6 }, (_, i) => file(`p${i}.png`, FILES.png()))]);
    expect(six.json()).toMatchObject({ error: 'too_many_files', error_param: 'files' });
    const empty = await send(support, url, [{ name: 'message', value: '  ' }, file('a.png', FILES.png())]);
    expect(empty.statusCode).toBe(417);
    expect(empty.json().error_param).toBe('message');
    const json = await as(support, 'POST', url, { message: 'not multipart' });
    expect(json.statusCode).toBe(417);
    expect(await messagesOf(id)).toBe(before);
    expect((await one<{ n: number }>(t.ctx.db, 'SELECT count(*)::int AS n FROM ticket_attachments WHERE ticket_id = $1', [id]))!.n).toBe(0);
  });
});

describe('SOLVED', () => {
  it('marks a ticket solved (last in the queue, audited on the partner); a new message of the partner reopens it', async () => {
    const id = await openTicket('Please close me');
    tick();
    const solved = await as(support, 'POST', `/api-operator/tickets/${id}/solve`);
    expect(solved.statusCode).toBe(200);
    expect(solved.json().ticket.state).toBe('SOLVED');
    const queue = (await as(support, 'GET', '/api-operator/tickets?take=100')).json();
    const states: string[] = queue.list.map((x: { state: string }) => x.state);
    expect(states.indexOf('SOLVED')).toBeGreaterThan(states.lastIndexOf('PENDING_ADMIN'));
    expect(states.indexOf('SOLVED')).toBeGreaterThan(states.lastIndexOf('PENDING_USER'));
    const onlySolved = (await as(support, 'GET', '/api-operator/tickets?filter=state=SOLVED')).json();
    expect(onlySolved.list.map((x: { id: string }) => x.id)).toEqual([id]);
    const log = (await partner('GET', '/api-portal/audit?filter=action=ticket.solved')).json();
    expect(log.list[0]).toMatchObject({ actor: 'operator', actorEmail: null, target: id });
    const ops = (await as(admin, 'GET', '/api-operator/audit?filter=action=ticket.solved')).json();
    expect(ops.list[0]).toMatchObject({ operatorEmail: support.email, wlpId: demo.wlpId, target: id });

    tick();
    const m = multipart([{ name: 'message', value: 'Actually, one more thing.' }]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/tickets/${id}/messages`,
      payload: m.payload,
      headers: { ...m.headers, ...auth(demoToken) },
    });
    expect(again.statusCode).toBe(200);
    expect((await as(support, 'GET', `/api-operator/tickets/${id}`)).json().ticket.state).toBe('PENDING_ADMIN');
    expect((await as(support, 'POST', '/api-operator/tickets/00000000-0000-0000-0000-000000000000/solve')).statusCode).toBe(404);
  });
});

describe('create a partner', () => {
  it('creates a verified partner and its owner as the command line does; the owner gets the mail to choose a password', async () => {
    const body = { email: 'new-owner@partner.test', company: 'Nuova Srl', agent: 'laguna' };
    const r = await as(admin, 'POST', '/api-operator/partners', body);
    expect(r.statusCode, r.body).toBe(200);
    const created = r.json();
    expect(created).toMatchObject({ email: body.email, agent: 'laguna', wlpId: expect.stringMatching(/^WLP-/) });
    expect(created.password).toBeUndefined();
    const listed = (await as(admin, 'GET', `/api-operator/partners?filter=q=${created.wlpId}`)).json();
    expect(listed.list[0]).toMatchObject({ company: 'Nuova Srl', ownerEmail: body.email, verification: 'VERIFIED', enabled: true });
    await vi.waitFor(async () => {
      const mail = await one<{ links: string[] }>(t.ctx.db, 'SELECT links FROM mails WHERE to_address = $1', [body.email]);
      expect(mail?.links.join(' ')).toContain('/auth/reset-password/');
    });
    const ops = (await as(admin, 'GET', '/api-operator/audit?filter=action=partner.created')).json();
    expect(ops.list[0]).toMatchObject({ operatorEmail: admin.email, wlpId: created.wlpId, changes: { company: 'Nuova Srl' } });

    // the command line calls the same service: audited too
    const cli = await runCommand(t.ctx, [
      'partner',
      'create',
      '--email',
      'cli@partner.test',
      '--password',
      'Cli@Partner1',
      '--company',
      'Cli Srl',
    ]);
    const cliAudit = (await as(admin, 'GET', `/api-operator/audit?filter=partner=${cli.wlpId as string}`)).json();
    expect(cliAudit.list.map((e: { action: string }) => e.action)).toContain('partner.created');
  });

  it('answers 417 naming the field: a taken e-mail, an unknown brand, a bad e-mail, a short company', async () => {
    const ok = { email: 'fresh@partner.test', company: 'Fresh Srl', agent: 'aurora' };
    const cases: Array<[object, string, string]> = [
      [{ ...ok, email: DEMO.email.toUpperCase() }, 'email', 'email_taken'],
      [{ ...ok, agent: 'nobrand' }, 'agent', 'invalid'],
      [{ ...ok, email: 'not-an-email' }, 'email', ''],
      [{ ...ok, company: 'x' }, 'company', ''],
    ];
    for (const [payload, field, code] of cases) {
      const r = await as(admin, 'POST', '/api-operator/partners', payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(417);
      expect(r.json().error_param).toBe(field);
      if (code) expect(r.json().error).toBe(code);
    }
    expect(await one(t.ctx.db, 'SELECT 1 FROM users WHERE email = $1', [ok.email])).toBeUndefined();
  });
});

describe("a partner's activity", () => {
  it('shows each webhook endpoint with its health, and API calls and events per day over 30 days', async () => {
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api-portal/webhook',
      headers: auth(demoToken),
      payload: { url: 'http://127.0.0.1:9/console-activity', secret: 'hook-secret-aaaaaaaaaaaaaaaaaaaa' },
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const webhookId = hook.json().uuid as string;
    const key = await newKey(t, demoToken, 'activity key');
    await signedCall(t, key, 'GET', '/partner/v1/clients');
    await signedCall(t, key, 'GET', '/partner/v1/clients?skip=1');
    await t.app.requestLog.flush();
    // one event of the partner today, its delivery answered once
    const [event] = await t.ctx.db.query<{ id: string }>(
      `INSERT INTO outbox_events(partner_id, type, entity, event_time) VALUES ($1, 'CLIENT_CREATED', '{}', $2) RETURNING id::text`,
      [demo.partnerId, t.ctx.now()],
    );
    await t.ctx.db.query(
      `INSERT INTO webhook_attempts(delivery_id, webhook_id, attempt, attempted_at, duration_ms, status_code, succeeded)
       SELECT id, webhook_id, 1, $2, 40, 200, true FROM webhook_deliveries WHERE event_id = $1 AND webhook_id = $3`,
      [event!.id, t.ctx.now(), webhookId],
    );

    const r = await as(support, 'GET', `/api-operator/partners/${demo.partnerId}/activity`);
    expect(r.statusCode, r.body).toBe(200);
    const activity = r.json();
    const endpoint = activity.webhooks.find((w: { id: string }) => w.id === webhookId);
    expect(endpoint).toMatchObject({ url: 'http://127.0.0.1:9/console-activity', environment: 'live', enabled: true });
    expect(endpoint.health.last24h).toMatchObject({ attempts: 1, succeeded: 1, successRate: 1 });
    expect(activity.days).toHaveLength(30);
    const today = activity.days.at(-1);
    expect(today.day).toBe(new Date(Math.floor(t.ctx.now().getTime() / 86_400_000) * 86_400_000).toISOString());
    expect(today.apiCalls).toBeGreaterThanOrEqual(2);
    expect(today.events).toBeGreaterThanOrEqual(1);
    expect((await as(support, 'GET', '/api-operator/partners/00000000-0000-0000-0000-000000000000/activity')).statusCode).toBe(404);
  });
});
