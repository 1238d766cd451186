import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_API, ENVIRONMENT_HEADER, ENVIRONMENTS, SANDBOX_API, SANDBOX_LIMITS, type Environment } from '@portal/contract';
import { runRetention } from '../src/modules/retention/retention.service';
import { auth, buildTestApp, DEMO, liftedLimitsBrands, NO_IDLE_LIMIT, type TestApp } from './helpers/build';
import { joinAsDeveloper } from './helpers/members';
import { newOperator } from './helpers/operators';
import { newKey, signedCall, type ApiKey } from './helpers/signed';

// Resetting a sandbox (docs/security.md, "Environments"): every sandbox row of the partner goes in one transaction,
// keys stay unless asked, live is untouched; Owner or Admin with step-up, or an operator; audited.

let t: TestApp;
let clock = Date.UTC(2031, 4, 2, 9, 0, 0);
let owner: string;
const keys = {} as Record<Environment, ApiKey>;
let partnerId: string;

const TABLES = ['clients', 'accounts', 'cards', 'transactions', 'outbox_events', 'partner_api_requests', 'card_authorisations'];
/** Rows of the partner per table in one environment, with its deliveries and counters. */
async function rows(e: Environment): Promise<Record<string, number>> {
  await t.app.requestLog.flush();
  const out: Record<string, number> = {};
  for (const table of TABLES)
    out[table] = (
      await t.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE partner_id = $1 AND environment = $2`, [
        partnerId,
        e,
      ])
    )[0]!.n;
  const [d] = await t.ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
      WHERE w.partner_id = $1 AND w.environment = $2`,
    [partnerId, e],
  );
  const [c] = await t.ctx.db.query<{ n: number }>(
    'SELECT coalesce(sum(n), 0)::int AS n FROM list_counts WHERE partner_id = $1 AND environment = $2',
    [partnerId, e],
  );
  return { ...out, deliveries: d!.n, counted: c!.n };
}

/** Fills both environments: a webhook, a client, an account with a payment, a card with an authorisation. */
async function fill() {
  // the same signed calls again: a later clock, or they would be replays
  clock += 61_000;
  t.setNow(new Date(clock));
  for (const e of ENVIRONMENTS) {
    const call = (method: string, url: string, body?: unknown) => signedCall(t, keys[e], method, url, body);
    const clientId = (
      await call('POST', '/partner/v1/clients', {
        type: 'EXTERNAL_INDIVIDUAL',
        email: `${e}@example.com`,
        firstName: 'Ann',
        lastName: 'Bee',
      })
    ).json().clientId;
    const walletId = (await call('POST', '/partner/v1/accounts', { clientId, currency: 'EUR' })).json().walletId;
    const card = await call('POST', '/partner/v1/cards', { clientId, walletId, currency: 'EUR', virtual: true, cardholder: 'ANN BEE' });
    const pay = await call('POST', '/partner/v1/transactions', { walletId, transactionType: 'SEPA_IN', amount: '50.00', currency: 'EUR' });
    expect(pay.statusCode, pay.body).toBe(201);
    if (e === 'sandbox') {
      const a = await call('POST', '/partner/v1/simulations/card-authorisations', {
        cardId: card.json().walletId,
        amount: '5.00',
        currency: 'EUR',
      });
      expect(a.statusCode, a.body).toBe(201);
    }
  }
}

const reset = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: SANDBOX_API.reset.path, headers: auth(token), payload: body });

beforeAll(async () => {
  t = await buildTestApp({
    brands: liftedLimitsBrands(),
    env: { ...NO_IDLE_LIMIT, WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' },
  });
  t.setNow(new Date(clock));
  owner = await t.login(DEMO.email, DEMO.password);
  for (const e of ENVIRONMENTS) {
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api-portal/webhook',
      headers: { ...auth(owner), [ENVIRONMENT_HEADER]: e },
      payload: { url: `http://127.0.0.1:9/${e}`, secret: 'a-secret-long-enough-for-any-webhook-rule' },
    });
    expect(hook.statusCode, hook.body).toBe(200);
    keys[e] = await newKey(t, owner, `${e} key`, {}, e);
  }
  partnerId = (
    await t.ctx.db.query<{ p: string }>('SELECT partner_id::text AS p FROM api_secrets WHERE token = $1', [keys.sandbox.token])
  )[0]!.p;
  await fill();
}, 120_000);
afterAll(() => t?.close());

describe('reset the sandbox (portal)', () => {
  it('a Developer is refused; after the step-up window the Owner is asked for step-up', async () => {
    const dev = await joinAsDeveloper(t, owner, 'dev.reset@example.com');
    expect((await reset(dev.token, {})).statusCode).toBe(403);
    clock += 6 * 60_000;
    t.setNow(new Date(clock));
    expect((await reset(owner, {})).json().error).toBe('step_up_required');
    owner = await t.login(DEMO.email, DEMO.password); // signing in counts as step-up
  });

  it('deletes every sandbox row in one go, keeps the keys and webhooks, leaves live untouched, and is audited', async () => {
    const live = await rows('live');
    const before = await rows('sandbox');
    for (const n of Object.values(before)) expect(n).toBeGreaterThan(0);
    const r = await reset(owner, {});
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().deleted).toMatchObject({ clients: 1, accounts: 1, cards: 1, transactions: 1, authorisations: 1, keys: 0 });
    expect(Object.values(await rows('sandbox')).every((n) => n === 0)).toBe(true);
    expect(await rows('live')).toEqual(live);
    // the sandbox key still works, on an empty sandbox, and its webhook is still there
    const list = await signedCall(t, keys.sandbox, 'GET', '/partner/v1/clients');
    expect(list.json().count).toBe(0);
    const hooks = await t.app.inject({
      method: 'GET',
      url: '/api-portal/webhook',
      headers: { ...auth(owner), [ENVIRONMENT_HEADER]: 'sandbox' },
    });
    expect(JSON.stringify(hooks.json())).toContain('/sandbox');
    const [audit] = await t.ctx.db.query<{ actor: string; changes: { clients: number } }>(
      "SELECT actor_type AS actor, changes FROM audit_log WHERE partner_id = $1 AND action = 'sandbox.reset' ORDER BY id DESC LIMIT 1",
      [partnerId],
    );
    expect(audit).toMatchObject({ actor: 'user', changes: { clients: 1 } });
  });

  it('with keys: true also revokes the sandbox keys, never a live one', async () => {
    await fill();
    const r = await reset(owner, { keys: true });
    expect(r.json().deleted).toMatchObject({ clients: 1, keys: 1 });
    expect((await signedCall(t, keys.sandbox, 'GET', '/partner/v1/clients')).statusCode).toBe(401);
    expect((await signedCall(t, keys.live, 'GET', '/partner/v1/clients')).statusCode).toBe(200);
    keys.sandbox = await newKey(t, owner, 'sandbox key again', {}, 'sandbox');
  });
});

describe('reset a partner sandbox (console)', () => {
  it('an operator with partners.manage resets it, audited as the operator; others are refused; an unknown partner is 404', async () => {
    await fill();
    const live = await rows('live');
    const url = CONSOLE_API.resetPartnerSandbox.path.replace(':id', partnerId);
    const support = await newOperator(t, 'SUPPORT_AGENT');
    expect((await t.app.inject({ method: 'POST', url, headers: auth(support.token), payload: {} })).statusCode).toBe(403);
    const officer = await newOperator(t, 'COMPLIANCE_OFFICER');
    const r = await t.app.inject({ method: 'POST', url, headers: auth(officer.token), payload: {} });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().deleted).toMatchObject({ clients: 1, keys: 0 });
    expect(Object.values(await rows('sandbox')).every((n) => n === 0)).toBe(true);
    expect(await rows('live')).toEqual(live);
    const [audit] = await t.ctx.db.query<{ actor: string }>(
      "SELECT actor_type AS actor FROM audit_log WHERE partner_id = $1 AND action = 'sandbox.reset' ORDER BY id DESC LIMIT 1",
      [partnerId],
    );
    expect(audit!.actor).toBe('operator');
    const unknown = CONSOLE_API.resetPartnerSandbox.path.replace(':id', crypto.randomUUID());
    expect((await t.app.inject({ method: 'POST', url: unknown, headers: auth(officer.token), payload: {} })).statusCode).toBe(404);
  });
});

describe('idle sandboxes (retention job)', () => {
  // an hour more than whole days: a stretch is idle once longer than its days
  const days = (n: number) => {
    clock += n * 86_400_000 + 3_600_000;
    t.setNow(new Date(clock));
  };
  /** The sandbox notices in the partner's inboxes, by recipient's role. */
  const notices = async () =>
    t.ctx.db.query<{ role: string; title: string; html: string }>(
      `SELECT u.role, t.title, m.message_html AS html FROM tickets t JOIN users u ON u.id = t.user_id
         JOIN ticket_messages m ON m.ticket_id = t.id
        WHERE u.partner_id = $1 AND t.incident_type = 'NOTIFICATION' AND t.title LIKE '%sandbox%' ORDER BY u.role`,
      [partnerId],
    );
  const warnAt = SANDBOX_LIMITS.idleDays - SANDBOX_LIMITS.idleNoticeDays;

  it(`tells the Owner and Admins ahead, then resets an idle sandbox, keys kept and live untouched`, async () => {
    await fill();
    const live = await rows('live');
    const before = (await notices()).length;
    days(warnAt - 1);
    await runRetention(t.ctx);
    expect(await notices()).toHaveLength(before);
    days(1);
    await runRetention(t.ctx);
    const told = (await notices()).slice(before);
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((n) => ['OWNER', 'ADMIN'].includes(n.role))).toBe(true);
    const on = new Date(clock + SANDBOX_LIMITS.idleNoticeDays * 86_400_000).toISOString().slice(0, 10);
    expect(told[0]!.html).toContain(on);
    // once per idle stretch
    days(SANDBOX_LIMITS.idleNoticeDays - 1);
    await runRetention(t.ctx);
    expect(await notices()).toHaveLength(before + told.length);
    expect((await rows('sandbox')).clients).toBe(1);
    days(1);
    await runRetention(t.ctx);
    const after = await rows('sandbox');
    expect([after.clients, after.accounts, after.transactions, after.counted]).toEqual([0, 0, 0, 0]);
    expect((await rows('live')).clients).toBe(live.clients);
    const [audit] = await t.ctx.db.query<{ actor: string }>(
      "SELECT actor_type AS actor FROM audit_log WHERE partner_id = $1 AND action = 'sandbox.reset' ORDER BY id DESC LIMIT 1",
      [partnerId],
    );
    expect(audit!.actor).toBe('system');
    expect((await signedCall(t, keys.sandbox, 'GET', '/partner/v1/clients')).json().count).toBe(0);
  });

  it('never empties a sandbox without a notice of its own idle stretch: one idle far longer is told first', async () => {
    await fill();
    const before = (await notices()).length;
    days(SANDBOX_LIMITS.idleDays * 3);
    await runRetention(t.ctx);
    expect((await notices()).length).toBeGreaterThan(before);
    expect((await rows('sandbox')).clients).toBeGreaterThan(0);
    days(SANDBOX_LIMITS.idleNoticeDays);
    await runRetention(t.ctx);
    expect((await rows('sandbox')).clients).toBe(0);
  });

  it('a call with a sandbox key after the notice keeps the data', async () => {
    await fill();
    days(warnAt);
    await runRetention(t.ctx);
    days(1);
    expect((await signedCall(t, keys.sandbox, 'GET', '/partner/v1/clients')).statusCode).toBe(200);
    days(SANDBOX_LIMITS.idleNoticeDays);
    await runRetention(t.ctx);
    expect((await rows('sandbox')).clients).toBeGreaterThan(0);
  });
});
