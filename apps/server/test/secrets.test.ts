import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRETS_MAX } from '@portal/contract';
import { DEMO, OTHER, UNVERIFIED, auth, buildTestApp, type TestApp } from './helpers/build';
import { signedCall } from './helpers/signed';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await buildTestApp();
  session = await t.login(DEMO.email, DEMO.password);
});
afterAll(() => t.close());

const URL = '/api-portal/user/secrets';
const list = async (token = session) =>
  (await t.app.inject({ method: 'GET', url: URL, headers: auth(token) })).json() as {
    list: Array<{ id: string; label: string; token: string; secret: string; createdDate: string; lastUsedDate: string | null }>;
    count: number;
  };
const create = (label: unknown, token = session) => t.app.inject({ method: 'POST', url: URL, headers: auth(token), payload: { label } });

describe('API secrets', () => {
  it('list the seeded demo secret, masked', async () => {
    const body = await list();
    expect(body.count).toBe(1);
    // a key older than environments: live, its token as it was
    expect(body.list[0]).toMatchObject({ label: 'Demo key', lastUsedDate: null, environment: 'live' });
    expect(body.list[0].token).toMatch(/^pk_/);
    expect(body.list[0].secret).toMatch(/^sk_\*{16}[\w-]{4}$/);
  });

  it('generate a secret shown in full once, then only masked, and stored encrypted', async () => {
    const r = await create('  CI server  ');
    expect(r.statusCode).toBe(200);
    const made = r.json();
    // without x-environment the portal shows live: a live key, its environment in the token and the secret
    expect(made).toMatchObject({ label: 'CI server', lastUsedDate: null, environment: 'live' });
    expect(made.secret).toMatch(/^live_sk_[\w-]{43}$/);
    expect(made.token).toMatch(/^live_pk_[\w-]{24}$/);
    const shown = (await list()).list.find((s) => s.id === made.id)!;
    expect(shown.secret).not.toBe(made.secret);
    expect(shown.secret.endsWith(made.secret.slice(-4))).toBe(true);
    expect(shown.secret).toBe(`live_sk_${'*'.repeat(16)}${made.secret.slice(-4)}`);
    expect(shown.token).toBe(made.token);
    const [row] = await t.ctx.db.query<{ secret_encrypted: string }>('SELECT secret_encrypted FROM api_secrets WHERE id = $1', [made.id]);
    expect(row!.secret_encrypted).not.toContain(made.secret);
    expect(t.ctx.box.open(row!.secret_encrypted)).toBe(made.secret);
  });

  it('list newest first with created and last-used times; a signed call sets last used', async () => {
    const made = (await create('newest')).json();
    const first = (await list()).list[0]!;
    expect(first.id).toBe(made.id);
    expect(Date.parse(first.createdDate)).not.toBeNaN();
    expect((await signedCall(t, made, 'GET', '/partner/v1/clients?take=1')).statusCode).toBe(200);
    const used = (await list()).list.find((s) => s.id === made.id)!;
    expect(Date.parse(used.lastUsedDate!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('require a label: 417 naming the field', async () => {
    for (const label of ['', '   ', undefined, 'x'.repeat(65)]) {
      const r = await create(label);
      expect(r.statusCode).toBe(417);
      expect(r.json().error_param).toBe('label');
    }
  });

  it('delete a secret: it leaves the list; deleting again or another partner’s secret answers 404', async () => {
    const made = (await create('temporary')).json();
    const otherSession = await t.login(OTHER.email, OTHER.password);
    const foreign = await t.app.inject({ method: 'DELETE', url: `${URL}/${made.id}`, headers: auth(otherSession) });
    expect(foreign.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `${URL}/${made.id}`, headers: auth(session) });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ id: made.id, deleted: true });
    expect((await list()).list.map((s) => s.id)).not.toContain(made.id);
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${made.id}`, headers: auth(session) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/not-a-uuid`, headers: auth(session) })).statusCode).toBe(404);
  });

  it('show each partner only its own secrets', async () => {
    const otherSession = await t.login(OTHER.email, OTHER.password);
    const mine = (await list()).list.map((s) => s.token);
    const theirs = (await list(otherSession)).list.map((s) => s.token);
    expect(theirs.some((tk) => mine.includes(tk))).toBe(false);
  });

  it('need a session and a verified partner', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const unverified = await t.login(UNVERIFIED.email, UNVERIFIED.password);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: auth(unverified) })).statusCode).toBe(403);
    expect((await create('nope', unverified)).statusCode).toBe(403);
  });

  it(`refuse more than ${SECRETS_MAX} live secrets`, async () => {
    const otherSession = await t.login(OTHER.email, OTHER.password);
    const have = (await list(otherSession)).count;
    for (let i = have; i < SECRETS_MAX; i++) expect((await create(`k${i}`, otherSession)).statusCode).toBe(200);
    const over = await create('one too many', otherSession);
    expect(over.statusCode).toBe(417);
    expect(over.json().error).toBe('too_many_secrets');
  });
});
