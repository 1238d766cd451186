import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENVIRONMENT_HEADER, type Environment } from '@portal/contract';
import { runCommand } from '../src/cli/commands';
import { one } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { UNVERIFIED, auth, buildTestApp, freshDb, migrateBefore, registerCompany, type TestApp } from './helpers/build';
import { newKey, signedCall } from './helpers/signed';
import { Receiver, until } from './helpers/webhook-receiver';

// An unverified partner works in its sandbox from registration; its live environment, and what belongs to the partner
// rather than to an environment (invoices, team, audit), stay behind the verification (partner-portal §2).

let t: TestApp;
let session: string;
const portal = (env: Environment | undefined, method: 'GET' | 'POST', url: string, payload?: object, token = session) =>
  t.app.inject({ method, url, headers: { ...auth(token), ...(env && { [ENVIRONMENT_HEADER]: env }) }, ...(payload && { payload }) });

/** The portal calls scoped by environment that the sandbox screens make. */
const SCOPED = [
  '/api-portal/clients',
  '/api-portal/accounts/list/BANK',
  '/api-portal/cards',
  '/api-portal/transactions',
  '/api-portal/statistics/clients/EXTERNAL_INDIVIDUAL',
  '/api-portal/statistics/transactions',
  '/api-portal/user/secrets',
  '/api-portal/webhook',
  '/api-portal/webhook/health',
  '/api-portal/partner-api/requests',
];
/** The partner's, not an environment's: the verification is needed whatever the header says. */
const PARTNER_WIDE = ['/api-portal/invoice', '/api-portal/user/team-member', '/api-portal/audit'];

beforeAll(async () => {
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
  session = await t.login(UNVERIFIED.email, UNVERIFIED.password);
}, 60_000);
afterAll(() => t?.close());

describe('a registered company', () => {
  it('owns its partner from registration, without a wlpId until it is verified', async () => {
    const email = 'new-company@example.com';
    const r = await registerCompany(t, email, { companyName: 'Newco S.r.l.' });
    expect(r.statusCode, r.body).toBe(200);
    const row = await one(
      t.ctx.db,
      'SELECT u.role, p.wlp_id, p.company_name FROM users u JOIN partners p ON p.id = u.partner_id WHERE u.email = $1',
      [email],
    );
    expect(row).toEqual({ role: 'OWNER', wlp_id: null, company_name: 'Newco S.r.l.' });
    const status = await t.app.inject({ method: 'GET', url: '/api-portal/auth/status', headers: auth(session) });
    expect(status.json().wlpId).toBeNull();
  });
});

describe('an unverified partner', () => {
  it('uses every sandbox screen, and gets 403 kyc_tier_required on the live ones', async () => {
    for (const url of SCOPED) {
      expect((await portal('sandbox', 'GET', url)).statusCode, `sandbox ${url}`).toBe(200);
      for (const env of ['live', undefined] as const) {
        const r = await portal(env, 'GET', url);
        expect(r.statusCode, `${env ?? 'no header'} ${url}`).toBe(403);
        expect(r.json().error).toBe('kyc_tier_required');
      }
    }
  });

  it('keeps invoices, team and audit behind the verification even when it asks for the sandbox', async () => {
    for (const url of PARTNER_WIDE) {
      const r = await portal('sandbox', 'GET', url);
      expect(r.statusCode, url).toBe(403);
      expect(r.json().error).toBe('kyc_tier_required');
    }
  });

  it('creates a sandbox key and webhook, works through the partner API, gets its deliveries, sees its rows in the sandbox', async () => {
    const receiver = await Receiver.start();
    const key = await newKey(t, session, 'first key', {}, 'sandbox');
    expect(key.token.startsWith('sbx_')).toBe(true);
    await expect(newKey(t, session, 'live key', {}, 'live')).rejects.toThrow(/403 .*kyc_tier_required/);
    const hook = await portal('sandbox', 'POST', '/api-portal/webhook', {
      url: receiver.url,
      secret: 'a-secret-long-enough-for-any-webhook-rule',
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const id = hook.json().uuid as string;
    expect((await portal('sandbox', 'GET', `/api-portal/webhook/${id}/deliveries`)).statusCode).toBe(200);
    expect((await portal('live', 'GET', `/api-portal/webhook/${id}/deliveries`)).statusCode).toBe(403);

    const client = await signedCall(t, key, 'POST', '/partner/v1/clients', {
      type: 'EXTERNAL_INDIVIDUAL',
      email: 'sandbox-client@example.com',
      firstName: 'Sam',
      lastName: 'Box',
    });
    expect(client.statusCode, client.body).toBe(201);
    const list = await portal('sandbox', 'GET', '/api-portal/clients');
    expect(list.json().list.map((c: { email: string }) => c.email)).toContain('sandbox-client@example.com');
    expect((await portal('sandbox', 'GET', `/api-portal/clients/${client.json().clientId}`)).statusCode).toBe(200);
    // its sandbox webhook is not held for the verification that only live needs
    const account = await signedCall(t, key, 'POST', '/partner/v1/accounts', { clientId: client.json().clientId, currency: 'EUR' });
    expect(account.statusCode, account.body).toBe(201);
    await until(async () => receiver.got.length > 0, 15_000, 'the sandbox delivery');
    await receiver.down();
  });

  it('once verified keeps its partner and sandbox, gets a wlpId, and its live environment opens', async () => {
    const before = await one<{ partner_id: string }>(t.ctx.db, 'SELECT partner_id FROM users WHERE email = $1', [UNVERIFIED.email]);
    await runCommand(t.ctx, ['user', 'kyc', '--email', UNVERIFIED.email, '--tier', '2', '--status', 'VERIFIED']);
    const after = await one<{ partner_id: string; wlp_id: string | null }>(
      t.ctx.db,
      'SELECT u.partner_id, p.wlp_id FROM users u JOIN partners p ON p.id = u.partner_id WHERE u.email = $1',
      [UNVERIFIED.email],
    );
    expect(after!.partner_id).toBe(before!.partner_id);
    expect(after!.wlp_id).toMatch(/^WLP-/);
    for (const url of [...SCOPED, ...PARTNER_WIDE]) expect((await portal('live', 'GET', url)).statusCode, url).toBe(200);
    const sandbox = await portal('sandbox', 'GET', '/api-portal/clients');
    expect(sandbox.json().list.map((c: { email: string }) => c.email)).toContain('sandbox-client@example.com');
    const live = await portal('live', 'GET', '/api-portal/clients');
    expect(live.json().list.map((c: { email: string }) => c.email)).not.toContain('sandbox-client@example.com');
    // revoked again: the live environment closes, the sandbox stays
    await runCommand(t.ctx, ['user', 'kyc', '--email', UNVERIFIED.email, '--tier', '2', '--status', 'REJECTED']);
    expect((await portal('live', 'GET', '/api-portal/clients')).statusCode).toBe(403);
    expect((await portal('sandbox', 'GET', '/api-portal/clients')).statusCode).toBe(200);
  });

  it('gets nothing, in either environment, while the operator disables it', async () => {
    await t.ctx.db.query('UPDATE partners SET disabled = true WHERE id = (SELECT partner_id FROM users WHERE email = $1)', [
      UNVERIFIED.email,
    ]);
    for (const env of ['sandbox', 'live'] as const)
      for (const url of SCOPED) {
        const r = await portal(env, 'GET', url);
        expect(r.statusCode, `${env} ${url}`).toBe(403);
        expect(r.json().error).toBe('kyc_tier_required');
      }
  });
});

describe('the migration to sandbox partners', () => {
  it('gives a company registered before it a partner of its own, without a wlpId', async () => {
    const { db, drop } = await freshDb({ migrated: false });
    try {
      await migrateBefore(db, '041');
      await db.query(
        `INSERT INTO users(email, password_hash, type, company_name, mobile_number, agent)
         VALUES ('old@example.com', 'x', 'BUSINESS', 'Oldco', '+393471234567', 'aurora')`,
      );
      expect(await migrate(db)).toEqual(expect.arrayContaining(['041_sandbox_partners.sql']));
      const row = await one(
        db,
        'SELECT u.role, p.wlp_id, p.company_name, p.agent FROM users u JOIN partners p ON p.id = u.partner_id WHERE u.email = $1',
        ['old@example.com'],
      );
      expect(row).toEqual({ role: 'OWNER', wlp_id: null, company_name: 'Oldco', agent: 'aurora' });
    } finally {
      await drop();
    }
  });
});
