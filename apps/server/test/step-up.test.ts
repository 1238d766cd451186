import crypto from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STEP_UP,
  TWO_FACTOR_API,
  TWO_FACTOR_DISABLED_MESSAGE,
  stepUpAnswer,
  twoFactorEnrolment,
  twoFactorRecoveryCodes,
} from '@portal/contract';
import { Brands, loadBrands } from '../src/brands/brands';
import { loadEnv } from '../src/config/env';
import { createPartner } from '../src/modules/console/console-partners.repository';
import { insertDelivery } from '../src/modules/webhooks/deliveries.repository';
import { auth, buildTestApp, type TestApp } from './helpers/build';
import { joinAsDeveloper } from './helpers/members';

/*
 * Step-up for sensitive actions and hole 3: a webhook could be re-pointed and its history
 * re-sent, and a secret deleted, without two-factor. Aurora lists `webhooks` and `secrets` (every verb
 * of both areas); Laguna lists nothing, so there only users with two-factor on are asked for a code.
 * The clock is set (t.setNow): codes are computed with otplib for that very time.
 */
const shipped = loadBrands();
const brands = new Brands(
  shipped.list.map((b) => (b.agent === 'aurora' ? { ...b, twoFactorActions: ['secrets', 'webhooks'] } : b)),
  shipped.defaultAgent,
);

let t: TestApp;
let clock = Date.UTC(2030, 2, 1, 9, 0, 0);
const advance = (ms: number) => {
  clock += ms;
  t.setNow(new Date(clock));
};
const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) });

beforeAll(async () => {
  t = await buildTestApp({ brands, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
  t.setNow(new Date(clock));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });

let n = 0;
async function freshPartner(agent: string) {
  const email = `su${++n}-${crypto.randomBytes(3).toString('hex')}@partner.test`;
  const password = 'Step@Up12345';
  const { partnerId } = await createPartner(t.ctx.db, { email, password, company: `Step Up ${n} S.r.l.`, agent });
  return { email, password, partnerId, token: await t.login(email, password) };
}

/** Turns two-factor on (password, then a code); answers the TOTP secret and the recovery codes. */
async function enable(u: { token: string; password: string }) {
  const started = twoFactorEnrolment.parse((await call('POST', TWO_FACTOR_API.start.path, u.token, { password: u.password })).json());
  const r = await call('POST', TWO_FACTOR_API.confirm.path, u.token, { code: await codeFor(started.secret) });
  expect(r.statusCode, r.body).toBe(200);
  advance(30_000); // the confirming code is spent
  return { secret: started.secret, recoveryCodes: twoFactorRecoveryCodes.parse(r.json()).recoveryCodes };
}

const hook = { url: 'http://127.0.0.1:9/hooks', secret: 'hook-secret-1-0123456789abcdef' };
const moved = { url: 'http://127.0.0.1:9/attacker', secret: 'attacker-secret-0123456789abcdef' };
const stale = () => advance(STEP_UP.windowMs + 1000);
const expectStepUp = (r: { statusCode: number; json: () => unknown; body: string }) => {
  expect(r.statusCode, r.body).toBe(403);
  expect(r.json()).toMatchObject({ error: 'step_up_required' });
};

/** A delivery of the webhook in the given state, as the worker leaves it. */
async function delivery(partnerId: string, webhookId: string, status: 'SUCCEEDED' | 'FAILED') {
  const row = await insertDelivery(t.ctx.db, {
    webhookId,
    partnerId,
    eventId: crypto.randomUUID(),
    eventType: 'CLIENT_CREATED',
    body: '{"iban":"IT60X0542811101000000123456"}',
    now: new Date(clock),
  });
  await t.ctx.db.query('UPDATE webhook_deliveries SET status = $2, next_attempt_at = NULL WHERE id = $1', [row!.id, status]);
  return row!.id;
}
const resend = (token: string, webhookId: string, deliveryId: string) =>
  call('POST', `/api-portal/webhook/${webhookId}/deliveries/${deliveryId}/resend`, token);
const statusOf = async (id: string) =>
  (await t.ctx.db.query<{ status: string }>('SELECT status FROM webhook_deliveries WHERE id = $1', [id]))[0]!.status;

describe('resending delivered history is a replay', () => {
  it('needs webhooks.replay: a Developer may resend a failed delivery, not one that succeeded', async () => {
    const u = await freshPartner('laguna');
    const [w] = await t.ctx.db.query<{ id: string }>(
      'INSERT INTO webhooks(partner_id, url, secret_encrypted) VALUES ($1, $2, $3) RETURNING id::text AS id',
      [u.partnerId, hook.url, t.ctx.box.seal(hook.secret)],
    );
    const dev = await joinAsDeveloper(t, u.token, `dev-${crypto.randomBytes(3).toString('hex')}@partner.test`);
    expect((await call('POST', `/api-portal/webhook/${w!.id}/replay`, dev.token, { since: '2030-01-01T00:00:00Z' })).statusCode).toBe(403);
    const done = await delivery(u.partnerId, w!.id, 'SUCCEEDED');
    const r = await resend(dev.token, w!.id, done);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ error: 'forbidden', permission: 'webhooks.replay' });
    expect(await statusOf(done)).toBe('SUCCEEDED');
    expect((await resend(dev.token, w!.id, await delivery(u.partnerId, w!.id, 'FAILED'))).statusCode).toBe(200);
  });
});

describe('hole 3: a brand that lists webhooks and secrets guards every verb of them', () => {
  it('refuses re-pointing, deleting, replaying and deleting a secret while two-factor is off', async () => {
    // the webhook and the secret exist from before the brand rule (made directly)
    const u = await freshPartner('aurora');
    const [w] = await t.ctx.db.query<{ id: string }>(
      'INSERT INTO webhooks(partner_id, url, secret_encrypted) VALUES ($1, $2, $3) RETURNING id::text AS id',
      [u.partnerId, hook.url, t.ctx.box.seal(hook.secret)],
    );
    const [s] = await t.ctx.db.query<{ id: string }>(
      "INSERT INTO api_secrets(partner_id, label, token, secret_encrypted) VALUES ($1, 'old', $2, $3) RETURNING id::text AS id",
      [u.partnerId, `pk_${crypto.randomBytes(9).toString('hex')}`, t.ctx.box.seal('sk_x')],
    );
    const refused = { error: 'two_factor_required', message: TWO_FACTOR_DISABLED_MESSAGE };

    const put = await call('PUT', `/api-portal/webhook/${w!.id}`, u.token, moved);
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual(refused);
    // changing the event types alone is a webhook change too
    const types = await call('PUT', `/api-portal/webhook/${w!.id}/event-types`, u.token, { eventTypes: ['CARD_CREATED'] });
    expect(types.statusCode).toBe(403);
    expect(types.json()).toEqual(refused);
    expect((await call('DELETE', `/api-portal/webhook/${w!.id}`, u.token)).json()).toEqual(refused);
    const done = await delivery(u.partnerId, w!.id, 'SUCCEEDED');
    expect((await resend(u.token, w!.id, done)).json()).toEqual(refused);
    expect(await statusOf(done)).toBe('SUCCEEDED');
    expect((await call('DELETE', `/api-portal/user/secrets/${s!.id}`, u.token)).json()).toEqual(refused);

    // nothing changed
    const [after] = await t.ctx.db.query<{ url: string; event_types: string[] }>('SELECT url, event_types FROM webhooks WHERE id = $1', [
      w!.id,
    ]);
    expect(after!.url).toBe(hook.url);
    expect(after!.event_types).toEqual([]);
    expect((await t.ctx.db.query('SELECT 1 FROM api_secrets WHERE id = $1 AND deleted_at IS NULL', [s!.id])).length).toBe(1);

    // a failed delivery is sent again as before: no replay of history
    const failed = await delivery(u.partnerId, w!.id, 'FAILED');
    expect((await resend(u.token, w!.id, failed)).statusCode).toBe(200);
    // reading stays open
    expect((await call('GET', `/api-portal/webhook/${w!.id}`, u.token)).statusCode).toBe(200);
  });

  it('with two-factor on: PUT, DELETE, replay and secret deletion need a fresh code', async () => {
    const u = await freshPartner('aurora');
    await enable(u);
    const w = (await call('POST', '/api-portal/webhook', u.token, hook)).json() as { uuid: string };
    const s = (await call('POST', '/api-portal/user/secrets', u.token, { label: 'k' })).json() as { id: string };
    stale();
    expectStepUp(await call('PUT', `/api-portal/webhook/${w.uuid}`, u.token, moved));
    expectStepUp(await call('PUT', `/api-portal/webhook/${w.uuid}/event-types`, u.token, { eventTypes: ['CARD_CREATED'] }));
    const done = await delivery(u.partnerId, w.uuid, 'SUCCEEDED');
    expectStepUp(await resend(u.token, w.uuid, done));
    expect(await statusOf(done)).toBe('SUCCEEDED');
    expectStepUp(await call('DELETE', `/api-portal/user/secrets/${s.id}`, u.token));
    expectStepUp(await call('DELETE', `/api-portal/webhook/${w.uuid}`, u.token));
  });
});

describe('step-up', () => {
  it('missing → 403 step_up_required → code → the action goes through; 5 minutes later it is asked again', async () => {
    const u = await freshPartner('laguna');
    const { secret } = await enable(u);
    // enrolling just now counts as a code entered in this session
    expect((await call('POST', '/api-portal/user/secrets', u.token, { label: 'fresh' })).statusCode).toBe(200);

    stale();
    const asked = await call('POST', '/api-portal/user/secrets', u.token, { label: 'needs code' });
    expectStepUp(asked);
    expect(asked.json()).toEqual({ error: 'step_up_required', message: expect.any(String) });
    expect((await call('GET', '/api-portal/user/secrets', u.token)).json().count).toBe(1);

    const wrong = await call('POST', TWO_FACTOR_API.stepUp.path, u.token, {
      code: (await codeFor(secret)) === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(417);
    expect(wrong.json()).toMatchObject({ error: 'two_factor_code_invalid', error_param: 'code' });

    const ok = await call('POST', TWO_FACTOR_API.stepUp.path, u.token, { code: await codeFor(secret) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(stepUpAnswer.parse(ok.json()).stepUpUntil).toBe(new Date(clock + STEP_UP.windowMs).toISOString());
    const made = await call('POST', '/api-portal/user/secrets', u.token, { label: 'needs code' });
    expect(made.statusCode, made.body).toBe(200);

    // within the 5 minutes every sensitive action goes through without a new code
    advance(4 * 60_000);
    const w = await call('POST', '/api-portal/webhook', u.token, hook);
    expect(w.statusCode, w.body).toBe(200);
    expect((await call('PUT', `/api-portal/webhook/${w.json().uuid}`, u.token, moved)).statusCode).toBe(200);
    expect((await call('DELETE', `/api-portal/user/secrets/${made.json().id}`, u.token)).statusCode).toBe(200);

    // then it is required again
    advance(60_000 + 1000);
    expectStepUp(await call('DELETE', `/api-portal/webhook/${w.json().uuid}`, u.token));
  });

  it('belongs to the session: another session of the same user is asked for its own code', async () => {
    const u = await freshPartner('laguna');
    const { secret } = await enable(u);
    advance(30_000);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api-portal/auth/login',
      payload: { email: u.email, password: u.password, code: await codeFor(secret) },
    });
    expect(other.statusCode, other.body).toBe(200);
    stale();
    advance(30_000);
    const ok = await call('POST', TWO_FACTOR_API.stepUp.path, u.token, { code: await codeFor(secret) });
    expect(ok.statusCode).toBe(200);
    expect((await call('POST', '/api-portal/user/secrets', u.token, { label: 'a' })).statusCode).toBe(200);
    expectStepUp(await call('POST', '/api-portal/user/secrets', other.json().token, { label: 'b' }));
  });

  it('signing in with a code counts as step-up; a recovery code works once', async () => {
    const u = await freshPartner('laguna');
    const { secret, recoveryCodes } = await enable(u);
    stale();
    const r = await t.app.inject({
      method: 'POST',
      url: '/api-portal/auth/login',
      payload: { email: u.email, password: u.password, code: await codeFor(secret) },
    });
    expect((await call('POST', '/api-portal/user/secrets', r.json().token, { label: 'just signed in' })).statusCode).toBe(200);
    stale();
    expect((await call('POST', TWO_FACTOR_API.stepUp.path, u.token, { code: recoveryCodes[0] })).statusCode).toBe(200);
    stale();
    expect((await call('POST', TWO_FACTOR_API.stepUp.path, u.token, { code: recoveryCodes[0] })).json().error).toBe(
      'recovery_code_invalid',
    );
  });

  it('without two-factor asks for the password: re-pointing, revealing, recovering, inviting wait for it', async () => {
    const u = await freshPartner('laguna');
    // signing in with the password is the session's first step-up
    const w = await call('POST', '/api-portal/webhook', u.token, hook);
    expect(w.statusCode, w.body).toBe(200);
    const id = w.json().uuid as string;
    stale();
    expectStepUp(await call('PUT', `/api-portal/webhook/${id}`, u.token, moved));
    expectStepUp(await call('POST', `/api-portal/webhook/${id}/secret/reveal`, u.token));
    expectStepUp(await call('POST', `/api-portal/webhook/${id}/recover`, u.token, { since: '2030-01-01T00:00:00Z' }));
    const invite = { email: `adm-${crypto.randomBytes(3).toString('hex')}@partner.test`, role: 'ADMIN' };
    const asked = await call('POST', '/api-portal/user/team-member', u.token, invite);
    expectStepUp(asked);
    expect(asked.json().message).toMatch(/password/);
    expect((await t.ctx.db.query('SELECT url FROM webhooks WHERE id = $1', [id]))[0]).toEqual({ url: hook.url });

    // a code is no use without two-factor, a wrong password is refused (and never echoed)
    const noPassword = await call('POST', TWO_FACTOR_API.stepUp.path, u.token, { code: '123456' });
    expect(noPassword.statusCode).toBe(417);
    expect(noPassword.json()).toMatchObject({ error: 'validation_error', error_param: 'password' });
    const wrong = await call('POST', TWO_FACTOR_API.stepUp.path, u.token, { password: 'Not@ThePassword1' });
    expect(wrong.json()).toMatchObject({ error: 'invalid', error_param: 'password' });
    expect(wrong.body).not.toContain('Not@ThePassword1');
    const ok = await call('POST', TWO_FACTOR_API.stepUp.path, u.token, { password: u.password });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(stepUpAnswer.parse(ok.json()).stepUpUntil).toBe(new Date(clock + STEP_UP.windowMs).toISOString());
    expect((await call('PUT', `/api-portal/webhook/${id}`, u.token, moved)).statusCode).toBe(200);
    expect((await call('POST', `/api-portal/webhook/${id}/secret/reveal`, u.token)).statusCode).toBe(200);
    expect((await call('POST', '/api-portal/user/team-member', u.token, invite)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: TWO_FACTOR_API.stepUp.path, payload: { password: u.password } })).statusCode).toBe(
      401,
    );
  });

  it('with two-factor on: inviting, removing and role changes need a code, and a password does not do instead', async () => {
    const u = await freshPartner('laguna');
    const { secret } = await enable(u);
    const dev = await joinAsDeveloper(t, u.token, `dev-${crypto.randomBytes(3).toString('hex')}@partner.test`);
    stale();
    const invited = await call('POST', '/api-portal/user/team-member', u.token, { email: `a-${n}@partner.test`, role: 'ADMIN' });
    expectStepUp(invited);
    expect(invited.body).not.toContain('signup');
    expectStepUp(await call('PUT', `/api-portal/user/team-member/role/${dev.memberId}`, u.token, { role: 'ADMIN' }));
    expectStepUp(await call('GET', `/api-portal/user/team-member/revoke/${dev.memberId}`, u.token));
    const password = await call('POST', TWO_FACTOR_API.stepUp.path, u.token, { password: u.password });
    expect(password.json()).toMatchObject({ error: 'two_factor_required', error_param: 'code' });
    expect((await call('POST', TWO_FACTOR_API.stepUp.path, u.token, { code: await codeFor(secret) })).statusCode).toBe(200);
    const role = await call('PUT', `/api-portal/user/team-member/role/${dev.memberId}`, u.token, { role: 'ADMIN' });
    expect(role.statusCode, role.body).toBe(200);
  });

  it('in production a brand without twoFactorActions guards keys, webhooks and team; elsewhere nothing', () => {
    expect(loadBrands(undefined, undefined, true).get('aurora').twoFactorActions).toEqual(['secrets', 'webhooks', 'team']);
    expect(loadBrands(undefined, undefined, true).get('laguna').twoFactorActions).toEqual(['secrets', 'webhooks', 'team']);
    expect(loadBrands().get('aurora').twoFactorActions).toEqual([]);
  });

  it('lasts STEP_UP_WINDOW_SECONDS where the deployment sets it (default 5 minutes, bounds from the contract)', async () => {
    expect(loadEnv({}).STEP_UP_WINDOW_SECONDS * 1000).toBe(STEP_UP.windowMs);
    for (const bad of [String(STEP_UP.windowSeconds.min - 1), String(STEP_UP.windowSeconds.max + 1), '1.5', 'soon'])
      expect(() => loadEnv({ STEP_UP_WINDOW_SECONDS: bad }), bad).toThrow(/STEP_UP_WINDOW_SECONDS/);
    const short = await buildTestApp({ seed: false, env: { STEP_UP_WINDOW_SECONDS: '60' } });
    try {
      let now = Date.UTC(2030, 2, 1, 9, 0, 0);
      short.setNow(new Date(now));
      const email = `su-short-${crypto.randomBytes(3).toString('hex')}@partner.test`;
      const password = 'Step@Up12345';
      await createPartner(short.ctx.db, { email, password, company: 'Step Up Short S.r.l.', agent: 'laguna' });
      const token = await short.login(email, password);
      const on = (method: Method, url: string, payload?: object) => short.app.inject({ method, url, headers: auth(token), payload });
      const started = twoFactorEnrolment.parse((await on('POST', TWO_FACTOR_API.start.path, { password })).json());
      const code = () => generate({ secret: started.secret, epoch: Math.floor(now / 1000) });
      const confirmed = await on('POST', TWO_FACTOR_API.confirm.path, { code: await code() });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      now += 59_000;
      short.setNow(new Date(now));
      expect((await on('POST', '/api-portal/user/secrets', { label: 'within the minute' })).statusCode).toBe(200);
      now += 2_000;
      short.setNow(new Date(now));
      expectStepUp(await on('POST', '/api-portal/user/secrets', { label: 'after it' }));
      const ok = await on('POST', TWO_FACTOR_API.stepUp.path, { code: await code() });
      expect(stepUpAnswer.parse(ok.json()).stepUpUntil).toBe(new Date(now + 60_000).toISOString());
    } finally {
      await short.close();
    }
  });
});
