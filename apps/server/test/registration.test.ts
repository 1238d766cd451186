import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_COUNTRIES, REGISTRATION_MESSAGES, TEAM_INVITATION_TTL_DAYS } from '@portal/contract';
import { DEMO, auth, buildTestApp, type TestApp } from './helpers/build';
import { sha256 } from '../src/lib/crypto';
import { one } from '../src/db/db';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Strong@Pass1';
const register = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api-portal/auth/register', payload, headers });
const business = (email: string, extra: object = {}) => ({
  businessOwnerAccount: true,
  email,
  password: PASSWORD,
  companyName: 'Acme Ltd',
  companyRegNumber: 'REG-123',
  companyAddress: 'Via Roma 1, Milano',
  companyCountry: 'ITA',
  mobileNumber: '+393471234567',
  ...extra,
});
const developer = (email: string, invitationCode: string, extra: object = {}) => ({
  businessOwnerAccount: false,
  email,
  country: 'ITA',
  password: PASSWORD,
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthDate: '12-10-1990',
  mobileNumber: '+39-3471234567',
  invitationCode,
  ...extra,
});
/** From an address of its own, so that the per-address registration limit stays with the test that checks it. */
const registerFrom = (ip: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api-portal/auth/register', payload: body, remoteAddress: ip });
const lastMail = (to: string) =>
  one<{ subject: string; text_body: string; links: string[] }>(
    t.ctx.db,
    'SELECT subject, text_body, links FROM mails WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
    [to],
  );
const createInvitation = async (code: string, email: string | null = null) => {
  await t.ctx.db.query('INSERT INTO invitations(code_hash, email) VALUES ($1, $2)', [sha256(code), email]);
};
const setRegistration = (v: object) =>
  t.ctx.db.query("UPDATE settings SET value = value || $1::jsonb WHERE key = 'registration'", [JSON.stringify(v)]);
const login = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api-portal/auth/login', payload: { email, password } });

describe('GET /api/auth/countries', () => {
  it('lists the allowed 3-letter codes', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/auth/countries' });
    expect(r.statusCode).toBe(200);
    const list = r.json() as { countryCode: string }[];
    expect(list.map((c) => c.countryCode)).toEqual([...ALLOWED_COUNTRIES]);
    expect(list.map((c) => c.countryCode)).toContain('ITA');
    expect(list.map((c) => c.countryCode)).not.toContain('PRK');
  });
});

describe('business registration', () => {
  it('creates an unconfirmed BUSINESS user with a tier-2 KYC record in CREATED and mails a confirmation link', async () => {
    const r = await register(business('new.biz@acme.test'));
    expect(r.statusCode).toBe(200);
    const u = await one<{ id: string; type: string; email_confirmed: boolean; company_name: string; mobile_number: string }>(
      t.ctx.db,
      "SELECT id, type, email_confirmed, company_name, mobile_number FROM users WHERE email = 'new.biz@acme.test'",
    );
    expect(u).toMatchObject({ type: 'BUSINESS', email_confirmed: false, company_name: 'Acme Ltd', mobile_number: '+393471234567' });
    const k = await one<{ tier: number; status: string }>(t.ctx.db, 'SELECT tier, status FROM kyc_records WHERE user_id = $1', [u!.id]);
    expect(k).toEqual({ tier: 2, status: 'CREATED' });
    const mail = await lastMail('new.biz@acme.test');
    expect(mail!.links[0]).toMatch(/\/confirm\/email\/[A-Za-z0-9_-]{43}$/);
    expect(mail!.subject).toContain('confirm your e-mail');
    // not confirmed yet
    expect((await login('new.biz@acme.test')).json().error).toBe('email_not_confirmed');
    const code = mail!.links[0]!.split('/').pop()!;
    expect((await t.app.inject({ method: 'GET', url: `/api-portal/auth/confirm-email/${code}` })).statusCode).toBe(200);
    expect((await login('new.biz@acme.test')).statusCode).toBe(200);
  });

  it('mails in Italian when the browser asks for it', async () => {
    expect((await register(business('it.biz@acme.test'), { 'accept-language': 'it-IT,it;q=0.9' })).statusCode).toBe(200);
    expect((await lastMail('it.biz@acme.test'))!.subject).toContain('conferma il tuo indirizzo e-mail');
  });

  it("mails in the language the portal sends, before the browser's", async () => {
    expect((await register(business('it2.biz@acme.test', { language: 'it' }), { 'accept-language': 'en-GB' })).statusCode).toBe(200);
    expect((await lastMail('it2.biz@acme.test'))!.subject).toContain('conferma il tuo indirizzo e-mail');
    expect((await register(business('fr.biz@acme.test', { language: 'fr' }))).json().error_param).toBe('language');
  });

  it('refuses a taken e-mail (any case) with the exact message', async () => {
    const r = await register(business(DEMO.email.toUpperCase()));
    expect(r.statusCode).toBe(417);
    expect(r.json()).toEqual({
      error: 'email_taken',
      error_param: 'CUSTOM_MESSAGE',
      param_value: 'An account with your provided email has already been created',
    });
  });

  it('refuses an invalid e-mail with the exact message', async () => {
    const r = await register(business('not-an-email'));
    expect(r.json()).toEqual({ error: 'email_invalid', error_param: 'CUSTOM_MESSAGE', param_value: 'Your provided email is invalid' });
  });

  it.each([
    ['companyName', 'A'],
    ['companyRegNumber', 'x'.repeat(257)],
    ['companyAddress', ''],
    ['mobileNumber', '+0123'],
    ['mobileNumber', '+39 347'],
    ['mobileNumber', '+1234'],
    ['password', 'weakpass'],
    ['companyCountry', 'IT'],
  ])('refuses %s = %j', async (field, value) => {
    const r = await register(business(`bad.${field}@acme.test`, { [field]: value }));
    expect(r.statusCode).toBe(417);
    expect(r.json().error_param).toBe(field);
    expect(await lastMail(`bad.${field}@acme.test`)).toBeFalsy();
  });

  it('refuses a country that is not allowed', async () => {
    const r = await register(business('prk@acme.test', { companyCountry: 'PRK' }));
    expect(r.json()).toEqual({ error: 'region_restricted', error_param: 'companyCountry', param_value: 'PRK' });
  });
});

describe('developer registration', () => {
  it('spends the invitation code once', async () => {
    await createInvitation('INV-ONCE-1');
    const first = await register(developer('dev1@dev.test', 'INV-ONCE-1'));
    expect(first.statusCode).toBe(200);
    const u = await one<{ type: string; birth_date: string; mobile_number: string; partner_id: string | null }>(
      t.ctx.db,
      "SELECT type, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, mobile_number, partner_id FROM users WHERE email = 'dev1@dev.test'",
    );
    expect(u).toEqual({ type: 'INDIVIDUAL', birth_date: '1990-12-10', mobile_number: '+39-3471234567', partner_id: null });
    const again = await register(developer('dev2@dev.test', 'INV-ONCE-1'));
    expect(again.statusCode).toBe(417);
    expect(again.json()).toEqual({
      error: 'invitation_code_invalid',
      error_param: 'CUSTOM_MESSAGE',
      param_value: 'Your provided invitation code is invalid',
    });
  });

  it('checks the code before the e-mail: a wrong code does not tell whether an address has an account', async () => {
    expect((await registerFrom('10.3.0.1', developer(DEMO.email, 'NO-SUCH-CODE'))).json().error).toBe('invitation_code_invalid');
    expect((await registerFrom('10.3.0.1', developer('nobody.yet@dev.test', 'NO-SUCH-CODE'))).json().error).toBe('invitation_code_invalid');
    // with a good code the address is checked, and the code is not spent
    await createInvitation('INV-TAKEN-1', null);
    expect((await registerFrom('10.3.0.1', developer(DEMO.email, 'INV-TAKEN-1'))).json().error).toBe('email_taken');
    expect((await registerFrom('10.3.0.1', developer('fresh.dev@dev.test', 'INV-TAKEN-1'))).statusCode).toBe(200);
  });

  it('refuses an unknown code and a code addressed to another e-mail', async () => {
    expect((await register(developer('dev3@dev.test', 'NO-SUCH-CODE'))).json().error).toBe('invitation_code_invalid');
    await createInvitation('INV-FOR-BOB', 'bob@dev.test');
    expect((await register(developer('eve@dev.test', 'INV-FOR-BOB'))).json().error).toBe('invitation_code_invalid');
    // the failed attempt did not spend it, nor create the user
    expect(await one(t.ctx.db, "SELECT 1 FROM users WHERE email = 'eve@dev.test'")).toBeFalsy();
    expect((await register(developer('bob@dev.test', 'INV-FOR-BOB'))).statusCode).toBe(200);
  });

  it('makes a team invitee an EMPLOYEE of the partner, on behalf of the owner', async () => {
    const owner = await one<{ id: string; partner_id: string }>(t.ctx.db, 'SELECT id, partner_id FROM users WHERE email = $1', [
      DEMO.email,
    ]);
    await t.ctx.db.query("INSERT INTO team_members(partner_id, email, invitation_code_hash) VALUES ($1, 'mate@dev.test', $2)", [
      owner!.partner_id,
      sha256('TEAM-CODE-1'),
    ]);
    expect((await register(developer('mate@dev.test', 'TEAM-CODE-1'))).statusCode).toBe(200);
    const u = await one<{ id: string; type: string; partner_id: string; on_behalf_of: string }>(
      t.ctx.db,
      "SELECT id, type, partner_id, on_behalf_of FROM users WHERE email = 'mate@dev.test'",
    );
    expect(u).toMatchObject({ type: 'EMPLOYEE', partner_id: owner!.partner_id, on_behalf_of: owner!.id });
    const tm = await one<{ user_id: string }>(t.ctx.db, "SELECT user_id FROM team_members WHERE email = 'mate@dev.test'");
    expect(tm!.user_id).toBe(u!.id);
    expect((await register(developer('mate2@dev.test', 'TEAM-CODE-1'))).json().error).toBe('invitation_code_invalid');
  });

  it(`refuses a team invitation older than TEAM_INVITATION_TTL_DAYS (${TEAM_INVITATION_TTL_DAYS.default}) with its own error`, async () => {
    const [p] = await t.ctx.db.query<{ partner_id: string }>('SELECT partner_id FROM users WHERE email = $1', [DEMO.email]);
    const invite = async (email: string, code: string, days: number) =>
      t.ctx.db.query('INSERT INTO team_members(partner_id, email, invitation_code_hash, created_at) VALUES ($1, $2, $3, $4)', [
        p!.partner_id,
        email,
        sha256(code),
        new Date(t.ctx.now().getTime() - days * 86_400_000),
      ]);
    await invite('late@dev.test', 'TEAM-LATE-1', TEAM_INVITATION_TTL_DAYS.default + 0.01);
    const late = await registerFrom('10.3.0.2', developer('late@dev.test', 'TEAM-LATE-1'));
    expect(late.json()).toEqual({
      error: 'invitation_expired',
      error_param: 'CUSTOM_MESSAGE',
      param_value: REGISTRATION_MESSAGES.invitation_expired,
    });
    expect(await one(t.ctx.db, "SELECT 1 FROM users WHERE email = 'late@dev.test'")).toBeFalsy();
    await invite('intime@dev.test', 'TEAM-INTIME-1', TEAM_INVITATION_TTL_DAYS.default - 0.01);
    expect((await registerFrom('10.3.0.2', developer('intime@dev.test', 'TEAM-INTIME-1'))).statusCode).toBe(200);
  });

  it.each([
    ['birthDate', '01-01-2099', 'birth_date_future'],
    ['birthDate', '02-30-1990', 'birth_date_format'],
    ['birthDate', '1990-01-01', undefined],
    ['firstName', 'A', undefined],
    ['lastName', 'x'.repeat(65), undefined],
    ['mobileNumber', '3471234567', undefined],
    ['invitationCode', '', undefined],
    ['country', 'ITALY', undefined],
  ])('refuses %s = %j', async (field, value, message) => {
    await createInvitation(`INV-${field}-${value}`);
    const r = await register(developer(`d.${field}@dev.test`, `INV-${field}-${value}`, { [field]: value }));
    expect(r.statusCode).toBe(417);
    expect(r.json().error_param).toBe(field);
    if (message) expect(r.json().param_value).toBe(message);
  });

  it('refuses someone under 18, measured on the server clock', async () => {
    await createInvitation('INV-AGE');
    t.setNow(new Date('2026-06-01T12:00:00Z'));
    try {
      const young = await register(developer('young@dev.test', 'INV-AGE', { birthDate: '06-02-2008' }));
      expect(young.json()).toEqual({ error: 'validation_error', error_param: 'birthDate', param_value: 'birth_date_underage' });
      expect((await register(developer('young@dev.test', 'INV-AGE', { birthDate: '06-01-2008' }))).statusCode).toBe(200);
    } finally {
      t.setNow(new Date());
    }
  });
});

describe('registration switches', () => {
  it('answers registration_disabled with its reason, region_restricted, and business/developer switches', async () => {
    await createInvitation('INV-SW');
    await setRegistration({ enabled: false, reason: 'Maintenance until Monday' });
    expect((await register(business('sw1@acme.test'))).json()).toEqual({
      error: 'registration_disabled',
      error_param: 'reason',
      param_value: 'Maintenance until Monday',
    });
    expect((await register(developer('sw2@dev.test', 'INV-SW'))).json().error).toBe('registration_disabled');
    await setRegistration({ enabled: true, reason: null, regionRestricted: true });
    expect((await register(business('sw1@acme.test'))).json()).toEqual({
      error: 'region_restricted',
      error_param: 'CUSTOM_MESSAGE',
      param_value: REGISTRATION_MESSAGES.region_restricted,
    });
    await setRegistration({ regionRestricted: false, businessEnabled: false });
    expect((await register(business('sw1@acme.test'))).json().error).toBe('registration_disabled');
    expect((await register(developer('sw2@dev.test', 'INV-SW'))).statusCode).toBe(200);
    await setRegistration({ businessEnabled: true });
    expect((await register(business('sw1@acme.test'))).statusCode).toBe(200);
    // status reflects the switches for the web app
    await setRegistration({ enabled: false, reason: 'Closed' });
    const s = (await t.app.inject({ method: 'GET', url: '/api-portal/auth/status' })).json();
    expect(s).toMatchObject({ registrationEnabled: false, registrationDisabledReason: 'Closed' });
    await setRegistration({ enabled: true, reason: null });
  });
});

describe('rate limits', () => {
  it('answers 429 rate_limited after too many registrations for one e-mail', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await register(business('flood@acme.test'))).statusCode);
    expect(codes).toEqual([200, 417, 417, 417, 417]);
    const last = await register(business('flood@acme.test'));
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ error: 'rate_limited', error_param: 'CUSTOM_MESSAGE' });
    expect(last.json().param_value).toMatch(/Too many attempts for this account/);
  });

  it('limits failed logins per account, not successful ones', async () => {
    for (let i = 0; i < 12; i++) expect((await login('other@partner.test', 'Other@Partner1')).statusCode).toBe(200);
    let r = await login(DEMO.email, 'Wrong@Pass1');
    for (let i = 0; i < 12 && r.statusCode !== 429; i++) r = await login(DEMO.email, 'Wrong@Pass1');
    expect(r.statusCode).toBe(429);
    expect(r.json().param_value).toMatch(/Too many attempts for this account/);
    // even the right password waits now; another account from the same address is still served
    expect((await login(DEMO.email, 'Demo@Partner1')).statusCode).toBe(429);
    expect((await login('other@partner.test', 'Other@Partner1')).statusCode).toBe(200);
    void auth;
  });

  it('limits registrations per address across e-mails; another address is still served', async () => {
    const from = (ip: string, email: string) =>
      t.app.inject({ method: 'POST', url: '/api-portal/auth/register', payload: business(email), remoteAddress: ip });
    await setRegistration({ enabled: false, reason: 'Closed' });
    try {
      const out: number[] = [];
      for (let i = 0; i < 31; i++) out.push((await from('10.2.0.1', `ip${i}@acme.test`)).statusCode);
      expect(out.slice(0, 30).every((c) => c === 417)).toBe(true);
      expect(out[30]).toBe(429);
      expect((await from('10.2.0.1', 'ip.last@acme.test')).json().param_value).toMatch(/^Too many attempts from this address/);
      expect((await from('10.2.0.2', 'ip.last@acme.test')).statusCode).toBe(417);
    } finally {
      await setRegistration({ enabled: true, reason: null });
    }
  });

  it('limits sign-in attempts per address across e-mails', async () => {
    const from = (ip: string, email: string) =>
      t.app.inject({ method: 'POST', url: '/api-portal/auth/login', payload: { email, password: 'Wrong@Pass1' }, remoteAddress: ip });
    const out = await Promise.all(
      Array.from({ length: 121 }, (_, i) => from('10.2.0.3', `nobody${i}@acme.test`).then((r) => r.statusCode)),
    );
    expect(out.filter((c) => c === 417)).toHaveLength(120);
    expect(out.filter((c) => c === 429)).toHaveLength(1);
    expect((await from('10.2.0.4', 'nobody@acme.test')).statusCode).toBe(417);
  }, 60_000);
});
