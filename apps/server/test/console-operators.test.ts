import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildTestApp, type TestApp } from './helpers/build';
import { OPERATOR_PASSWORD, newOperator, totpAt, type TestOperator } from './helpers/operators';
import { runCommand } from '../src/cli/commands';
import { one } from '../src/db/db';

/*
 * Operator administration and the registration switches of the console: invitations (e-mailed link,
 * password, enrolment at the first sign-in), roles, disabling (sessions end at once), the last Administrator,
 * registration off with a reason and the region restriction, through the real routes.
 */

let t: TestApp;
let admin: TestOperator;
let support: TestOperator;
const T0 = Date.UTC(2031, 4, 5, 9, 0, 0);
let clock = T0;
const tick = () => {
  clock += 30_000;
  t.setNow(new Date(clock));
};

beforeAll(async () => {
  t = await buildTestApp();
  t.setNow(new Date(clock));
  admin = await newOperator(t, 'ADMINISTRATOR');
  support = await newOperator(t, 'SUPPORT_AGENT');
});
afterAll(() => t.close());

const as = (op: TestOperator | null, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, ...(op ? { headers: auth(op.token) } : {}), ...(payload ? { payload } : {}) });
const idOf = async (email: string) => (await one<{ id: string }>(t.ctx.db, 'SELECT id::text FROM operators WHERE email = $1', [email]))!.id;
const lastMail = (to: string) =>
  one<{ subject: string; text_body: string; links: string[] }>(
    t.ctx.db,
    'SELECT subject, text_body, links FROM mails WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
    [to],
  );
const codeOf = (link: string) => new URL(link).searchParams.get('code')!;
const actions = async (action: string) =>
  (await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE action = $1 AND partner_id IS NULL', [action]))[0]!
    .n;
const signIn = (payload: object) => t.app.inject({ method: 'POST', url: '/api-operator/auth/sign-in', payload });

describe('operator invitations', () => {
  it('invites an operator: the link by e-mail only, the invitee sets a password and enrols at the first sign-in', async () => {
    const r = await as(admin, 'POST', '/api-operator/operators', { email: 'new.agent@bank.test', role: 'SUPPORT_AGENT', language: 'it' });
    expect(r.statusCode).toBe(200);
    const { operator } = r.json();
    expect(operator).toMatchObject({ email: 'new.agent@bank.test', role: 'SUPPORT_AGENT', state: 'INVITED', twoFactorEnrolled: false });
    const mail = (await lastMail('new.agent@bank.test'))!;
    expect(mail.links).toHaveLength(1);
    const invitationLink = mail.links[0]!;
    expect(invitationLink).toContain('/operator/accept-invitation?code=');
    // the inviter never holds the link: with it, it could accept as a second operator and approve its own four-eyes steps
    expect(Object.keys(r.json())).toEqual(['operator']);
    expect(r.body).not.toContain(codeOf(invitationLink));
    expect(mail.subject).toContain('console operatori');
    expect(mail.text_body).toContain('Operatore di supporto');
    // not a password of any kind yet: nothing signs in as it
    expect((await signIn({ email: 'new.agent@bank.test', password: 'not-a-password' })).json()).toMatchObject({
      error: 'invalid_credentials',
    });
    const list = (await as(admin, 'GET', '/api-operator/operators')).json();
    expect(list.list.find((o: { email: string }) => o.email === 'new.agent@bank.test')).toMatchObject({ state: 'INVITED' });
    expect(JSON.stringify(list)).not.toContain(codeOf(invitationLink));

    const accept = (payload: object) => t.app.inject({ method: 'POST', url: '/api-operator/auth/accept-invitation', payload });
    const code = codeOf(invitationLink);
    // another address, a wrong code, a weak password
    expect((await accept({ email: 'other@bank.test', code, password: OPERATOR_PASSWORD })).json()).toMatchObject({
      error: 'operator_invitation_invalid',
      error_param: 'code',
    });
    const weak = await accept({ email: 'new.agent@bank.test', code, password: 'short' });
    expect(weak.statusCode).toBe(417);
    expect(weak.json().error_param).toBe('password');
    const ok = await accept({ email: 'new.agent@bank.test', code, password: OPERATOR_PASSWORD });
    expect(ok.statusCode).toBe(200);
    // single use
    expect((await accept({ email: 'new.agent@bank.test', code, password: OPERATOR_PASSWORD })).json().error).toBe(
      'operator_invitation_invalid',
    );
    // the first sign-in enrols the authenticator, as for the first operator
    expect((await signIn({ email: 'new.agent@bank.test', password: OPERATOR_PASSWORD })).json().error).toBe(
      'two_factor_enrolment_required',
    );
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api-operator/auth/enrolment',
      payload: { email: 'new.agent@bank.test', password: OPERATOR_PASSWORD },
    });
    const secret = enrol.json().secret as string;
    const session = await signIn({ email: 'new.agent@bank.test', password: OPERATOR_PASSWORD, code: await totpAt(t, secret) });
    expect(session.statusCode).toBe(200);
    expect(session.json().operator).toMatchObject({ role: 'SUPPORT_AGENT' });
    const after = (await as(admin, 'GET', '/api-operator/operators')).json();
    expect(after.list.find((o: { email: string }) => o.email === 'new.agent@bank.test')).toMatchObject({
      state: 'ACTIVE',
      twoFactorEnrolled: true,
      invitationExpiresDate: null,
    });
    expect(await actions('operator.invited')).toBe(1);
    expect(await actions('operator.invitation_accepted')).toBe(1);
  });

  it('refuses an expired link; inviting a pending address again renews it; an operator already there is refused', async () => {
    const invite = async () => {
      const r = (await as(admin, 'POST', '/api-operator/operators', { email: 'late@bank.test', role: 'FINANCE' })).json();
      return { ...r, invitationLink: (await lastMail('late@bank.test'))!.links[0]! };
    };
    const first = await invite();
    const second = await invite();
    expect(second.operator.id).toBe(first.operator.id);
    const accept = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api-operator/auth/accept-invitation',
        payload: { email: 'late@bank.test', code, password: OPERATOR_PASSWORD },
      });
    // the first link died with the renewal
    expect((await accept(codeOf(first.invitationLink))).json().error).toBe('operator_invitation_invalid');
    t.setNow(new Date(clock + 73 * 3_600_000));
    expect((await accept(codeOf(second.invitationLink))).json().error).toBe('operator_invitation_invalid');
    t.setNow(new Date(clock));
    const taken = await as(admin, 'POST', '/api-operator/operators', { email: support.email.toUpperCase(), role: 'FINANCE' });
    expect(taken.statusCode).toBe(417);
    expect(taken.json()).toMatchObject({ error: 'operator_exists', error_param: 'email' });
  });

  it('answers 417 naming the field to bad input, and 403 to a role without operators.manage', async () => {
    for (const [body, field] of [
      [{ email: 'not-an-email', role: 'FINANCE' }, 'email'],
      [{ email: 'x@bank.test', role: 'OWNER' }, 'role'],
      [{ email: 'x@bank.test', role: 'FINANCE', language: 'fr' }, 'language'],
    ] as const) {
      const r = await as(admin, 'POST', '/api-operator/operators', body);
      expect(r.statusCode, field).toBe(417);
      expect(r.json().error_param, field).toBe(field);
    }
    const r = await as(support, 'POST', '/api-operator/operators', { email: 'x@bank.test', role: 'FINANCE' });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ error: 'forbidden', permission: 'operators.manage' });
    expect(await one(t.ctx.db, "SELECT 1 FROM operators WHERE email = 'x@bank.test'")).toBeUndefined();
  });
});

describe('roles and disabling', () => {
  it('changes a role: it applies at the next request; audited with from and to', async () => {
    const op = await newOperator(t, 'FINANCE', 'promoted@bank.test');
    expect((await as(op, 'GET', '/api-operator/audit')).statusCode).toBe(403);
    const r = await as(admin, 'PUT', `/api-operator/operators/${await idOf(op.email)}/role`, { role: 'COMPLIANCE_OFFICER' });
    expect(r.json()).toMatchObject({ role: 'COMPLIANCE_OFFICER', state: 'ACTIVE' });
    expect((await as(op, 'GET', '/api-operator/audit')).statusCode).toBe(200);
    const entry = await one<{ changes: object }>(t.ctx.db, "SELECT changes FROM audit_log WHERE action = 'operator.role_changed'");
    expect(entry!.changes).toEqual({ from: 'FINANCE', to: 'COMPLIANCE_OFFICER' });
    const bad = await as(admin, 'PUT', `/api-operator/operators/${await idOf(op.email)}/role`, { role: 'OWNER' });
    expect(bad.statusCode).toBe(417);
    expect(bad.json().error_param).toBe('role');
    const unknown = await as(admin, 'PUT', '/api-operator/operators/00000000-0000-0000-0000-000000000000/role', { role: 'FINANCE' });
    expect(unknown.statusCode).toBe(404);
  });

  it('locks a disabled operator out at once (its session and any sign-in), and lets it back when enabled', async () => {
    const op = await newOperator(t, 'SUPPORT_AGENT', 'leaver@bank.test');
    const id = await idOf(op.email);
    expect((await as(op, 'GET', '/api-operator/tickets')).statusCode).toBe(200);
    const r = await as(admin, 'POST', `/api-operator/operators/${id}/disable`);
    expect(r.json()).toMatchObject({ state: 'DISABLED' });
    expect((await as(op, 'GET', '/api-operator/tickets')).statusCode).toBe(401);
    expect(await one(t.ctx.db, 'SELECT 1 FROM operator_sessions WHERE operator_id = $1', [id])).toBeUndefined();
    tick();
    const code = await totpAt(t, op.secret);
    expect((await signIn({ email: op.email, password: OPERATOR_PASSWORD, code })).json().error).toBe('invalid_credentials');
    expect((await as(admin, 'POST', `/api-operator/operators/${id}/enable`)).json()).toMatchObject({ state: 'ACTIVE' });
    tick();
    expect((await signIn({ email: op.email, password: OPERATOR_PASSWORD, code: await totpAt(t, op.secret) })).statusCode).toBe(200);
    expect(await actions('operator.disabled')).toBeGreaterThanOrEqual(1);
    expect(await actions('operator.enabled')).toBeGreaterThanOrEqual(1);
  });

  it('keeps the last active Administrator, and nobody disables itself or changes its own role', async () => {
    const adminId = await idOf(admin.email);
    // the only active Administrator: neither disabled nor given another role (by itself or the command line)
    const self = await as(admin, 'POST', `/api-operator/operators/${adminId}/disable`);
    expect(self.statusCode).toBe(417);
    expect(self.json()).toMatchObject({ error: 'last_administrator', error_param: 'id' });
    expect((await as(admin, 'PUT', `/api-operator/operators/${adminId}/role`, { role: 'FINANCE' })).json().error).toBe(
      'last_administrator',
    );
    await expect(runCommand(t.ctx, ['operator', 'disable', '--email', admin.email])).rejects.toThrow(/last_administrator/);
    await expect(runCommand(t.ctx, ['operator', 'role', '--email', admin.email, '--role', 'finance'])).rejects.toThrow(
      /last_administrator/,
    );
    // with a second Administrator: still not oneself, but the other one may
    const second = await newOperator(t, 'ADMINISTRATOR', 'second.admin@bank.test');
    const again = await as(admin, 'POST', `/api-operator/operators/${adminId}/disable`);
    expect(again.json()).toMatchObject({ error: 'operator_self', error_param: 'id' });
    expect((await as(admin, 'PUT', `/api-operator/operators/${adminId}/role`, { role: 'FINANCE' })).json().error).toBe('operator_self');
    // an invited Administrator who never set a password does not count
    await as(admin, 'POST', '/api-operator/operators', { email: 'pending.admin@bank.test', role: 'ADMINISTRATOR' });
    const secondId = await idOf(second.email);
    expect((await as(admin, 'POST', `/api-operator/operators/${secondId}/disable`)).json()).toMatchObject({ state: 'DISABLED' });
    expect((await as(second, 'GET', '/api-operator/operators')).statusCode).toBe(401);
    expect((await runCommand(t.ctx, ['operator', 'enable', '--email', second.email])).state).toBe('ACTIVE');
    expect((await runCommand(t.ctx, ['operator', 'role', '--email', second.email, '--role', 'support'])).role).toBe('SUPPORT_AGENT');
    expect((await as(admin, 'GET', '/api-operator/operators')).statusCode).toBe(200);
  });
});

describe('the operators list', () => {
  it('pages, searches, filters and sorts on the list engine; 417 naming an unknown field', async () => {
    for (const n of [3, 1, 2]) {
      tick();
      await as(admin, 'POST', '/api-operator/operators', { email: `paged-${n}@bank.test`, role: n === 2 ? 'FINANCE' : 'SUPPORT_AGENT' });
    }
    const list = async (query: string) => {
      const r = await as(admin, 'GET', `/api-operator/operators?${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { list: Array<{ email: string; role: string; state: string }>; count: number };
    };
    const emails = (a: { list: Array<{ email: string }> }) => a.list.map((o) => o.email);
    // by e-mail by default; a page of two and the next, with the count of every match
    const first = await list('filter=q%3Dpaged-&take=2');
    expect(first).toMatchObject({ count: 3 });
    expect(emails(first)).toEqual(['paged-1@bank.test', 'paged-2@bank.test']);
    expect(emails(await list('filter=q%3Dpaged-&take=2&skip=1'))).toEqual(['paged-3@bank.test']);
    // newest first, by role, by state
    expect(emails(await list('filter=q%3Dpaged-&orderBy=created&sort=DESC'))).toEqual([
      'paged-2@bank.test',
      'paged-1@bank.test',
      'paged-3@bank.test',
    ]);
    expect(emails(await list('filter=q%3Dpaged-;role%3DFINANCE'))).toEqual(['paged-2@bank.test']);
    expect((await list('filter=state%3DINVITED')).list.every((o) => o.state === 'INVITED')).toBe(true);
    expect((await list('filter=q%3Dpaged-;state%3DACTIVE')).count).toBe(0);
    for (const [query, param] of [
      ['filter=password%3Dx', 'filter'],
      ['filter=role%3DKING', 'filter'],
      ['orderBy=role', 'orderBy'],
      ['take=0', 'take'],
    ]) {
      const r = await as(admin, 'GET', `/api-operator/operators?${query}`);
      expect(r.statusCode, query).toBe(417);
      expect(r.json(), query).toMatchObject({ error: 'invalid_param', error_param: param });
    }
  });
});

describe('registration switches', () => {
  const business = (email: string) => ({
    businessOwnerAccount: true,
    email,
    password: 'Partner@Pass1',
    companyName: 'Closed Ltd',
    companyRegNumber: 'REG-1',
    companyAddress: 'Via Roma 1, Milano',
    companyCountry: 'ITA',
    mobileNumber: '+393471234567',
  });
  const register = (email: string) => t.app.inject({ method: 'POST', url: '/api-portal/auth/register', payload: business(email) });
  const status = async () => (await t.app.inject({ method: 'GET', url: '/api-portal/auth/status' })).json();

  it('turns registration off with a reason: the status object reports it, registration answers 417 registration_disabled', async () => {
    const reason = 'Closed for the year-end audit';
    const r = await as(admin, 'PUT', '/api-operator/platform/registration', { enabled: false, reason, regionRestricted: false });
    expect(r.json()).toEqual({ enabled: false, reason, regionRestricted: false });
    expect(await status()).toMatchObject({ registrationEnabled: false, registrationDisabledReason: reason, regionRestricted: false });
    const refused = await register('refused@acme.test');
    expect(refused.statusCode).toBe(417);
    expect(refused.json()).toMatchObject({ error: 'registration_disabled', error_param: 'reason', param_value: reason });
    // the region restriction: registration answers region_restricted
    await as(admin, 'PUT', '/api-operator/platform/registration', { enabled: true, regionRestricted: true });
    expect(await status()).toMatchObject({ registrationEnabled: true, registrationDisabledReason: null, regionRestricted: true });
    expect((await register('restricted@acme.test')).json().error).toBe('region_restricted');
    // any operator reads the switches; the command line sets them through the same service
    expect((await as(support, 'GET', '/api-operator/platform/registration')).json()).toEqual({
      enabled: true,
      reason: null,
      regionRestricted: true,
    });
    await runCommand(t.ctx, ['registration', 'set', '--enabled', 'true', '--region-restricted', 'false']);
    expect((await register('welcome@acme.test')).statusCode).toBe(200);
    expect(await actions('registration.changed')).toBe(3);
  });

  it('answers 417 naming the field to bad input and changes nothing; 403 to a role without platform.manage', async () => {
    for (const [body, field] of [
      [{ enabled: false, regionRestricted: false }, 'reason'],
      [{ enabled: false, reason: '   ', regionRestricted: false }, 'reason'],
      [{ enabled: false, reason: 'x'.repeat(501), regionRestricted: false }, 'reason'],
      [{ enabled: 'no', regionRestricted: false }, 'enabled'],
      [{ enabled: true }, 'regionRestricted'],
    ] as const) {
      const r = await as(admin, 'PUT', '/api-operator/platform/registration', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(417);
      expect(r.json().error_param, JSON.stringify(body)).toBe(field);
    }
    await expect(runCommand(t.ctx, ['registration', 'set', '--enabled', 'false'])).rejects.toThrow(/--reason/);
    const r = await as(support, 'PUT', '/api-operator/platform/registration', { enabled: false, reason: 'no', regionRestricted: false });
    expect(r.statusCode).toBe(403);
    expect(r.json().permission).toBe('platform.manage');
    expect(await status()).toMatchObject({ registrationEnabled: true, regionRestricted: false });
  });
});
