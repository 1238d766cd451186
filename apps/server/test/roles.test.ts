import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASK, PERMISSIONS, ROLES, can, type Role, type RouteAccess } from '@portal/contract';
import { DEMO, auth, buildTestApp, freshDb, migrateBefore, type TestApp } from './helpers/build';
import { newKey, signedCall, type ApiKey } from './helpers/signed';
import { Receiver, until } from './helpers/webhook-receiver';
import { one } from '../src/db/db';
import { hashPassword } from '../src/lib/password';
import { runCommand } from '../src/cli/commands';
import { emitEvent } from '../src/infra/outbox';

/*
 * Roles, permissions and the partner's standing: every route of the OpenAPI document for
 * every role, the verification revoked (hole 2), the operator's switch, held webhooks, masked data.
 */

let t: TestApp;
let owner: { id: string; partnerId: string; wlpId: string };
const tokens = {} as Record<Role, string>;
const members = {} as Record<Role, { id: string; userId: string; email: string }>;
const PASSWORD = 'Member@Pass1';
let hash: string;

/** A registered, active member of the demo partner with this role (what invite + register make, in one step). */
async function addMember(role: Role, email: string) {
  const u = (await one<{ id: string }>(
    t.ctx.db,
    `INSERT INTO users(email, password_hash, type, email_confirmed, kyc_tier, partner_id, on_behalf_of, agent, role)
     VALUES ($1, $2, 'EMPLOYEE', true, 2, $3, $4, 'aurora', $5) RETURNING id::text`,
    [email, hash, owner.partnerId, owner.id, role],
  ))!;
  const m = (await one<{ id: string }>(
    t.ctx.db,
    'INSERT INTO team_members(partner_id, email, role, user_id, approved) VALUES ($1, $2, $3, $4, true) RETURNING id::text',
    [owner.partnerId, email, role, u.id],
  ))!;
  return { id: m.id, userId: u.id, email };
}

beforeAll(async () => {
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
  hash = await hashPassword(PASSWORD);
  owner = (await one<{ id: string; partnerId: string; wlpId: string }>(
    t.ctx.db,
    `SELECT u.id::text, u.partner_id::text AS "partnerId", p.wlp_id AS "wlpId" FROM users u JOIN partners p ON p.id = u.partner_id
      WHERE u.email = $1`,
    [DEMO.email],
  ))!;
  tokens.OWNER = await t.login(DEMO.email, DEMO.password);
  for (const role of ROLES.filter((r) => r !== 'OWNER')) {
    members[role] = await addMember(role, `${role.toLowerCase()}@roles.test`);
    tokens[role] = await t.login(members[role].email, PASSWORD);
  }
});
afterAll(() => t.close());

const call = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: auth(token), ...(payload ? { payload } : {}) });

/**
 * Who may call each route of the OpenAPI document. A new route fails this test until it is listed
 * here with the access it registered (and the registration itself fails without one).
 */
const EXPECTED: Record<string, RouteAccess | 'signed'> = {
  'GET /api-portal/auth/status': 'public',
  'GET /api/status': 'public',
  'POST /api-portal/auth/login': 'public',
  'GET /api-portal/auth/logout': 'public',
  'POST /api-portal/auth/refreshToken': 'self',
  'GET /api-portal/auth/logged-in': 'public',
  'POST /api-portal/auth/register': 'public',
  'GET /api/auth/countries': 'public',
  'GET /api-portal/auth/confirm-email/{code}': 'public',
  'POST /api-portal/auth/resend': 'public',
  'POST /api-portal/auth/forgot-password': 'public',
  'POST /api-portal/auth/reset-password': 'public',
  'GET /api-portal/user/me': 'self',
  'POST /api-portal/user/change-phone': 'self',
  'POST /api-portal/user/change-password': 'self',
  'GET /api-portal/user/team-member': 'team.read',
  'POST /api-portal/user/team-member': 'team.manage',
  'POST /api-portal/user/team-member/delete': 'team.manage',
  'GET /api-portal/user/team-member/revoke/{id}': 'team.manage',
  'PUT /api-portal/user/team-member/role/{id}': 'team.manage',
  'POST /api-portal/user/team-member/owner/{id}': 'team.transfer',
  'GET /api-portal/user/team-member/recover/{id}': 'team.manage',
  'GET /api-portal/user/two-factor': 'self',
  'POST /api-portal/user/two-factor/enrolment': 'self',
  'POST /api-portal/user/two-factor/enrolment/confirm': 'self',
  'POST /api-portal/user/two-factor/disable': 'self',
  'POST /api-portal/two-factor/step-up': 'self',
  'GET /api-portal/audit': 'audit.read',
  'GET /api-portal/statistics/clients/{type}': 'statistics.read',
  'GET /api-portal/statistics/accounts': 'statistics.read',
  'GET /api-portal/statistics/cards': 'statistics.read',
  'GET /api-portal/statistics/transactions': 'statistics.read',
  'GET /api-portal/clients': 'clients.read',
  'GET /api-portal/accounts/list/{type}': 'clients.read',
  'GET /api-portal/cards': 'clients.read',
  'GET /api-portal/transactions': 'clients.read',
  'GET /api-portal/clients/{id}': 'clients.read',
  'GET /api-portal/accounts/{id}': 'clients.read',
  'GET /api-portal/cards/{id}': 'clients.read',
  'GET /api-portal/invoice': 'invoices.read',
  'GET /api-portal/invoice/attachment/{key}': 'invoices.read',
  'GET /api/faq/list/{language}': 'self',
  'GET /api/faq/list/{language}/{country}': 'self',
  'GET /api/tickets/list': 'self',
  'GET /api/tickets/notification/unread-count': 'self',
  'GET /api/tickets/{id}': 'self',
  'GET /api/tickets/attachment/{ticketId}/{key}': 'self',
  'POST /api/tickets': 'self',
  'POST /api/tickets/{id}/messages': 'self',
  'POST /partner/v1/clients': 'signed',
  'GET /partner/v1/clients': 'signed',
  'GET /partner/v1/clients/{clientId}': 'signed',
  'POST /partner/v1/accounts': 'signed',
  'PATCH /partner/v1/accounts/{walletId}': 'signed',
  'GET /partner/v1/accounts/{walletId}': 'signed',
  'POST /partner/v1/cards': 'signed',
  'PATCH /partner/v1/cards/{walletId}': 'signed',
  'GET /partner/v1/cards/{walletId}': 'signed',
  'POST /partner/v1/transactions': 'signed',
  'GET /partner/v1/transactions': 'signed',
  'GET /partner/v1/events': 'signed',
  'GET /partner/v1/events/stream': 'signed',
  'POST /partner/v1/events/trigger': 'signed',
  'POST /partner/v1/simulations/incoming-transfer': 'signed',
  'POST /partner/v1/simulations/outgoing-transfer': 'signed',
  'POST /partner/v1/simulations/card-authorisations': 'signed',
  'POST /partner/v1/simulations/card-authorisations/{authorisationId}/settlement': 'signed',
  'POST /partner/v1/simulations/card-authorisations/{authorisationId}/reversal': 'signed',
  'POST /partner/v1/simulations/accounts/{walletId}/freeze': 'signed',
  'POST /partner/v1/simulations/accounts/{walletId}/unfreeze': 'signed',
  'POST /partner/v1/simulations/clients/{clientId}/verification': 'signed',
  'POST /api-portal/sandbox/reset': 'partner.settings',
  'POST /api-portal/sandbox/simulations/incoming-transfer': 'webhooks.manage',
  'POST /api-portal/sandbox/simulations/outgoing-transfer': 'webhooks.manage',
  'POST /api-portal/sandbox/simulations/card-authorisations': 'webhooks.manage',
  'POST /api-portal/sandbox/simulations/card-authorisations/{authorisationId}/settlement': 'webhooks.manage',
  'POST /api-portal/sandbox/simulations/card-authorisations/{authorisationId}/reversal': 'webhooks.manage',
  'POST /api-portal/sandbox/simulations/accounts/{walletId}/freeze': 'webhooks.manage',
  'POST /api-portal/sandbox/simulations/accounts/{walletId}/unfreeze': 'webhooks.manage',
  'POST /api-portal/sandbox/simulations/clients/{clientId}/verification': 'webhooks.manage',
  'GET /partner/v1/events/{eventId}': 'signed',
  'GET /api-portal/partner-api/requests': 'requests.read',
  'GET /api-portal/user/secrets': 'secrets.read',
  'POST /api-portal/user/secrets': 'secrets.manage',
  'DELETE /api-portal/user/secrets/{id}': 'secrets.manage',
  'POST /api-portal/user/secrets/{id}/roll': 'secrets.manage',
  'GET /api-portal/webhook': 'webhooks.read',
  'POST /api-portal/webhook': 'webhooks.manage',
  'GET /api-portal/webhook/{id}': 'webhooks.read',
  'PUT /api-portal/webhook/{id}': 'webhooks.manage',
  'DELETE /api-portal/webhook/{id}': 'webhooks.manage',
  'PUT /api-portal/webhook/{id}/enabled': 'webhooks.manage',
  'PUT /api-portal/webhook/{id}/event-types': 'webhooks.manage',
  'GET /api-portal/webhook/{id}/deliveries': 'webhooks.read',
  'GET /api-portal/webhook/{id}/deliveries/{deliveryId}': 'webhooks.read',
  'POST /api-portal/webhook/{id}/deliveries/{deliveryId}/resend': 'webhooks.manage',
  'POST /api-portal/webhook/{id}/test': 'webhooks.manage',
  'POST /api-portal/webhook/{id}/replay': 'webhooks.replay',
  'POST /api-portal/webhook/{id}/test-event': 'webhooks.manage',
  'POST /api-portal/webhook/{id}/recover': 'webhooks.manage',
  'POST /api-portal/webhook/{id}/secret/reveal': 'webhooks.secret',
  'POST /api-portal/webhook/{id}/secret/roll': 'webhooks.secret',
  'GET /api-portal/webhook/{id}/health': 'webhooks.read',
  'GET /api-portal/webhook/health': 'webhooks.read',
  'POST /api/identity/address': 'self',
  'GET /api/identity/sumsub/accesstoken': 'self',
  'GET /api/identity/sumsub/finalizeReviewStatus': 'self',
  'GET /api/identity/sandbox/applicant': 'self',
  'POST /api/identity/sandbox/documents': 'self',
  'POST /api/identity/sandbox/submit': 'self',
};

/**
 * Every documented partner operation, its path parameters filled by a value that names nothing (the console's
 * /api-operator routes have their own matrix: console-access.test.ts).
 */
function operations() {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { description?: string }>> };
  const partnerPaths = Object.entries(doc.paths).filter(([path]) => !path.startsWith('/api-operator/'));
  return partnerPaths.flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      url: path.replace(/\{[^}]+\}/g, '00000000-0000-0000-0000-000000000000'),
      description: op.description ?? '',
    })),
  );
}

describe('the role × route matrix', () => {
  it('lists every route of the OpenAPI document, and only those', () => {
    expect(
      operations()
        .map((o) => o.key)
        .sort(),
    ).toEqual(Object.keys(EXPECTED).sort());
  });

  it('documents the permission of every guarded route', () => {
    for (const o of operations()) {
      const access = EXPECTED[o.key]!;
      if (access in PERMISSIONS) expect(o.description, o.key).toContain(`Permission \`${access}\``);
    }
  });

  it('answers 403 forbidden naming the permission to every role without it, and lets the others through', async () => {
    const checked: string[] = [];
    for (const o of operations()) {
      const access = EXPECTED[o.key]!;
      if (!(access in PERMISSIONS)) continue;
      const permission = access as keyof typeof PERMISSIONS;
      // without a session: 401 before anything else
      expect((await t.app.inject({ method: o.method as 'GET', url: o.url })).statusCode, o.key).toBe(401);
      for (const role of ROLES) {
        // no body: an allowed call stops at validation or at the unknown id, never changes anything
        const r = await call(o.method, o.url, tokens[role]);
        const denied = r.statusCode === 403 && r.json().error === 'forbidden';
        expect(denied, `${role} ${o.key} → ${r.statusCode} ${r.body.slice(0, 120)}`).toBe(!can(role, permission));
        if (denied) expect(r.json().permission).toBe(permission);
        checked.push(`${role} ${o.key}`);
      }
    }
    expect(checked.length).toBeGreaterThan(ROLES.length * 30);
  });

  it('lets every signed-in role reach its own routes, and nobody without a session', async () => {
    for (const o of operations().filter((x) => EXPECTED[x.key] === 'self' && x.method === 'GET')) {
      expect((await t.app.inject({ method: 'GET', url: o.url })).statusCode, o.key).toBe(401);
      for (const role of ROLES) expect((await call('GET', o.url, tokens[role])).statusCode, `${role} ${o.key}`).not.toBe(403);
    }
  });

  it('refuses a CSV export to a Viewer, masks it for the Viewer without personal data', async () => {
    const csv = (role: Role) => call('GET', '/api-portal/clients?format=csv', tokens[role]);
    expect((await csv('VIEWER')).json()).toMatchObject({ error: 'forbidden', permission: 'export.csv' });
    const clear = (await csv('DEVELOPER')).body;
    const masked = (await csv('VIEWER_NO_PII')).body;
    expect(clear.split('\n').length).toBe(masked.split('\n').length);
    expect(clear).toMatch(/@/);
    expect(masked).toContain(MASK);
    const emails = [...clear.matchAll(/[\w.+-]+@[\w.-]+\.\w+/g)].map((m) => m[0]);
    expect(emails.length).toBeGreaterThan(0);
    for (const e of emails) expect(masked).not.toContain(e);
  });

  it('masks names, e-mails, IBANs and card holders in lists and details for the Viewer without personal data', async () => {
    const page = async (role: Role, url: string) => (await call('GET', url, tokens[role])).json();
    const clients = await page('VIEWER', '/api-portal/clients?filter=type=EXTERNAL_INDIVIDUAL');
    const hidden = await page('VIEWER_NO_PII', '/api-portal/clients?filter=type=EXTERNAL_INDIVIDUAL');
    expect(hidden.count).toBe(clients.count);
    const c = clients.list[0];
    expect(hidden.list[0]).toEqual({
      ...c,
      email: `${c.email[0]}${MASK}@${MASK}`,
      firstName: `${c.firstName[0]}${MASK}`,
      lastName: `${c.lastName[0]}${MASK}`,
    });
    const detail = await page('VIEWER_NO_PII', `/api-portal/clients/${c.clientId}`);
    expect(detail.email).toBe(`${c.email[0]}${MASK}@${MASK}`);
    const accounts = (await page('VIEWER_NO_PII', '/api-portal/accounts/list/BANK')).list;
    const withIban = accounts.find((a: { bankDetails: unknown }) => a.bankDetails);
    expect(withIban.bankDetails.iban).toContain(MASK);
    expect(withIban.bankDetails.recipient).toContain(MASK);
    const account = await page('VIEWER_NO_PII', `/api-portal/accounts/${withIban.walletId}`);
    expect(account.bankDetails.iban).toBe(withIban.bankDetails.iban);
    const cards = (await page('VIEWER_NO_PII', '/api-portal/cards')).list;
    expect(cards[0].cardholder).toContain(MASK);
    // a filter on a masked field would tell it one guess at a time
    const probe = await call('GET', `/api-portal/clients?filter=type=EXTERNAL_INDIVIDUAL;email=${c.email}`, tokens.VIEWER_NO_PII);
    expect(probe.json()).toMatchObject({ error: 'forbidden', permission: 'clients.read_pii' });
    // and so would the order of the rows sorted by it
    const sorted = await call('GET', '/api-portal/clients?filter=type=EXTERNAL_INDIVIDUAL&orderBy=email', tokens.VIEWER_NO_PII);
    expect(sorted.statusCode).toBe(403);
    expect(sorted.json()).toMatchObject({ error: 'forbidden', permission: 'clients.read_pii' });
    expect((await call('GET', '/api-portal/clients?filter=type=EXTERNAL_INDIVIDUAL&orderBy=email', tokens.VIEWER)).statusCode).toBe(200);
  });
});

describe('team roles', () => {
  it('invites with a role, answers the link once, and the invitee joins with that role', async () => {
    const r = await call('POST', '/api-portal/user/team-member', tokens.ADMIN, { email: 'newviewer@roles.test', role: 'VIEWER' });
    expect(r.statusCode).toBe(200);
    const invited = r.json();
    expect(invited).toMatchObject({ role: 'VIEWER', invitationCode: null });
    const link = new URL(invited.invitationLink);
    expect(link.pathname).toBe('/auth/signup/developer');
    const list = (await call('GET', '/api-portal/user/team-member', tokens.ADMIN)).json();
    expect(JSON.stringify(list)).not.toContain(link.searchParams.get('code'));
    // removed by its own id (it has no developerId yet)
    const removed = await call('POST', '/api-portal/user/team-member/delete', tokens.ADMIN, { id: invited.id, email: invited.email });
    expect(removed.json()).toMatchObject({ id: invited.id, state: 'REMOVED' });
  });

  it('changes a role at once; refuses one own role and the Owner', async () => {
    const dev = members.DEVELOPER;
    expect((await call('POST', '/api-portal/user/secrets', tokens.DEVELOPER, { label: 'dev key' })).statusCode).toBe(200);
    const r = await call('PUT', `/api-portal/user/team-member/role/${dev.userId}`, tokens.ADMIN, { role: 'VIEWER' });
    expect(r.json()).toMatchObject({ id: dev.id, role: 'VIEWER' });
    // the same session, the new role: read from the database on every request
    expect((await call('POST', '/api-portal/user/secrets', tokens.DEVELOPER, { label: 'x' })).json()).toMatchObject({
      error: 'forbidden',
      permission: 'secrets.manage',
    });
    expect((await call('GET', '/api-portal/user/me', tokens.DEVELOPER)).json().role).toBe('VIEWER');
    await call('PUT', `/api-portal/user/team-member/role/${dev.id}`, tokens.OWNER, { role: 'DEVELOPER' });
    expect((await call('GET', '/api-portal/user/me', tokens.DEVELOPER)).json().role).toBe('DEVELOPER');

    const own = await call('PUT', `/api-portal/user/team-member/role/${members.ADMIN.id}`, tokens.ADMIN, { role: 'OWNER' });
    expect(own.json()).toMatchObject({ error: 'validation_error', error_param: 'role' });
    const self = await call('PUT', `/api-portal/user/team-member/role/${members.ADMIN.id}`, tokens.ADMIN, { role: 'DEVELOPER' });
    expect(self.json()).toMatchObject({ error: 'own_role', error_param: 'id' });
    // the Owner is on no team row: an Admin finds nobody to demote
    expect((await call('PUT', `/api-portal/user/team-member/role/${owner.id}`, tokens.ADMIN, { role: 'VIEWER' })).statusCode).toBe(404);
    const byDev = await call('PUT', `/api-portal/user/team-member/role/${members.VIEWER.id}`, tokens.DEVELOPER, { role: 'ADMIN' });
    expect(byDev.json()).toMatchObject({ error: 'forbidden', permission: 'team.manage' });
  });

  it('hands the ownership to an active Admin only; exactly one Owner before and after', async () => {
    const owners = async () =>
      (await t.ctx.db.query<{ id: string }>("SELECT id::text FROM users WHERE partner_id = $1 AND role = 'OWNER'", [owner.partnerId])).map(
        (r) => r.id,
      );
    expect(await owners()).toEqual([owner.id]);
    const toDev = await call('POST', `/api-portal/user/team-member/owner/${members.DEVELOPER.id}`, tokens.OWNER);
    expect(toDev.json()).toMatchObject({ error: 'not_admin' });
    const byAdmin = await call('POST', `/api-portal/user/team-member/owner/${members.ADMIN.id}`, tokens.ADMIN);
    expect(byAdmin.json()).toMatchObject({ error: 'forbidden', permission: 'team.transfer' });

    const r = await call('POST', `/api-portal/user/team-member/owner/${members.ADMIN.userId}`, tokens.OWNER);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ email: DEMO.email, role: 'ADMIN', developerId: owner.id });
    expect(await owners()).toEqual([members.ADMIN.userId]);
    // the partner stays in good standing: its verification moved with the ownership
    expect((await call('GET', '/api-portal/clients', tokens.DEVELOPER)).statusCode).toBe(200);
    expect((await call('GET', '/api-portal/user/me', tokens.ADMIN)).json()).toMatchObject({ role: 'OWNER', isOwner: true });
    expect((await call('GET', '/api-portal/user/me', tokens.OWNER)).json()).toMatchObject({ role: 'ADMIN', isOwner: false });

    // and back, so the other tests meet the demo owner as Owner
    const former = r.json().id as string;
    expect((await call('POST', `/api-portal/user/team-member/owner/${former}`, tokens.ADMIN)).statusCode).toBe(200);
    expect(await owners()).toEqual([owner.id]);
    const back = (await t.ctx.db.query<{ id: string }>('SELECT id::text FROM team_members WHERE user_id = $1', [members.ADMIN.userId]))[0]!;
    members.ADMIN.id = back.id;
  });
});

describe("the partner's standing", () => {
  let key: ApiKey;
  beforeAll(async () => {
    key = await newKey(t, tokens.DEVELOPER, 'standing');
  });
  let n = 0;
  /** a distinct URL each time: the same signed request twice in one second is a replay */
  const signedList = () => signedCall(t, key, 'GET', `/partner/v1/clients?skip=${n++}`);
  const lists = ['/api-portal/clients', '/api-portal/user/secrets', '/api-portal/user/team-member', '/api-portal/statistics/cards'];

  async function expectGated(code: string) {
    for (const role of ROLES) {
      for (const url of lists) expect((await call('GET', url, tokens[role])).json(), `${role} ${url}`).toMatchObject({ error: code });
      const me = (await call('GET', '/api-portal/user/me', tokens[role])).json();
      expect(me.partnerStanding).not.toBe('VERIFIED');
    }
    const created = await call('POST', '/api-portal/user/secrets', tokens.DEVELOPER, { label: 'while gated' });
    expect(created.json()).toMatchObject({ error: code });
    const signed = await signedList();
    expect(signed.statusCode).toBe(403);
    expect(signed.json()).toMatchObject({ error: 'partner_not_verified' });
  }
  async function expectOpen() {
    for (const role of ROLES) expect((await call('GET', '/api-portal/clients', tokens[role])).statusCode, role).toBe(200);
    expect((await signedList()).statusCode).toBe(200);
  }

  it("cuts every member's access when the owner's verification is rejected, and restores it (hole 2)", async () => {
    await expectOpen();
    await runCommand(t.ctx, ['user', 'kyc', '--email', DEMO.email, '--tier', '2', '--status', 'REJECTED']);
    // the developer's own tier (copied when it joined) is still 2: access follows the owner's, now
    expect(
      (await one<{ kyc_tier: number }>(t.ctx.db, 'SELECT kyc_tier FROM users WHERE id = $1', [members.DEVELOPER.userId]))!.kyc_tier,
    ).toBe(2);
    await expectGated('kyc_tier_required');
    await runCommand(t.ctx, ['user', 'kyc', '--email', DEMO.email, '--tier', '2', '--status', 'VERIFIED']);
    await expectOpen();
  });

  it('gates the same way while the operator disables the partner', async () => {
    expect(await runCommand(t.ctx, ['partner', 'disable', '--wlp', owner.wlpId])).toMatchObject({ disabled: true });
    await expectGated('kyc_tier_required');
    expect((await call('GET', '/api-portal/user/me', tokens.VIEWER)).json().partnerStanding).toBe('DISABLED');
    expect(await runCommand(t.ctx, ['partner', 'enable', '--wlp', owner.wlpId])).toMatchObject({ disabled: false });
    await expectOpen();
    await expect(runCommand(t.ctx, ['partner', 'disable', '--wlp', 'WLP-NOPE'])).rejects.toThrow(/no partner/);
  });

  it('holds webhook deliveries while the partner is not in good standing, without counting attempts, and sends them after', async () => {
    const receiver = await Receiver.start();
    try {
      const hook = await call('POST', '/api-portal/webhook', tokens.DEVELOPER, {
        url: receiver.url,
        secret: 'held-secret-long-enough-for-24',
      });
      expect(hook.statusCode, hook.body).toBe(200);
      const webhookId = hook.json().uuid as string;
      await runCommand(t.ctx, ['partner', 'disable', '--wlp', owner.wlpId]);
      const eventId = await t.ctx.db.transaction((tx) =>
        emitEvent(tx, {
          partnerId: owner.partnerId,
          environment: 'live',
          type: 'ACCOUNT_CREATED',
          entity: { walletId: 'held' },
          eventTime: t.ctx.now(),
        }),
      );
      const held = () =>
        one<{ status: string; attempts: number; held: boolean }>(
          t.ctx.db,
          `SELECT status, attempts, next_attempt_at IS NULL AS held FROM webhook_deliveries WHERE webhook_id = $1 AND event_id = $2`,
          [webhookId, eventId],
        );
      const row = await until(async () => ((await held())?.held ? held() : undefined), 10_000, 'the delivery held');
      expect(row).toMatchObject({ status: 'PENDING', attempts: 0 });
      expect(receiver.got).toHaveLength(0);
      await runCommand(t.ctx, ['partner', 'enable', '--wlp', owner.wlpId]);
      await until(async () => receiver.got.length > 0, 15_000, 'the held delivery sent');
      // the receiver answers before the worker records the outcome: wait for the record
      await until(async () => ((await held())?.status === 'SUCCEEDED' ? true : undefined), 15_000, 'the outcome recorded');
      expect(await held()).toMatchObject({ status: 'SUCCEEDED', attempts: 1 });
      await call('DELETE', `/api-portal/webhook/${webhookId}`, tokens.DEVELOPER);
    } finally {
      await receiver.down();
    }
  });
});

describe('migration 012', () => {
  it("backfills today's owner (on no one's behalf) as OWNER and its members as DEVELOPER", async () => {
    const { db, drop } = await freshDb({ migrated: false });
    try {
      await migrateBefore(db, '012');
      const p = (await one<{ id: string }>(
        db,
        "INSERT INTO partners(wlp_id, agent, company_name) VALUES ('WLP-M', 'aurora', 'M') RETURNING id",
      ))!;
      const insert = (email: string, onBehalfOf: string | null, partnerId: string | null) =>
        one<{ id: string }>(
          db,
          "INSERT INTO users(email, password_hash, type, partner_id, on_behalf_of) VALUES ($1, 'x', 'BUSINESS', $2, $3) RETURNING id",
          [email, partnerId, onBehalfOf],
        );
      const o = (await insert('o@m.test', null, p.id))!;
      await insert('d@m.test', o.id, p.id);
      await insert('lonely@m.test', null, null);
      // 012 alone: a later migration (041) gives the lonely company a partner of its own
      expect(await migrateBefore(db, '013')).toEqual(['012_roles.sql']);
      const roles = await db.query<{ email: string; role: string | null }>('SELECT email, role FROM users ORDER BY email');
      expect(roles).toEqual([
        { email: 'd@m.test', role: 'DEVELOPER' },
        { email: 'lonely@m.test', role: null },
        { email: 'o@m.test', role: 'OWNER' },
      ]);
      // at most one owner per partner
      await expect(db.query("UPDATE users SET role = 'OWNER' WHERE email = 'd@m.test'")).rejects.toThrow();
    } finally {
      await drop();
    }
  });
});
