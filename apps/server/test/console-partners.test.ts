import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { DEMO, OTHER, auth, buildTestApp, type TestApp } from './helpers/build';
import { newOperator, type TestOperator } from './helpers/operators';
import { newKey, signedCall, type ApiKey } from './helpers/signed';
import { listen, nextEvent, socketClients } from './helpers/sockets';
import { one } from '../src/db/db';
import { buildApp } from '../src/app';
import { runCommand } from '../src/cli/commands';
import { verify } from '../src/modules/audit/audit';
import { multipart } from './helpers/multipart';
import { invoicesOf } from '../src/modules/console/console-partners.repository';

/*
 * The console's partners, operator audit and maintenance mode, through the real routes.
 */

let t: TestApp;
let admin: TestOperator;
let compliance: TestOperator;
let demo: { partnerId: string; wlpId: string };
let demoToken: string;
let key: ApiKey;
let sandboxKey: ApiKey;
const clients = socketClients();

beforeAll(async () => {
  t = await buildTestApp();
  admin = await newOperator(t, 'ADMINISTRATOR');
  compliance = await newOperator(t, 'COMPLIANCE_OFFICER');
  demo = (await one<{ partnerId: string; wlpId: string }>(
    t.ctx.db,
    'SELECT p.id::text AS "partnerId", p.wlp_id AS "wlpId" FROM users u JOIN partners p ON p.id = u.partner_id WHERE u.email = $1',
    [DEMO.email],
  ))!;
  demoToken = await t.login(DEMO.email, DEMO.password);
  key = await newKey(t, demoToken, 'console test key');
  sandboxKey = await newKey(t, demoToken, 'console sandbox key', {}, 'sandbox');
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

const as = (op: TestOperator, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: auth(op.token), ...(payload ? { payload } : {}) });
const partner = (method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: auth(demoToken), ...(payload ? { payload } : {}) });
const withAuth = (op: TestOperator, m: ReturnType<typeof multipart>) => ({
  payload: m.payload,
  headers: { ...m.headers, ...auth(op.token) },
});
let n = 0;
const signedList = () => signedCall(t, key, 'GET', `/partner/v1/clients?skip=${n++}`);

describe('partners list and detail', () => {
  it('lists every partner with the one list engine: search company or e-mail, filter brand, verification, enabled', async () => {
    const third = ['--email', 'third@partner.test', '--password', 'Third@Partner1', '--company', 'Third Srl', '--agent', 'laguna'];
    await runCommand(t.ctx, ['partner', 'create', ...third]);
    await runCommand(t.ctx, ['user', 'kyc', '--email', 'third@partner.test', '--tier', '2', '--status', 'REJECTED']);
    const all = (await as(compliance, 'GET', '/api-operator/partners')).json();
    // the demo's unverified company is a partner too (its sandbox), with no wlpId yet
    expect(all.count).toBe(4);
    expect(all.list.find((p: { company: string }) => p.company === 'Unverified Startup S.r.l.')).toMatchObject({ wlpId: null });
    const byEmail = (await as(compliance, 'GET', `/api-operator/partners?filter=q=${encodeURIComponent(DEMO.email)}`)).json();
    expect(byEmail.list.map((p: { wlpId: string }) => p.wlpId)).toEqual([demo.wlpId]);
    expect(byEmail.list[0]).toMatchObject({ ownerEmail: DEMO.email, agent: 'aurora', verification: 'VERIFIED', enabled: true });
    const byCompanyName = (await as(compliance, 'GET', '/api-operator/partners?filter=q=third%20s')).json();
    expect(byCompanyName.list.map((p: { company: string }) => p.company)).toEqual(['Third Srl']);
    const laguna = (await as(compliance, 'GET', '/api-operator/partners?filter=agent=laguna')).json();
    expect(laguna.list.map((p: { ownerEmail: string }) => p.ownerEmail).sort()).toEqual([OTHER.email, 'third@partner.test']);
    const rejected = (await as(compliance, 'GET', '/api-operator/partners?filter=verification=REJECTED')).json();
    expect(rejected.list.map((p: { ownerEmail: string }) => p.ownerEmail)).toEqual(['third@partner.test']);
    const verifiedLaguna = (await as(compliance, 'GET', '/api-operator/partners?filter=verification=VERIFIED;agent=laguna')).json();
    expect(verifiedLaguna.list.map((p: { ownerEmail: string }) => p.ownerEmail)).toEqual([OTHER.email]);
    const byCompany = (await as(compliance, 'GET', '/api-operator/partners?orderBy=company&sort=ASC&take=2')).json();
    expect(byCompany.list).toHaveLength(2);
    for (const bad of ['filter=enabled=maybe', 'filter=verification=ALMOST', 'filter=nope=1', 'orderBy=nope']) {
      const r = await as(compliance, 'GET', `/api-operator/partners?${bad}`);
      expect(r.statusCode, bad).toBe(417);
      expect(r.json().error).toBe('invalid_param');
    }
  });

  it("shows a partner's company, members and roles, keys without their secrets, webhooks, invoices and tickets", async () => {
    const r = await as(compliance, 'GET', `/api-operator/partners/${demo.partnerId}`);
    expect(r.statusCode).toBe(200);
    const d = r.json();
    expect(d.partner).toMatchObject({ wlpId: demo.wlpId, enabled: true, disabledReason: null });
    expect(d.members.find((m: { email: string }) => m.email === DEMO.email)).toMatchObject({ role: 'OWNER', active: true });
    const k = d.keys.find((x: { id: string }) => x.id === key.id);
    expect(k).toMatchObject({ label: 'console test key', environment: 'live', createdBy: DEMO.email, access: 'FULL' });
    expect(d.keys.find((x: { id: string }) => x.id === sandboxKey.id)).toMatchObject({ environment: 'sandbox' });
    expect(r.body).not.toContain(key.secret);
    expect(r.body).not.toContain(key.token);
    expect(d.invoices.length).toBeGreaterThan(0);
    expect(d.tickets.total).toBeGreaterThan(0);
    expect((await as(compliance, 'GET', '/api-operator/partners/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await as(compliance, 'GET', '/api-operator/partners/not-a-uuid')).statusCode).toBe(404);
  });

  it("counts each environment's clients, accounts, cards, transactions, keys and webhooks of this partner only", async () => {
    const detail = async () => (await as(compliance, 'GET', `/api-operator/partners/${demo.partnerId}`)).json();
    const before = (await detail()).environments;
    // one of each in the sandbox: only the sandbox's counts move
    const call = (url: string, body: object) => signedCall(t, sandboxKey, 'POST', `/partner/v1/${url}`, body);
    const client = { type: 'EXTERNAL_INDIVIDUAL', email: 'console-count@example.com', firstName: 'Ann', lastName: 'Bee' };
    const clientId = (await call('clients', client)).json().clientId;
    const walletId = (await call('accounts', { clientId, currency: 'EUR' })).json().walletId;
    expect((await call('cards', { clientId, walletId, currency: 'EUR', virtual: true, cardholder: 'ANN BEE' })).statusCode).toBe(201);
    const pay = await call('transactions', { walletId, transactionType: 'SEPA_IN', amount: '50.00', currency: 'EUR' });
    expect(pay.statusCode, pay.body).toBe(201);
    const d = await detail();
    const added = { clients: 1, accounts: 1, cards: 1, transactions: 1, keys: 0, webhooks: 0 };
    for (const [k, n] of Object.entries(added)) expect(d.environments.sandbox[k], k).toBe(before.sandbox[k] + n);
    expect(d.environments.live).toEqual(before.live);
    const rows = async (table: string, e: string, partnerId = demo.partnerId) =>
      (await one<{ n: number }>(t.ctx.db, `SELECT count(*)::int AS n FROM ${table} WHERE partner_id = $1 AND environment = $2`, [
        partnerId,
        e,
      ]))!.n;
    const other = (await one<{ id: string }>(t.ctx.db, 'SELECT partner_id::text AS id FROM users WHERE email = $1', [OTHER.email]))!.id;
    for (const e of ['live', 'sandbox'] as const) {
      const counted = d.environments[e];
      for (const table of ['clients', 'accounts', 'cards', 'transactions', 'webhooks'])
        expect(counted[table], `${e} ${table}`).toBe(await rows(table, e));
      expect(counted.keys).toBe(d.keys.filter((k: { environment: string }) => k.environment === e).length);
      expect(counted.keys).toBeGreaterThan(0);
    }
    // another partner has rows too: none of them is counted here
    expect(await rows('clients', 'live', other)).toBeGreaterThan(0);
  });

  it('lists the pending team invitations (e-mail, role, invited on) beside the members, never their codes', async () => {
    const email = 'console-invitee@example.com';
    const sent = await partner('POST', '/api-portal/user/team-member', { email, role: 'ADMIN' });
    expect(sent.statusCode).toBe(200);
    const r = await as(compliance, 'GET', `/api-operator/partners/${demo.partnerId}`);
    const d = r.json();
    const inv = d.invitations.find((i: { email: string }) => i.email === email);
    expect(inv).toEqual({ id: expect.any(String), email, role: 'ADMIN', invitedDate: expect.any(String), expiresDate: expect.any(String) });
    // the link works TEAM_INVITATION_TTL_DAYS (7 by default) from the invitation
    expect(Date.parse(inv.expiresDate) - Date.parse(inv.invitedDate)).toBe(7 * 86_400_000);
    expect(d.members.map((m: { email: string }) => m.email)).not.toContain(email);
    const code = new URL(sent.json().invitationLink).searchParams.get('code')!;
    expect(r.body).not.toContain(code);
    // withdrawn, it is no longer pending
    const id = d.invitations.find((i: { email: string }) => i.email === email).id;
    expect((await partner('POST', '/api-portal/user/team-member/delete', { id, developerId: null, email })).statusCode).toBe(200);
    expect((await as(compliance, 'GET', `/api-operator/partners/${demo.partnerId}`)).json().invitations).not.toContainEqual(
      expect.objectContaining({ email }),
    );
  });
});

describe('disable and enable', () => {
  it('locks a partner disabled from the console out at once: members 403, signed API 403; enabling restores it', async () => {
    expect((await partner('GET', '/api-portal/clients')).statusCode).toBe(200);
    expect((await signedList()).statusCode).toBe(200);
    const off = await as(compliance, 'POST', `/api-operator/partners/${demo.partnerId}/disable`, { reason: 'Unpaid invoices' });
    expect(off.statusCode).toBe(200);
    expect(off.json().partner).toMatchObject({ enabled: false, disabledReason: 'Unpaid invoices' });
    const gated = await partner('GET', '/api-portal/clients');
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({ error: 'kyc_tier_required' });
    const signed = await signedList();
    expect(signed.statusCode).toBe(403);
    expect(signed.json()).toMatchObject({ error: 'partner_not_verified' });
    const listed = (await as(compliance, 'GET', '/api-operator/partners?filter=enabled=false')).json();
    expect(listed.list.map((p: { id: string }) => p.id)).toContain(demo.partnerId);
    const on = await as(compliance, 'POST', `/api-operator/partners/${demo.partnerId}/enable`, { reason: 'Paid' });
    expect(on.json().partner).toMatchObject({ enabled: true });
    expect((await partner('GET', '/api-portal/clients')).statusCode).toBe(200);
    expect((await signedList()).statusCode).toBe(200);
  });

  it('needs a reason (417 naming it) and an existing partner', async () => {
    const r = await as(compliance, 'POST', `/api-operator/partners/${demo.partnerId}/disable`, { reason: '  ' });
    expect(r.statusCode).toBe(417);
    expect(r.json().error_param).toBe('reason');
    const unknown = await as(compliance, 'POST', '/api-operator/partners/00000000-0000-0000-0000-000000000000/disable', { reason: 'x' });
    expect(unknown.statusCode).toBe(404);
  });

  it('the command line calls the same service: partner disable --wlp with a reason', async () => {
    expect(await runCommand(t.ctx, ['partner', 'disable', '--wlp', demo.wlpId, '--reason', 'By script'])).toMatchObject({ disabled: true });
    expect((await as(compliance, 'GET', `/api-operator/partners/${demo.partnerId}`)).json().partner.disabledReason).toBe('By script');
    expect(await runCommand(t.ctx, ['partner', 'enable', '--wlp', demo.wlpId])).toMatchObject({ disabled: false });
  });

  it('changes the brand of a partner and its members; an unknown brand answers 417 naming agent', async () => {
    const other = (await one<{ id: string }>(t.ctx.db, 'SELECT partner_id::text AS id FROM users WHERE email = $1', [OTHER.email]))!;
    const bad = await as(admin, 'PUT', `/api-operator/partners/${other.id}/brand`, { agent: 'nope' });
    expect(bad.json()).toMatchObject({ error: 'invalid', error_param: 'agent' });
    const r = await as(admin, 'PUT', `/api-operator/partners/${other.id}/brand`, { agent: 'aurora' });
    expect(r.json().partner.agent).toBe('aurora');
    const otherToken = await t.login(OTHER.email, OTHER.password);
    const status = await t.app.inject({ method: 'GET', url: '/api-portal/auth/status', headers: auth(otherToken) });
    expect(status.json().agent).toBe('aurora');
    await as(admin, 'PUT', `/api-operator/partners/${other.id}/brand`, { agent: 'laguna' });
  });
});

describe('audit of operator actions', () => {
  it('shows the partner "operator" as the actor, never the person, its address or browser; the chain verifies', async () => {
    const log = (await partner('GET', '/api-portal/audit?filter=actor=operator')).json();
    const actions = log.list.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['partner.disabled', 'partner.enabled']));
    for (const e of log.list) expect(e).toMatchObject({ actor: 'operator', actorId: null, actorEmail: null, ip: null, userAgent: null });
    expect(JSON.stringify(log)).not.toContain(compliance.email);
    const disabled = log.list.find((e: { action: string }) => e.action === 'partner.disabled');
    expect(disabled.changes).toEqual({ reason: expect.any(String) });
    expect((await verify(t.ctx.db, demo.partnerId)).ok).toBe(true);
    expect((await verify(t.ctx.db, null)).ok).toBe(true);
  });

  it('the operator audit names the operator and the partner; filters by operator, partner and action', async () => {
    const all = (await as(admin, 'GET', '/api-operator/audit')).json();
    expect(all.count).toBeGreaterThan(4);
    const mine = (await as(admin, 'GET', `/api-operator/audit?filter=operator=${encodeURIComponent(compliance.email)}`)).json();
    expect(mine.list.length).toBeGreaterThan(0);
    expect(mine.list.every((e: { operatorEmail: string }) => e.operatorEmail === compliance.email)).toBe(true);
    const onDemo = (await as(admin, 'GET', `/api-operator/audit?filter=partner=${demo.wlpId};action=partner.disabled`)).json();
    expect(onDemo.list.length).toBeGreaterThanOrEqual(2); // the console's and the command line's
    expect(onDemo.list[0]).toMatchObject({ wlpId: demo.wlpId, action: 'partner.disabled', partnerId: demo.partnerId });
    expect(onDemo.list.some((e: { operatorEmail: string | null }) => e.operatorEmail === compliance.email)).toBe(true);
    expect(onDemo.list.some((e: { operatorEmail: string | null }) => e.operatorEmail === null)).toBe(true); // the command line
    const signIns = (await as(admin, 'GET', '/api-operator/audit?filter=action=operator.signed_in')).json();
    expect(signIns.list.map((e: { operatorEmail: string }) => e.operatorEmail)).toEqual(
      expect.arrayContaining([admin.email, compliance.email]),
    );
    expect((await as(admin, 'GET', '/api-operator/audit?filter=from=yesterday')).statusCode).toBe(417);
  });
});

describe('maintenance mode', () => {
  it('refuses writes with 503 maintenance while reads, sign-in and the status object keep working; tells live partners', async () => {
    const base = await listen(t.app);
    const socket: Socket = await clients.open(base, '/api-user', demoToken);
    const event = nextEvent<{ enabled: boolean; message: string }>(socket, 'maintenance');
    const on = await as(admin, 'PUT', '/api-operator/platform/maintenance', { enabled: true, message: 'Back at 02:00 UTC' });
    expect(on.json()).toMatchObject({ enabled: true, message: 'Back at 02:00 UTC', since: expect.any(String) });
    expect(await event).toEqual({ enabled: true, message: 'Back at 02:00 UTC' });

    const status = (await t.app.inject({ method: 'GET', url: '/api-portal/auth/status' })).json();
    expect(status.maintenance).toEqual({ message: 'Back at 02:00 UTC', since: on.json().since });
    const write = await partner('POST', '/api-portal/user/secrets', { label: 'during maintenance' });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toMatchObject({ error: 'maintenance', message: 'Back at 02:00 UTC' });
    expect((await partner('GET', '/api-portal/user/secrets')).statusCode).toBe(200);
    expect((await signedCall(t, key, 'POST', '/partner/v1/clients', { type: 'INDIVIDUAL' })).statusCode).toBe(503);
    expect((await signedList()).statusCode).toBe(200);
    expect(await t.login(OTHER.email, OTHER.password)).toEqual(expect.any(String));
    // the console itself keeps working (the switch must be turned off from it)
    expect((await as(compliance, 'POST', `/api-operator/partners/${demo.partnerId}/enable`, { reason: 'still works' })).statusCode).toBe(
      200,
    );
    // only an Administrator turns it
    expect((await as(compliance, 'PUT', '/api-operator/platform/maintenance', { enabled: false })).statusCode).toBe(403);

    const offEvent = nextEvent<{ enabled: boolean }>(socket, 'maintenance');
    const off = await as(admin, 'PUT', '/api-operator/platform/maintenance', { enabled: false });
    expect(off.json()).toEqual({ enabled: false, message: null, since: null });
    expect(await offEvent).toEqual({ enabled: false, message: null });
    expect((await t.app.inject({ method: 'GET', url: '/api-portal/auth/status' })).json().maintenance).toBeNull();
    expect((await partner('POST', '/api-portal/user/secrets', { label: 'after maintenance' })).statusCode).toBe(200);
    const audited = (await as(admin, 'GET', '/api-operator/audit?filter=action=maintenance.changed')).json();
    expect(audited.list.map((e: { changes: { enabled: boolean } }) => e.changes.enabled)).toEqual([false, true]);
  });
});

describe('support queue', () => {
  it("lists the partners' tickets waiting for the bank first; an answer reaches the partner's inbox live and is audited", async () => {
    const support = await newOperator(t, 'SUPPORT_AGENT');
    // the partner writes in a ticket: it waits for the bank
    const [mine] = await t.ctx.db.query<{ id: string }>(
      "SELECT t.id::text FROM tickets t JOIN users u ON u.id = t.user_id WHERE u.email = $1 AND t.incident_type = 'INCIDENT' LIMIT 1",
      [DEMO.email],
    );
    const ticketId = mine!.id;
    await t.ctx.db.query('UPDATE tickets SET is_read = true WHERE id = $1', [ticketId]);
    await t.ctx.db.query(
      `INSERT INTO ticket_messages(ticket_id, author_user_id, author_name, message_html, created_at)
       SELECT $1, id, 'Demo', '<p>Any news?</p>', now() FROM users WHERE email = $2`,
      [ticketId, DEMO.email],
    );
    const queue = (await as(support, 'GET', '/api-operator/tickets')).json();
    expect(queue.count).toBeGreaterThan(0);
    const states = queue.list.map((x: { state: string }) => x.state);
    expect(states[0]).toBe('PENDING_ADMIN');
    expect(states.indexOf('PENDING_USER') === -1 || states.lastIndexOf('PENDING_ADMIN') < states.indexOf('PENDING_USER')).toBe(true);
    const found = queue.list.find((x: { id: string }) => x.id === ticketId);
    expect(found).toMatchObject({ state: 'PENDING_ADMIN', email: DEMO.email, wlpId: demo.wlpId });
    const searched = (await as(support, 'GET', `/api-operator/tickets?filter=q=${demo.wlpId};state=PENDING_ADMIN`)).json();
    expect(searched.list.map((x: { id: string }) => x.id)).toContain(ticketId);

    const base = await listen(t.app).catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
    const socket = await clients.open(base, '/support', demoToken);
    const live = nextEvent<string>(socket, 'support.messages');
    const unreadBefore = (await partner('GET', '/api/tickets/notification/unread-count')).json();
    const form = (message: string) => multipart([{ name: 'message', value: message }]);
    const reply = (message: string) =>
      t.app.inject({ method: 'POST', url: `/api-operator/tickets/${ticketId}/reply`, ...withAuth(support, form(message)) });
    const r = await reply('<p>Fixed <script>x()</script>now</p>');
    expect(r.statusCode).toBe(200);
    const thread = r.json();
    expect(thread.ticket.state).toBe('PENDING_USER');
    const last = thread.messages[thread.messages.length - 1];
    expect(last).toMatchObject({ fromSupport: true });
    expect(last.html).not.toContain('script');
    expect(await live).toBe('updated');
    const unreadAfter = (await partner('GET', '/api/tickets/notification/unread-count')).json();
    expect(unreadAfter.count).toBe(unreadBefore.count + 1);
    const log = (await partner('GET', '/api-portal/audit?filter=action=ticket.answered')).json();
    expect(log.list[0]).toMatchObject({ actor: 'operator', actorEmail: null, target: ticketId });
    expect((await reply('   ')).statusCode).toBe(417);
    expect((await as(support, 'GET', '/api-operator/tickets/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('maintenance across server processes (TEST_REDIS_URL)', () => {
  it('a partner connected to one process gets the event when an Administrator turns it on through another', async () => {
    const a = await buildTestApp({ env: { REDIS_URL: redisUrl! } });
    const b = await buildApp({ env: a.ctx.env, db: a.ctx.db, brands: a.ctx.brands, box: a.ctx.box, now: a.ctx.now, logger: false });
    try {
      const op = await newOperator(a, 'ADMINISTRATOR', 'cluster-admin@bank.test');
      const urlB = await listen(b);
      const s = await clients.open(urlB, '/api-user', await a.login(DEMO.email, DEMO.password));
      await new Promise((r) => setTimeout(r, 300)); // both adapters subscribed
      const got = nextEvent<{ enabled: boolean }>(s, 'maintenance', 5000);
      const r = await a.app.inject({
        method: 'PUT',
        url: '/api-operator/platform/maintenance',
        headers: auth(op.token),
        payload: { enabled: true, message: 'cluster' },
      });
      expect(r.statusCode).toBe(200);
      expect(await got).toEqual({ enabled: true, message: 'cluster' });
      // the other process refuses writes too: the switch is in the shared database
      const token = await a.login(DEMO.email, DEMO.password);
      const write = await b.inject({ method: 'POST', url: '/api-portal/user/secrets', headers: auth(token), payload: { label: 'x' } });
      expect(write.statusCode).toBe(503);
    } finally {
      clients.closeAll();
      await b.close();
      await a.close();
    }
  });
});

describe("a partner's invoices in the console", () => {
  it('come latest due date first, then by id as a number (1000 before 999)', async () => {
    await t.ctx.db.query(
      `INSERT INTO invoices (id, partner_id, number, amount, pay_before) OVERRIDING SYSTEM VALUE
       VALUES (999, $1, 'ORDER-999', 1, '2099-01-01'), (1000, $1, 'ORDER-1000', 1, '2099-01-01')`,
      [demo.partnerId],
    );
    const list = await invoicesOf(t.ctx.db, demo.partnerId);
    expect(list.slice(0, 2).map((i) => i.id)).toEqual(['1000', '999']);
  });
});
