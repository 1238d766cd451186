import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES, operatorCan, type OperatorAccess, type OperatorRole } from '@portal/contract';
import { DEMO, auth, buildTestApp, type TestApp, NO_IDLE_LIMIT } from './helpers/build';
import { OPERATOR_PASSWORD, newOperator, totpAt, type TestOperator } from './helpers/operators';
import { runCommand } from '../src/cli/commands';
import { one } from '../src/db/db';

/*
 * The operator console's sign-in and permissions: operators apart from partner users,
 * mandatory TOTP enrolled at the first sign-in, 8-hour sessions, every /api-operator route for every role.
 */

let t: TestApp;
const T0 = Date.UTC(2031, 2, 3, 8, 0, 0);
let clock = T0;
/** Moves the server clock on by whole 30 s steps: each step has a new code. */
const tick = (steps = 1) => {
  clock += steps * 30_000;
  t.setNow(new Date(clock));
};
const operators = {} as Record<OperatorRole, TestOperator>;
let partnerToken: string;

beforeAll(async () => {
  t = await buildTestApp({ env: NO_IDLE_LIMIT });
  t.setNow(new Date(clock));
  for (const role of OPERATOR_ROLES) operators[role] = await newOperator(t, role);
  partnerToken = await t.login(DEMO.email, DEMO.password);
});
afterAll(() => t.close());

const signIn = (payload: object) => t.app.inject({ method: 'POST', url: '/api-operator/auth/sign-in', payload });
const call = (method: string, url: string, token?: string) =>
  t.app.inject({ method: method as 'GET', url, ...(token ? { headers: auth(token) } : {}) });

describe('operator create (command line)', () => {
  it('creates an operator with a role, prints a made password once and keeps only its hash', async () => {
    const r = await runCommand(t.ctx, ['operator', 'create', '--email', 'first@bank.test', '--role', 'Compliance officer']);
    expect(r).toMatchObject({ created: 'operator', email: 'first@bank.test', role: 'COMPLIANCE_OFFICER' });
    const password = r.password as string;
    expect(password.length).toBeGreaterThanOrEqual(16);
    const row = await one<{ password_hash: string }>(t.ctx.db, 'SELECT password_hash FROM operators WHERE email = $1', ['first@bank.test']);
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    // the made password signs in (the enrolment comes next)
    expect((await signIn({ email: 'first@bank.test', password })).json()).toMatchObject({ error: 'two_factor_enrolment_required' });
    // a password given is not printed back
    const given = await runCommand(t.ctx, [
      'operator',
      'create',
      '--email',
      'second@bank.test',
      '--role',
      'finance',
      '--password',
      OPERATOR_PASSWORD,
    ]);
    expect(given.password).toBeUndefined();
  });

  it('refuses a second operator with the same e-mail, an unknown role, a weak password', async () => {
    await expect(runCommand(t.ctx, ['operator', 'create', '--email', 'FIRST@bank.test', '--role', 'FINANCE'])).rejects.toThrow(/exists/);
    await expect(runCommand(t.ctx, ['operator', 'create', '--email', 'x@bank.test', '--role', 'OWNER'])).rejects.toThrow(/--role/);
    await expect(
      runCommand(t.ctx, ['operator', 'create', '--email', 'x@bank.test', '--role', 'FINANCE', '--password', 'short']),
    ).rejects.toThrow(/--password/);
  });
});

describe('operator sign-in', () => {
  it('needs the password and a code every time; a code signs in once; a wrong one is refused and audited', async () => {
    const op = operators.FINANCE;
    expect((await signIn({ email: op.email, password: 'Wrong@Pass1' })).json()).toMatchObject({ error: 'invalid_credentials' });
    expect((await signIn({ email: 'nobody@bank.test', password: OPERATOR_PASSWORD })).json()).toMatchObject({
      error: 'invalid_credentials',
    });
    expect((await signIn({ email: op.email, password: OPERATOR_PASSWORD })).json()).toMatchObject({ error: 'two_factor_required' });
    tick();
    const code = await totpAt(t, op.secret);
    const ok = await signIn({ email: op.email, password: OPERATOR_PASSWORD, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().operator).toMatchObject({ email: op.email, role: 'FINANCE', permissions: ['partners.read', 'invoices.manage'] });
    expect((await signIn({ email: op.email, password: OPERATOR_PASSWORD, code })).json()).toMatchObject({
      error: 'two_factor_code_invalid',
    });
    // the enrolment is over: it cannot be started again with the password alone
    const again = await t.app.inject({
      method: 'POST',
      url: '/api-operator/auth/enrolment',
      payload: { email: op.email, password: OPERATOR_PASSWORD },
    });
    expect(again.json()).toMatchObject({ error: 'two_factor_already_enabled' });
    const failed = await t.ctx.db.query<{ action: string; changes: { reason: string } }>(
      `SELECT action, changes FROM audit_log
        WHERE operator_id = (SELECT id FROM operators WHERE email = $1) AND action LIKE 'operator.sign%'`,
      [op.email],
    );
    expect(failed.map((f) => f.action)).toEqual(expect.arrayContaining(['operator.sign_in_failed', 'operator.signed_in']));
  });

  it('ends a session 8 hours after sign-in; sign-out ends it at once', async () => {
    const op = operators.SUPPORT_AGENT;
    tick();
    const token = (await signIn({ email: op.email, password: OPERATOR_PASSWORD, code: await totpAt(t, op.secret) })).json().token;
    expect((await call('GET', '/api-operator/auth/me', token)).statusCode).toBe(200);
    t.setNow(new Date(clock + 8 * 3_600_000 - 1000));
    expect((await call('GET', '/api-operator/auth/me', token)).statusCode).toBe(200);
    t.setNow(new Date(clock + 8 * 3_600_000 + 1000));
    expect((await call('GET', '/api-operator/auth/me', token)).statusCode).toBe(401);
    t.setNow(new Date(clock));
    tick();
    const second = (await signIn({ email: op.email, password: OPERATOR_PASSWORD, code: await totpAt(t, op.secret) })).json().token;
    expect((await call('POST', '/api-operator/auth/sign-out', second)).statusCode).toBe(200);
    expect((await call('GET', '/api-operator/auth/me', second)).statusCode).toBe(401);
  });

  it('keeps partner and operator sessions apart: neither token works on the other side', async () => {
    expect((await call('GET', '/api-operator/auth/me', partnerToken)).statusCode).toBe(401);
    expect((await call('GET', '/api-portal/user/me', operators.ADMINISTRATOR.token)).statusCode).toBe(401);
    expect((await call('GET', '/api-portal/user/me', partnerToken)).statusCode).toBe(200);
  });

  it('refuses a disabled operator at once, whatever session it holds', async () => {
    const op = await newOperator(t, 'SUPPORT_AGENT', 'leaver@bank.test');
    expect((await call('GET', '/api-operator/partners', op.token)).statusCode).toBe(200);
    await t.ctx.db.query('UPDATE operators SET disabled = true WHERE email = $1', [op.email]);
    expect((await call('GET', '/api-operator/partners', op.token)).statusCode).toBe(401);
    tick();
    expect((await signIn({ email: op.email, password: OPERATOR_PASSWORD, code: await totpAt(t, op.secret) })).json()).toMatchObject({
      error: 'invalid_credentials',
    });
  });
});

/** Who may call each /api-operator route. A new console route fails this test until it is listed here. */
const EXPECTED: Record<string, OperatorAccess> = {
  'POST /api-operator/auth/sign-in': 'public',
  'POST /api-operator/auth/enrolment': 'public',
  'POST /api-operator/auth/sign-out': 'self',
  'GET /api-operator/auth/me': 'self',
  'GET /api-operator/partners': 'partners.read',
  'GET /api-operator/partners/{id}': 'partners.read',
  'POST /api-operator/partners/{id}/disable': 'partners.manage',
  'POST /api-operator/partners/{id}/enable': 'partners.manage',
  'PUT /api-operator/partners/{id}/brand': 'partners.manage',
  'POST /api-operator/partners/{id}/sandbox/reset': 'partners.manage',
  'GET /api-operator/audit': 'audit.read',
  'GET /api-operator/platform/maintenance': 'self',
  'PUT /api-operator/platform/maintenance': 'platform.manage',
  'GET /api-operator/tickets': 'tickets.answer',
  'GET /api-operator/tickets/{id}': 'tickets.answer',
  'POST /api-operator/tickets/{id}/reply': 'tickets.answer',
  'GET /api-operator/reviews': 'kyc.review',
  'GET /api-operator/reviews/{id}': 'kyc.review',
  'GET /api-operator/reviews/{id}/documents/{kind}': 'kyc.review',
  'POST /api-operator/reviews/{id}/approve': 'kyc.review',
  'POST /api-operator/reviews/{id}/reject': 'kyc.review',
  'GET /api-operator/operators': 'operators.manage',
  'POST /api-operator/operators': 'operators.manage',
  'PUT /api-operator/operators/{id}/role': 'operators.manage',
  'POST /api-operator/operators/{id}/disable': 'operators.manage',
  'POST /api-operator/operators/{id}/enable': 'operators.manage',
  'POST /api-operator/auth/accept-invitation': 'public',
  'GET /api-operator/platform/registration': 'self',
  'PUT /api-operator/platform/registration': 'platform.manage',
  'POST /api-operator/notices/preview': 'notices.send',
  'POST /api-operator/notices': 'notices.send',
  'GET /api-operator/invoices': 'invoices.manage',
  'POST /api-operator/invoices': 'invoices.manage',
  'POST /api-operator/invoices/{number}/paid': 'invoices.manage',
  'GET /api-operator/invoices/{number}/pdf': 'invoices.manage',
  'GET /api-operator/faq/sets': 'faq.edit',
  'GET /api-operator/faq': 'faq.edit',
  'PUT /api-operator/faq': 'faq.edit',
  'POST /api-operator/faq/preview': 'faq.edit',
  'POST /api-operator/tickets/{id}/solve': 'tickets.answer',
  'GET /api-operator/tickets/{id}/attachments/{key}': 'tickets.answer',
  'POST /api-operator/partners': 'partners.manage',
  'GET /api-operator/partners/{id}/activity': 'partners.read',
  'GET /api-operator/brands': 'self',
  'POST /api-operator/auth/step-up': 'self',
  'POST /api-operator/auth/change-password': 'self',
  'GET /api-operator/platform/mails': 'platform.manage',
  'POST /api-operator/platform/mails/{id}/retry': 'platform.manage',
};

function operations() {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { description?: string; security?: unknown }>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api-operator/'))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, '00000000-0000-0000-0000-000000000000'),
        op,
      })),
    );
}

describe('the operator role × route matrix', () => {
  it('lists every /api-operator route of the OpenAPI document, and only those', () => {
    expect(
      operations()
        .map((o) => o.key)
        .sort(),
    ).toEqual(Object.keys(EXPECTED).sort());
  });

  it('documents each guarded route with its permission and the operator session', () => {
    for (const o of operations()) {
      const access = EXPECTED[o.key]!;
      if (access in OPERATOR_PERMISSIONS) expect(o.op.description, o.key).toContain(`Operator permission \`${access}\``);
      if (access !== 'public') expect(o.op.security, o.key).toEqual([{ operatorSession: [] }]);
    }
  });

  it('answers 403 forbidden naming the permission to every role without it, lets the others through, 401 to a partner', async () => {
    let checked = 0;
    for (const o of operations()) {
      const access = EXPECTED[o.key]!;
      if (access === 'public') continue;
      expect((await call(o.method, o.url)).statusCode, o.key).toBe(401);
      expect((await call(o.method, o.url, partnerToken)).statusCode, `partner ${o.key}`).toBe(401);
      // signing out would end the sessions the next routes use: it has its own test above
      if (o.key === 'POST /api-operator/auth/sign-out') continue;
      for (const role of OPERATOR_ROLES) {
        // no body, an id that names nothing: an allowed call stops at validation or 404, never changes anything
        const r = await call(o.method, o.url, operators[role].token);
        const denied = r.statusCode === 403 && r.json().error === 'forbidden';
        const allowed = access === 'self' || operatorCan(role, access);
        expect(denied, `${role} ${o.key} → ${r.statusCode} ${r.body.slice(0, 120)}`).toBe(!allowed);
        if (denied) expect(r.json().permission).toBe(access);
        if (!denied) expect(r.statusCode, `${role} ${o.key}`).not.toBe(401);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(OPERATOR_ROLES.length * 9);
  });

  it('reads the role from the database on every call: a changed role applies at once', async () => {
    const op = operators.FINANCE;
    expect((await call('GET', '/api-operator/audit', op.token)).statusCode).toBe(403);
    await t.ctx.db.query("UPDATE operators SET role = 'COMPLIANCE_OFFICER' WHERE email = $1", [op.email]);
    expect((await call('GET', '/api-operator/audit', op.token)).statusCode).toBe(200);
    await t.ctx.db.query("UPDATE operators SET role = 'FINANCE' WHERE email = $1", [op.email]);
    expect((await call('GET', '/api-operator/audit', op.token)).statusCode).toBe(403);
  });
});
