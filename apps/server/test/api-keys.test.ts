import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, auth, buildTestApp, type TestApp, NO_IDLE_LIMIT } from './helpers/build';
import { joinAsDeveloper } from './helpers/members';
import { newKey, signedCall, type ApiKey } from './helpers/signed';
import { sendExpiryNotices } from '../src/modules/secrets/secrets.notices';
import { recordExpiredKeys } from '../src/modules/secrets/secrets.events';

/*
 * API keys: who created a key and what disabling that member does (hole 1), scopes, expiry
 * and its notices, roll with an overlap, IP allowlists (IPv4, IPv6, CIDR, behind a trusted proxy),
 * last use, and the request log naming every refusal. Every check is a real signed call.
 */

const PROXY = '10.9.0.1';
let t: TestApp;
let owner: string;
let ownerId: string;
const start = new Date();
let now = start;
const at = (ms: number) => {
  now = new Date(start.getTime() + ms);
  t.setNow(now);
};
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await buildTestApp({ env: { TRUST_PROXY: `${PROXY}, 10.8.0.0/16`, ...NO_IDLE_LIMIT } });
  t.setNow(now);
  owner = await t.login(DEMO.email, DEMO.password);
  ownerId = (await t.ctx.db.query<{ id: string }>('SELECT id::text FROM users WHERE email = $1', [DEMO.email]))[0]!.id;
});
afterAll(() => t.close());

interface Listed {
  id: string;
  label: string;
  createdBy: { id: string; email: string } | null;
  access: string;
  scopes: string[];
  expiresDate: string | null;
  allowedIps: string[];
  lastUsedDate: string | null;
  lastUsedIp: string | null;
  previousExpiresDate: string | null;
}
const SECRETS = '/api-portal/user/secrets';
const list = async (token = owner) =>
  ((await t.app.inject({ method: 'GET', url: SECRETS, headers: auth(token) })).json() as { list: Listed[] }).list;
const listed = async (id: string) => (await list()).find((k) => k.id === id);
const create = (payload: object, token = owner) => t.app.inject({ method: 'POST', url: SECRETS, headers: auth(token), payload });
const roll = (id: string, overlap: string) =>
  t.app.inject({ method: 'POST', url: `${SECRETS}/${id}/roll`, headers: auth(owner), payload: { overlap } });

const read = (key: ApiKey, o: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  signedCall(t, key, 'GET', `/partner/v1/clients?take=1&n=${Math.random()}`, undefined, o);
let seq = 0;
const write = (key: ApiKey) =>
  signedCall(t, key, 'POST', '/partner/v1/clients', {
    type: 'EXTERNAL_INDIVIDUAL',
    email: `key-${++seq}@example.com`,
    firstName: 'Key',
    lastName: 'Test',
  });
const inbox = (userId: string) =>
  t.ctx.db.query<{ title: string; message_html: string }>(
    `SELECT t.title, m.message_html FROM tickets t JOIN ticket_messages m ON m.ticket_id = t.id
      WHERE t.user_id = $1 AND t.incident_type = 'NOTIFICATION' ORDER BY t.created_at DESC, t.id DESC`,
    [userId],
  );
const requestLog = async () => {
  await t.app.requestLog.flush();
  const r = await t.app.inject({ method: 'GET', url: '/api-portal/partner-api/requests?take=100', headers: auth(owner) });
  return (r.json() as { list: Array<{ status: number; error: string | null; reason: string | null; token: string | null }> }).list;
};

/** A developer joins and rolls a key the owner created: answers the developer, the owner's pair and the rolled one. */
async function rolledByDeveloper(email: string, overlap: string) {
  const dev = await joinAsDeveloper(t, owner, email);
  const mine = await newKey(t, owner, `Owner's key of ${email}`);
  const rolled = await t.app.inject({ method: 'POST', url: `${SECRETS}/${mine.id}/roll`, headers: auth(dev.token), payload: { overlap } });
  expect(rolled.statusCode).toBe(200);
  const key: ApiKey = { id: rolled.json().id, token: rolled.json().token, secret: rolled.json().secret };
  return { dev, mine, key };
}

describe('hole 1: a disabled member’s keys stop working', () => {
  it('revokes the keys a developer created when the owner disables it, in the same transaction, and tells the owner', async () => {
    const dev = await joinAsDeveloper(t, owner, 'keys-dev1@example.com');
    const key = await newKey(t, dev.token, 'Dev CI key');
    expect((await write(key)).statusCode).toBe(201);
    expect(await listed(key.id)).toMatchObject({ createdBy: { id: dev.userId, email: 'keys-dev1@example.com' } });

    const off = await t.app.inject({ method: 'GET', url: `/api-portal/user/team-member/revoke/${dev.userId}`, headers: auth(owner) });
    expect(off.json()).toMatchObject({ state: 'DISABLED' });

    const refused = await write(key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'secret_deleted' });
    expect(refused.json().message).toContain('member who created it was disabled');
    expect(await listed(key.id)).toBeUndefined();
    const notice = (await inbox(ownerId)).find((n) => n.message_html.includes(key.token));
    expect(notice!.title).toBe('API keys revoked');
    expect(notice!.message_html).toContain('keys-dev1@example.com');
    expect(notice!.message_html).toContain('Dev CI key');
    expect(notice!.message_html).toContain(key.token);
    expect(notice!.message_html).not.toContain(key.secret);
  });

  it('hands the keys to the owner instead when asked: they keep working and the owner is their creator', async () => {
    const dev = await joinAsDeveloper(t, owner, 'keys-dev2@example.com');
    const key = await newKey(t, dev.token, 'Kept key');
    const off = await t.app.inject({
      method: 'POST',
      url: '/api-portal/user/team-member/delete',
      headers: auth(owner),
      payload: { developerId: dev.userId, email: 'keys-dev2@example.com', keys: 'hand_over' },
    });
    expect(off.json()).toMatchObject({ state: 'DISABLED' });
    expect((await write(key)).statusCode).toBe(201);
    expect(await listed(key.id)).toMatchObject({ createdBy: { id: ownerId, email: DEMO.email } });
    const notice = (await inbox(ownerId)).find((n) => n.message_html.includes(key.token));
    expect(notice!.title).toBe('API keys handed to you');
    expect(notice!.message_html).toContain('Kept key');
  });

  it('revokes a key a developer rolled when it is disabled, though the owner created it: the developer saw the new secret', async () => {
    const { dev, mine, key } = await rolledByDeveloper('keys-roller@example.com', '1h');
    const trigger = (pair: ApiKey) => signedCall(t, pair, 'POST', '/partner/v1/events/trigger', { type: 'CARD_CREATED' });
    expect((await read(key)).statusCode).toBe(200);
    expect((await trigger(key)).statusCode).toBe(201);
    expect((await read(mine)).statusCode).toBe(200);

    const off = await t.app.inject({ method: 'GET', url: `/api-portal/user/team-member/revoke/${dev.userId}`, headers: auth(owner) });
    expect(off.json()).toMatchObject({ state: 'DISABLED' });
    for (const pair of [key, mine]) {
      const listing = await read(pair);
      expect(listing.statusCode).toBe(401);
      expect(listing.json()).toMatchObject({ error: 'secret_deleted' });
      expect((await trigger(pair)).statusCode).toBe(401);
    }
    expect(await listed(key.id)).toBeUndefined();
    expect((await inbox(ownerId)).find((n) => n.message_html.includes(key.token))!.title).toBe('API keys revoked');
  });

  it('revokes a key a developer rolled when it is removed (the default choice), though the owner created it', async () => {
    const { dev, mine, key } = await rolledByDeveloper('keys-roller3@example.com', '1h');
    expect((await read(key)).statusCode).toBe(200);
    const payload = { developerId: dev.userId, email: 'keys-roller3@example.com' };
    const off = await t.app.inject({ method: 'POST', url: '/api-portal/user/team-member/delete', headers: auth(owner), payload });
    expect(off.json()).toMatchObject({ state: 'DISABLED' });
    for (const pair of [key, mine]) expect((await read(pair)).json()).toMatchObject({ error: 'secret_deleted' });
  });

  it("hands a rolled key over with its roller: the owner keeps it working and the key is nobody else's", async () => {
    const { dev, key } = await rolledByDeveloper('keys-roller2@example.com', 'now');
    const payload = { developerId: dev.userId, email: 'keys-roller2@example.com', keys: 'hand_over' };
    await t.app.inject({ method: 'POST', url: '/api-portal/user/team-member/delete', headers: auth(owner), payload });
    expect((await read(key)).statusCode).toBe(200);
    expect(await listed(key.id)).toMatchObject({ createdBy: { id: ownerId } });
  });

  it('refuses a key whose creator is disabled by any other way (defence in depth): 403 creator_disabled, in the request log', async () => {
    const dev = await joinAsDeveloper(t, owner, 'keys-dev3@example.com');
    const key = await newKey(t, dev.token, 'Creator key');
    expect((await read(key)).statusCode).toBe(200);
    await t.ctx.db.query('UPDATE users SET disabled = true WHERE id = $1', [dev.userId]);
    const r = await read(key);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ error: 'creator_disabled' });
    expect((await requestLog()).find((e) => e.token === key.token && e.status === 403)).toMatchObject({ error: 'creator_disabled' });
  });
});

describe('creator', () => {
  it('the seeded demo key and every key made before this record belong to the owner', async () => {
    expect((await list()).find((k) => k.label === 'Demo key')).toMatchObject({ createdBy: { id: ownerId, email: DEMO.email } });
  });
});

describe('scopes', () => {
  it('a read-only key reads and is refused writes with 403 scope_denied naming the scope', async () => {
    const key = await newKey(t, owner, 'read only', { access: 'READ_ONLY' });
    expect((await read(key)).statusCode).toBe(200);
    const r = await write(key);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ error: 'scope_denied', message: 'this API key lacks the scope clients:write' });
    expect(await listed(key.id)).toMatchObject({ access: 'READ_ONLY', scopes: [] });
  });

  it('a restricted key makes only the calls of its scopes; a write scope includes reading the resource', async () => {
    const key = await newKey(t, owner, 'clients only', { access: 'RESTRICTED', scopes: ['clients:write'] });
    expect((await write(key)).statusCode).toBe(201);
    expect((await read(key)).statusCode).toBe(200);
    const r = await signedCall(t, key, 'GET', '/partner/v1/transactions?walletId=1');
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toContain('transactions:read');
    const log = await requestLog();
    expect(log.find((e) => e.token === key.token && e.status === 403)).toMatchObject({ error: 'scope_denied' });
  });

  it('a restricted key needs one scope or more: 417 naming scopes; an unknown scope is refused too', async () => {
    const none = await create({ label: 'x', access: 'RESTRICTED', scopes: [] });
    expect(none.statusCode).toBe(417);
    expect(none.json().error_param).toBe('scopes');
    expect((await create({ label: 'x', access: 'RESTRICTED', scopes: ['money:print'] })).statusCode).toBe(417);
  });

  it('scopes without RESTRICTED access are refused (417 naming scopes), never widened to a full key', async () => {
    const before = (await list()).length;
    for (const access of [undefined, 'FULL', 'READ_ONLY']) {
      const r = await create({ label: 'least privilege', scopes: ['clients:read'], ...(access ? { access } : {}) });
      expect(r.statusCode).toBe(417);
      expect(r.json()).toMatchObject({ error_param: 'scopes' });
    }
    expect((await list()).length).toBe(before);
  });
});

describe('expiry', () => {
  it('an expired key answers 401 key_expired; the date must be in the future', async () => {
    at(0);
    const key = await newKey(t, owner, 'short lived', { expiresDate: new Date(now.getTime() + 2 * HOUR).toISOString() });
    expect((await read(key)).statusCode).toBe(200);
    at(2 * HOUR + 1000);
    const r = await read(key);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ error: 'key_expired' });
    expect((await requestLog()).find((e) => e.token === key.token && e.status === 401)).toMatchObject({ error: 'key_expired' });
    // two hours after signing in, creating a key asks for the password again (step-up)
    expect((await create({ label: 'late' })).json()).toMatchObject({ error: 'step_up_required' });
    const stepUp = {
      method: 'POST' as const,
      url: '/api-portal/two-factor/step-up',
      headers: auth(owner),
      payload: { password: DEMO.password },
    };
    expect((await t.app.inject(stepUp)).statusCode).toBe(200);
    const past = await create({ label: 'past', expiresDate: new Date(now.getTime() - 1000).toISOString() });
    expect(past.statusCode).toBe(417);
    expect(past.json().error_param).toBe('expiresDate');
    at(0);
  });

  it('the owner and the creator get an inbox notice and an e-mail 7 days and 1 day before, each once (controllable clock)', async () => {
    at(0);
    const dev = await joinAsDeveloper(t, owner, 'keys-dev4@example.com');
    const key = await newKey(t, dev.token, 'Expiring key', { expiresDate: new Date(now.getTime() + 10 * DAY).toISOString() });
    const notices = async (userId: string) => (await inbox(userId)).filter((n) => n.message_html.includes(key.token));
    const mails = async (to: string) =>
      (
        await t.ctx.db.query<{ subject: string; text_body: string }>('SELECT subject, text_body FROM mails WHERE to_address = $1', [to])
      ).filter((m) => m.text_body.includes(key.token));

    await sendExpiryNotices(t.ctx);
    expect(await notices(ownerId)).toHaveLength(0);
    at(3 * DAY + HOUR); // 7 days minus an hour before
    await sendExpiryNotices(t.ctx);
    await sendExpiryNotices(t.ctx);
    expect(await notices(ownerId)).toHaveLength(1);
    expect(await notices(dev.userId)).toHaveLength(1);
    expect(await mails(DEMO.email)).toHaveLength(1);
    expect((await mails('keys-dev4@example.com'))[0]!.subject).toContain('expires soon');
    at(9 * DAY + HOUR); // 1 day minus an hour before
    await sendExpiryNotices(t.ctx);
    await sendExpiryNotices(t.ctx);
    expect(await notices(ownerId)).toHaveLength(2);
    expect(await mails('keys-dev4@example.com')).toHaveLength(2);
    at(11 * DAY);
    await sendExpiryNotices(t.ctx);
    expect(await notices(ownerId)).toHaveLength(2);
    at(0);
  });

  it('a key expiring within a day gets only the 1-day notice', async () => {
    at(0);
    const key = await newKey(t, owner, 'Soon', { expiresDate: new Date(now.getTime() + 20 * HOUR).toISOString() });
    await sendExpiryNotices(t.ctx);
    await sendExpiryNotices(t.ctx);
    expect((await inbox(ownerId)).filter((n) => n.message_html.includes(key.token))).toHaveLength(1);
  });
});

describe('roll', () => {
  it('a new pair replaces the key; the old pair works until the overlap ends, then answers key_expired', async () => {
    at(0);
    const old = await newKey(t, owner, 'rolled', { access: 'READ_ONLY', allowedIps: ['127.0.0.1'] });
    const r = await roll(old.id, '1h');
    expect(r.statusCode).toBe(200);
    const fresh = r.json() as ApiKey & Listed;
    expect(fresh.secret).toMatch(/^live_sk_[\w-]{43}$/);
    expect(fresh.token).not.toBe(old.token);
    expect(fresh).toMatchObject({ label: 'rolled', access: 'READ_ONLY', allowedIps: ['127.0.0.1'] });
    expect(fresh.previousExpiresDate).toBe(new Date(now.getTime() + HOUR).toISOString());
    expect((await list()).filter((k) => k.label === 'rolled')).toHaveLength(1);

    expect((await read(old)).statusCode).toBe(200);
    expect((await read(fresh)).statusCode).toBe(200);
    at(HOUR + 1000);
    const late = await read(old);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ error: 'key_expired' });
    expect(late.json().message).toContain('replaced by a roll');
    expect((await read(fresh)).statusCode).toBe(200);
    expect((await listed(fresh.id))!.previousExpiresDate).toBeNull();
    at(0);
  });

  it('overlap "now" ends the old pair at once; deleting the key ends every pair; a replaced key cannot be rolled', async () => {
    at(0);
    const old = await newKey(t, owner, 'rolled now');
    const fresh = (await roll(old.id, 'now')).json() as ApiKey;
    expect((await read(old)).json()).toMatchObject({ error: 'key_expired' });
    expect((await roll(old.id, '1h')).statusCode).toBe(404);
    const again = (await roll(fresh.id, '7d')).json() as ApiKey;
    expect((await read(fresh)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `${SECRETS}/${again.id}`, headers: auth(owner) })).statusCode).toBe(200);
    expect((await read(fresh)).json()).toMatchObject({ error: 'secret_deleted' });
    expect((await read(again)).json()).toMatchObject({ error: 'secret_deleted' });
    expect((await roll(old.id, 'forever')).statusCode).toBe(417);
  });
});

describe('IP allowlist', () => {
  const refusedFrom = async (key: ApiKey, remoteAddress: string, headers: Record<string, string> = {}) => {
    const r = await read(key, { remoteAddress, headers });
    if (r.statusCode === 200) return false;
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toBe('ip_not_allowed');
    return true;
  };

  it('IPv4 addresses and CIDR ranges', async () => {
    const key = await newKey(t, owner, 'v4', { allowedIps: ['203.0.113.7', '198.51.100.0/24'] });
    expect(await refusedFrom(key, '203.0.113.7')).toBe(false);
    expect(await refusedFrom(key, '198.51.100.42')).toBe(false);
    expect(await refusedFrom(key, '::ffff:198.51.100.43')).toBe(false);
    expect(await refusedFrom(key, '203.0.113.8')).toBe(true);
    expect(await refusedFrom(key, '198.51.101.1')).toBe(true);
    expect(await refusedFrom(key, '2001:db8::1')).toBe(true);
    const log = await requestLog();
    expect(log.find((e) => e.token === key.token && e.status === 403)).toMatchObject({
      error: 'ip_not_allowed',
      reason: 'calls with this API key may not come from 2001:db8::1',
    });
  });

  it('IPv6 addresses and CIDR ranges, stored in normal form', async () => {
    const key = await newKey(t, owner, 'v6', { allowedIps: ['2001:DB8:0:0::/48', '2001:db8:ffff:0:0:0:0:1'] });
    expect((await listed(key.id))!.allowedIps).toEqual(['2001:db8::/48', '2001:db8:ffff::1']);
    expect(await refusedFrom(key, '2001:db8:0:1::5')).toBe(false);
    expect(await refusedFrom(key, '2001:db8:ffff::1')).toBe(false);
    expect(await refusedFrom(key, '2001:db8:ffff::2')).toBe(true);
    expect(await refusedFrom(key, '203.0.113.7')).toBe(true);
  });

  it('refuses what is not an address or a range: 417 naming the entry', async () => {
    for (const bad of ['300.1.1.1', '10.0.0.0/33', 'example.com', '2001:db8::/129']) {
      const r = await create({ label: 'bad ip', allowedIps: ['10.0.0.1', bad] });
      expect(r.statusCode).toBe(417);
      expect(r.json().error_param).toBe('allowedIps.1');
    }
  });

  it('X-Forwarded-For counts only from a trusted proxy (TRUST_PROXY); last used shows the client address', async () => {
    const key = await newKey(t, owner, 'behind proxy', { allowedIps: ['203.0.113.7'] });
    const forged = { 'x-forwarded-for': '203.0.113.7' };
    expect(await refusedFrom(key, '192.0.2.1', forged)).toBe(true);
    expect(await refusedFrom(key, PROXY, forged)).toBe(false);
    expect(await refusedFrom(key, '10.8.3.4', forged)).toBe(false);
    expect(await refusedFrom(key, PROXY, { 'x-forwarded-for': '192.0.2.1' })).toBe(true);
    expect(await listed(key.id)).toMatchObject({ lastUsedIp: '203.0.113.7' });
    expect(Date.parse((await listed(key.id))!.lastUsedDate!)).not.toBeNaN();
  });
});

describe('audit log: first use from a new address, expiry', () => {
  const entries = async (action: string, target: string) =>
    t.ctx.db.query<{ actor_type: string; ip: string | null; changes: Record<string, unknown> }>(
      'SELECT actor_type, ip, changes FROM audit_log WHERE action = $1 AND target = $2 ORDER BY id',
      [action, target],
    );

  it('records the first call of a key from each address, once per address, with the address', async () => {
    at(0);
    const key = await newKey(t, owner, 'roaming');
    for (const remoteAddress of ['192.0.2.10', '192.0.2.10', '198.51.100.4', '192.0.2.10', '198.51.100.4']) {
      expect((await read(key, { remoteAddress })).statusCode).toBe(200);
    }
    const seen = await entries('secret.first_use', key.id);
    expect(seen.map((e) => e.changes.ip)).toEqual(['192.0.2.10', '198.51.100.4']);
    expect(seen[0]).toMatchObject({ actor_type: 'system', ip: '192.0.2.10' });
  });

  it('records each expired key once (its own expiry and the end of a roll overlap), never a live key', async () => {
    at(0);
    const short = await newKey(t, owner, 'expires', { expiresDate: new Date(now.getTime() + HOUR).toISOString() });
    const rolled = await newKey(t, owner, 'rolled away');
    expect((await roll(rolled.id, '1h')).statusCode).toBe(200);
    const live = await newKey(t, owner, 'lives on', { expiresDate: new Date(now.getTime() + 3 * HOUR).toISOString() });
    await recordExpiredKeys(t.ctx);
    expect(await entries('secret.expired', short.id)).toHaveLength(0);
    at(HOUR + 1000);
    await recordExpiredKeys(t.ctx);
    await recordExpiredKeys(t.ctx);
    expect((await entries('secret.expired', short.id)).map((e) => e.changes)).toEqual([
      { label: 'expires', expiredAt: new Date(start.getTime() + HOUR).toISOString(), rolled: false },
    ]);
    expect((await entries('secret.expired', rolled.id)).map((e) => e.changes.rolled)).toEqual([true]);
    expect(await entries('secret.expired', live.id)).toHaveLength(0);
    at(0);
  });
});

describe('OpenAPI', () => {
  it('names the scope of every partner API call and documents the 403 refusals', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/swagger.json' })).json() as {
      paths: Record<string, Record<string, { description?: string; responses: Record<string, unknown> }>>;
    };
    const ops = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/partner/v1'))
      .flatMap(([, o]) => Object.values(o));
    expect(ops.length).toBeGreaterThan(5);
    for (const op of ops) {
      expect(op.description).toMatch(/Scope: `\w+:(read|write)`/);
      expect(op.responses['403']).toBeDefined();
    }
  });
});
