import crypto from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  STEP_UP,
  TWO_FACTOR_API,
  WEBHOOK_HEADERS,
  WEBHOOK_SECRET_API,
  WEBHOOK_SECRET_MIN,
  pathOf,
  twoFactorEnrolment,
  webhook,
  webhookSecretAnswer,
} from '@portal/contract';
import { createPartner } from '../src/modules/console/console-partners.repository';
import { DEMO, auth, buildTestApp, type TestApp } from './helpers/build';
import { joinAsDeveloper } from './helpers/members';
import { Receiver, verifySignature, type Received } from './helpers/webhook-receiver';

// Secret reveal and roll: a real receiver on 127.0.0.1 checks both signatures during the
// overlap and only the new one after it; the injectable clock moves past the overlap.
let t: TestApp;
let demo = '';
let clock = Date.UTC(2030, 4, 1, 9, 0, 0);
const HOUR = 3_600_000;
const receivers: Receiver[] = [];
/** Moves the clock; signs in again, since a session ends 12 hours after sign-in whatever the clock does. */
const set = async (ms: number) => {
  clock = ms;
  t.setNow(new Date(clock));
  if (demo) demo = await t.login(DEMO.email, DEMO.password);
};

beforeAll(async () => {
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
  await set(clock);
  demo = await t.login(DEMO.email, DEMO.password);
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.down()));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token = demo) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const reveal = (id: string, token = demo) => call('POST', pathOf(WEBHOOK_SECRET_API.reveal, { id }), undefined, token);
const roll = (id: string, body: unknown, token = demo) => call('POST', pathOf(WEBHOOK_SECRET_API.roll, { id }), body, token);

async function addWebhook(url: string, secret: string, token = demo) {
  const r = await call('POST', '/api-portal/webhook', { url, secret }, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().uuid as string;
}
/** A WEBHOOK_TEST delivery to the webhook; answers the request the receiver got. */
async function delivered(id: string, r: Receiver): Promise<Received> {
  const before = r.got.length;
  expect((await call('POST', `/api-portal/webhook/${id}/test`)).statusCode).toBe(200);
  t.app.webhookWorker.nudge();
  await r.waitFor((g) => g.length > before);
  return r.got.at(-1)!;
}
const previousSig = (g: Received) => g.headers[WEBHOOK_HEADERS.signaturePrevious] as string | undefined;

describe('webhook secret', () => {
  it('rolls to a generated secret: both signatures verify during the overlap, only the new one after; the list stays masked', async () => {
    const r = await Receiver.start();
    receivers.push(r);
    const old = 'whsec_old_secret_0123456789abcdef';
    const id = await addWebhook(r.url, old);

    const before = await delivered(id, r);
    expect(verifySignature(old, before)).toBe(true);
    expect(previousSig(before)).toBeUndefined();

    const rolled = await roll(id, {});
    expect(rolled.statusCode, rolled.body).toBe(200);
    const answer = webhookSecretAnswer.parse(rolled.json());
    expect(answer.secret.length).toBeGreaterThanOrEqual(WEBHOOK_SECRET_MIN);
    expect(answer.secret).not.toBe(old);
    expect(answer.previousSecretUntil).toBe(new Date(clock + 24 * HOUR).toISOString());
    // shown once: the list and the webhook keep it masked
    const listed = (await call('GET', '/api-portal/webhook')).json().list.find((w: { uuid: string }) => w.uuid === id);
    expect(webhook.parse(listed)).toMatchObject({ secret: `${'*'.repeat(12)}${answer.secret.slice(-4)}` });
    expect(listed.previousSecretUntil).toBe(answer.previousSecretUntil);
    expect(JSON.stringify(listed)).not.toContain(answer.secret);

    await set(clock + 23 * HOUR);
    const during = await delivered(id, r);
    expect(verifySignature(answer.secret, during)).toBe(true);
    expect(verifySignature(old, { ...during, sig: previousSig(during)! })).toBe(true);
    expect(verifySignature(old, during)).toBe(false);
    // a test event of a catalogue type is signed like a real delivery: both signatures during the overlap
    const seen = r.got.length;
    expect((await call('POST', `/api-portal/webhook/${id}/test-event`, { type: 'CARD_CREATED' })).statusCode).toBe(200);
    await r.waitFor((g) => g.length > seen);
    const tested = r.got.at(-1)!;
    expect(verifySignature(answer.secret, tested)).toBe(true);
    expect(verifySignature(old, { ...tested, sig: previousSig(tested)! })).toBe(true);

    await set(clock + 1 * HOUR + 1000);
    const after = await delivered(id, r);
    expect(verifySignature(answer.secret, after)).toBe(true);
    expect(previousSig(after)).toBeUndefined();

    // the audit log names both actions, never the secret
    const audit = await t.ctx.db.query<{ action: string; changes: unknown }>(
      "SELECT action, changes FROM audit_log WHERE target = $1 AND action LIKE 'webhook.secret%'",
      [id],
    );
    expect(audit.map((a) => a.action)).toEqual(['webhook.secret_rolled']);
    expect(JSON.stringify(audit)).not.toContain(answer.secret);
  });

  it('reveals the current secret; an overlap of 0 drops the old one at once; the overlap is bounded (417 naming it)', async () => {
    const r = await Receiver.start();
    receivers.push(r);
    const id = await addWebhook(r.url, 'whsec_reveal_me_0123456789abcdef');
    expect(webhookSecretAnswer.parse((await reveal(id)).json())).toEqual({
      secret: 'whsec_reveal_me_0123456789abcdef',
      previousSecretUntil: null,
    });

    const tooLong = await roll(id, { overlapHours: 169 });
    expect(tooLong.statusCode).toBe(417);
    expect(tooLong.json()).toMatchObject({ error_param: 'overlapHours' });
    expect((await roll(id, { overlapHours: 1.5 })).statusCode).toBe(417);

    const now = webhookSecretAnswer.parse((await roll(id, { overlapHours: 0 })).json());
    expect(now.previousSecretUntil).toBeNull();
    expect((await reveal(id)).json().secret).toBe(now.secret);
    const got = await delivered(id, r);
    expect(verifySignature(now.secret, got)).toBe(true);
    expect(previousSig(got)).toBeUndefined();
    // a second roll within an overlap keeps only the secret it replaces
    const a = webhookSecretAnswer.parse((await roll(id, { overlapHours: 2 })).json());
    const b = webhookSecretAnswer.parse((await roll(id, { overlapHours: 2 })).json());
    const both = await delivered(id, r);
    expect(verifySignature(b.secret, both)).toBe(true);
    expect(verifySignature(a.secret, { ...both, sig: previousSig(both)! })).toBe(true);
    // saving a secret by hand ends any overlap
    expect((await call('PUT', `/api-portal/webhook/${id}`, { url: r.url, secret: 'whsec_typed_by_hand_0123456789' })).statusCode).toBe(200);
    const typed = await delivered(id, r);
    expect(verifySignature('whsec_typed_by_hand_0123456789', typed)).toBe(true);
    expect(previousSig(typed)).toBeUndefined();
    // another partner's webhook is not found
    const other = await t.login('other@partner.test', 'Other@Partner1');
    expect((await reveal(id, other)).statusCode).toBe(404);
    expect((await roll(id, {}, other)).statusCode).toBe(404);
  });

  it('is for Owner and Admin only, and needs step-up when two-factor is on', async () => {
    const id = await addWebhook('http://127.0.0.1:9/hook', 'whsec_roles_check_0123456789abcdef');
    const dev = await joinAsDeveloper(t, demo, `secret-dev-${crypto.randomBytes(3).toString('hex')}@example.com`);
    for (const r of [await reveal(id, dev.token), await roll(id, {}, dev.token)]) {
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ error: 'forbidden', permission: 'webhooks.secret' });
    }

    const email = `secret-2fa-${crypto.randomBytes(3).toString('hex')}@partner.test`;
    const password = 'Step@Up12345';
    await createPartner(t.ctx.db, { email, password, company: 'Secret 2FA S.r.l.', agent: 'laguna' });
    const token = await t.login(email, password);
    const hook = await addWebhook('http://127.0.0.1:9/hook', 'whsec_stepup_check_0123456789abcd', token);
    const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) });
    const started = twoFactorEnrolment.parse((await call('POST', TWO_FACTOR_API.start.path, { password }, token)).json());
    expect((await call('POST', TWO_FACTOR_API.confirm.path, { code: await codeFor(started.secret) }, token)).statusCode).toBe(200);
    await set(clock + STEP_UP.windowMs + 60_000);
    for (const r of [await reveal(hook, token), await roll(hook, {}, token)]) expect(r.json()).toMatchObject({ error: 'step_up_required' });
    expect((await call('POST', TWO_FACTOR_API.stepUp.path, { code: await codeFor(started.secret) }, token)).statusCode).toBe(200);
    expect((await reveal(hook, token)).json().secret).toBe('whsec_stepup_check_0123456789abcd');
    const rolled = await roll(hook, { overlapHours: 1 }, token);
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(webhookSecretAnswer.parse(rolled.json()).previousSecretUntil).toBe(new Date(clock + HOUR).toISOString());
  });
});
