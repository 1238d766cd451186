import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT, TWO_FACTOR_API, auditList, twoFactorEnrolment, type AuditEntry } from '@portal/contract';
import { createPartner } from '../src/modules/console/console-partners.repository';
import { runCommand } from '../src/cli/commands';
import { hashPassword } from '../src/lib/password';
import { insertDelivery } from '../src/modules/webhooks/deliveries.repository';
import { entryHash, record, verify } from '../src/modules/audit/audit';
import { pruneAuditLog } from '../src/modules/audit/audit.prune';
import { chainBatch } from '../src/modules/audit/audit.repository';
import { auditCheckpointer, checkpointsFile, newestCheckpoints } from '../src/modules/audit/audit.checkpoints';
import { auth, buildTestApp, type TestApp } from './helpers/build';

/*
 * The audit log: every listed action of a partner appears once with its actor, address and
 * user agent; the list call (filters, paging, CSV, owner only); the hash chain, which `audit verify`
 * checks and which names the first edited entry; no UPDATE or DELETE but the retention job's.
 */
let t: TestApp;
let clock = Date.UTC(2030, 5, 1, 8, 0, 0);
const advance = (ms: number) => {
  clock += ms;
  t.setNow(new Date(clock));
};
const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) });

const IP = '203.0.113.7';
const UA = 'AuditTest/1.0 (integration)';
const OWNER = { email: `owner-${crypto.randomBytes(3).toString('hex')}@audit.test`, password: 'Audit@Owner1' };
let partnerId: string;
let owner: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    remoteAddress: IP,
    headers: { 'user-agent': UA, ...(token ? auth(token) : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ok = async (p: Promise<{ statusCode: number; body: string }>) => {
  const r = await p;
  expect(r.statusCode, r.body).toBe(200);
  return r as Awaited<typeof p> & { json: () => Record<string, unknown> };
};
const entries = async (query = 'take=100', token = owner) => {
  const r = await call('GET', `/api-portal/audit?${query}`, token);
  expect(r.statusCode, r.body).toBe(200);
  return auditList.parse(r.json());
};

/** An active member of the partner (registered, approved), made directly. */
async function activeMember(email: string) {
  const [u] = await t.ctx.db.query<{ id: string }>(
    `INSERT INTO users(email, password_hash, type, email_confirmed, kyc_tier, partner_id, on_behalf_of)
     SELECT $1, $2, 'EMPLOYEE', true, 2, $3, (SELECT id FROM users WHERE partner_id = $3 AND on_behalf_of IS NULL)
     RETURNING id::text AS id`,
    [email, await hashPassword('Member@Pass1'), partnerId],
  );
  const [m] = await t.ctx.db.query<{ id: string }>(
    'INSERT INTO team_members(partner_id, email, user_id, approved) VALUES ($1, $2, $3, true) RETURNING id::text AS id',
    [partnerId, email, u!.id],
  );
  return { userId: u!.id, memberId: m!.id };
}

beforeAll(async () => {
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
  t.setNow(new Date(clock));
  partnerId = (await createPartner(t.ctx.db, { ...OWNER, company: 'Audit S.p.A.', agent: 'laguna' })).partnerId;
});
afterAll(() => t.close());

/** The actions of the list, each done once, in this order. */
const DONE: string[] = [];
let member: { userId: string; memberId: string };
let webhookId: string;

describe('every listed action appears once, with its actor and address', () => {
  it('is written by the actions themselves', async () => {
    // sign-in: a wrong password, then a success
    expect((await call('POST', '/api-portal/auth/login', null, { email: OWNER.email, password: 'Wrong@Pass1' })).statusCode).toBe(417);
    owner = (await ok(call('POST', '/api-portal/auth/login', null, OWNER))).json().token as string;
    DONE.push('sign_in.failed', 'sign_in.succeeded');

    await ok(call('POST', '/api-portal/user/change-password', owner, { oldPassword: OWNER.password, newPassword: 'Audit@Owner2' }));
    OWNER.password = 'Audit@Owner2';
    await ok(call('POST', '/api-portal/user/change-phone', owner, { newPhoneNumber: '+393471234567' }));
    DONE.push('password.changed', 'phone.changed');

    const s = (await ok(call('POST', '/api-portal/user/secrets', owner, { label: 'Audit key' }))).json();
    await ok(call('DELETE', `/api-portal/user/secrets/${s.id as string}`, owner));
    DONE.push('secret.created', 'secret.deleted');

    const w = (
      await ok(call('POST', '/api-portal/webhook', owner, { url: 'http://127.0.0.1:9/a', secret: 'hook-secret-aaaaaaaaaaaaaaaaaaaa' }))
    ).json();
    webhookId = w.uuid as string;
    await ok(
      call('PUT', `/api-portal/webhook/${webhookId}`, owner, { url: 'http://127.0.0.1:9/b', secret: 'hook-secret-bbbbbbbbbbbbbbbbbbbb' }),
    );
    const d = await insertDelivery(t.ctx.db, {
      webhookId,
      partnerId,
      eventId: crypto.randomUUID(),
      eventType: 'CLIENT_CREATED',
      body: '{}',
      now: new Date(clock),
    });
    await t.ctx.db.query("UPDATE webhook_deliveries SET status = 'SUCCEEDED', next_attempt_at = NULL WHERE id = $1", [d!.id]);
    await ok(call('POST', `/api-portal/webhook/${webhookId}/deliveries/${d!.id}/resend`, owner));
    DONE.push('webhook.created', 'webhook.updated', 'webhook.replayed');

    // team: an invitation removed; an active member disabled and recovered
    await ok(call('POST', '/api-portal/user/team-member', owner, { email: 'invited@audit.test' }));
    await ok(call('POST', '/api-portal/user/team-member/delete', owner, { email: 'invited@audit.test', developerId: null }));
    member = await activeMember(`member-${crypto.randomBytes(3).toString('hex')}@audit.test`);
    await ok(call('GET', `/api-portal/user/team-member/revoke/${member.memberId}`, owner));
    await ok(call('GET', `/api-portal/user/team-member/recover/${member.memberId}`, owner));
    DONE.push('member.invited', 'member.removed', 'member.disabled', 'member.recovered');

    const csv = await call('GET', '/api-portal/invoice?format=csv', owner);
    expect(csv.statusCode).toBe(200);
    DONE.push('export.csv');

    // two-factor on, a wrong code at sign-in, off
    const started = twoFactorEnrolment.parse(
      (await ok(call('POST', TWO_FACTOR_API.start.path, owner, { password: OWNER.password }))).json(),
    );
    await ok(call('POST', TWO_FACTOR_API.confirm.path, owner, { code: await codeFor(started.secret) }));
    advance(30_000);
    const wrong = (await codeFor(started.secret)) === '000000' ? '111111' : '000000';
    expect((await call('POST', '/api-portal/auth/login', null, { ...OWNER, code: wrong })).json().error).toBe('two_factor_code_invalid');
    await ok(call('DELETE', `/api-portal/webhook/${webhookId}`, owner)); // within 5 minutes of the code: no new one
    await ok(call('POST', TWO_FACTOR_API.disable.path, owner, { code: await codeFor(started.secret) }));
    DONE.push('two_factor.enabled', 'sign_in.two_factor_failed', 'webhook.deleted', 'two_factor.disabled');

    // the operator changes the owner's KYC: the change and the command
    await runCommand(t.ctx, ['user', 'kyc', '--email', OWNER.email, '--tier', '3', '--status', 'PENDING']);
    DONE.push('kyc.changed', 'operator.command');
  });

  it('lists each once, newest first, with actor, e-mail, address and user agent; never a secret', async () => {
    const all = await entries();
    expect(all.count).toBe(DONE.length);
    expect(all.list.map((e) => e.action)).toEqual([...DONE].reverse());
    const byAction = new Map(all.list.map((e) => [e.action, e]));
    const ownerId = (await t.ctx.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [OWNER.email]))[0]!.id;
    for (const action of DONE.filter((a) => !['kyc.changed', 'operator.command'].includes(a))) {
      expect(byAction.get(action), action).toMatchObject({
        actor: 'user',
        actorId: ownerId,
        actorEmail: OWNER.email,
        ip: IP,
        userAgent: UA,
      });
    }
    for (const action of ['kyc.changed', 'operator.command'])
      expect(byAction.get(action), action).toMatchObject({ actor: 'operator', actorId: null, ip: null });
    expect(byAction.get('webhook.updated')).toMatchObject({
      target: webhookId,
      changes: { url: { from: 'http://127.0.0.1:9/a', to: 'http://127.0.0.1:9/b' }, signingSecretReplaced: true },
    });
    expect(byAction.get('member.disabled')).toMatchObject({ changes: { memberId: member.memberId, from: 'ACTIVE', to: 'DISABLED' } });
    expect(byAction.get('kyc.changed')).toMatchObject({ changes: { tier: 3, from: null, to: 'PENDING' } });
    expect(byAction.get('sign_in.failed')).toMatchObject({ target: OWNER.email, changes: { reason: 'password' } });
    const text = JSON.stringify(all);
    for (const secret of [
      'hook-secret-aaaaaaaaaaaaaaaaaaaa',
      'hook-secret-bbbbbbbbbbbbbbbbbbbb',
      'Audit@Owner1',
      'Audit@Owner2',
      'Wrong@Pass1',
    ])
      expect(text).not.toContain(secret);
  });

  it('filters by actor, e-mail, action and date range; pages; 417 names a bad filter', async () => {
    expect((await entries('filter=actor=operator')).list.map((e) => e.action)).toEqual(['operator.command', 'kyc.changed']);
    expect((await entries('filter=action=secret.created')).count).toBe(1);
    expect((await entries(`filter=actorEmail=${OWNER.email.slice(0, 8)}`)).count).toBe(DONE.length - 2);
    const day = new Date(clock).toISOString().slice(0, 10);
    expect((await entries(`filter=from=${day};to=${day}`)).count).toBe(DONE.length);
    expect((await entries('filter=to=2030-05-31')).count).toBe(0);
    const page = await entries('take=5&skip=1');
    expect(page.count).toBe(DONE.length);
    expect(page.list.map((e) => e.action)).toEqual([...DONE].reverse().slice(5, 10));
    for (const [q, field] of [
      ['filter=action=nope', 'filter'],
      ['filter=actor=robot', 'filter'],
      ['filter=from=2030-13-45', 'filter'],
      ['orderBy=action', 'orderBy'],
    ]) {
      const r = await call('GET', `/api-portal/audit?${q}`, owner);
      expect(r.statusCode, q).toBe(417);
      expect(r.json()).toMatchObject({ error: 'invalid_param', error_param: field });
    }
  });

  it('is the owner’s: a member gets 403, another partner sees only its own', async () => {
    const memberToken = (
      await ok(call('POST', '/api-portal/auth/login', null, { email: await emailOf(member.userId), password: 'Member@Pass1' }))
    ).json().token as string;
    expect((await call('GET', '/api-portal/audit', memberToken)).statusCode).toBe(403);
    const other = await createPartner(t.ctx.db, { email: 'other@audit.test', password: 'Other@Audit1', company: 'Other', agent: 'laguna' });
    const otherToken = await t.login('other@audit.test', 'Other@Audit1');
    const theirs = await entries('take=100', otherToken);
    expect(theirs.list.map((e) => e.action)).toEqual(['sign_in.succeeded']);
    expect(other.partnerId).not.toBe(partnerId);
    // the member's own sign-in went to the partner's log
    expect((await entries('filter=action=sign_in.succeeded')).count).toBe(2);
  });

  it('exports CSV with the descriptor columns, and the export itself is logged', async () => {
    const r = await call('GET', '/api-portal/audit?format=csv&filter=action=webhook.updated', owner);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    const lines = r.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,time,actor,actorId,actorEmail,ip,userAgent,action,target,changes,requestId');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"webhook.updated"');
    // time as ISO 8601, changes as JSON (a spreadsheet and a script can both read them)
    expect(lines[1]).toMatch(/^\d+,"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z",/);
    const changes = lines[1]!.match(/,"(\{.*\})",/)![1]!.replace(/""/g, '"');
    expect(JSON.parse(changes)).toMatchObject({ url: { to: expect.any(String) } });
    const logged = (await entries('filter=action=export.csv')).list[0]!;
    expect(logged).toMatchObject({ target: 'audit', changes: { filter: { action: 'webhook.updated' } } });
  });
});

const emailOf = async (userId: string) =>
  (await t.ctx.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]))[0]!.email;

describe('tamper evidence', () => {
  it('audit verify passes an intact chain and names the first edited entry', async () => {
    const good = await runCommand(t.ctx, ['audit', 'verify', '--email', OWNER.email]);
    expect(good).toMatchObject({ verified: 'audit', ok: true, broken: null });
    expect(good.entries).toBe((await entries()).count);

    // no route, and no plain SQL, changes or deletes an entry
    await expect(t.ctx.db.query("UPDATE audit_log SET action = 'x' WHERE partner_id = $1", [partnerId])).rejects.toThrow(/append-only/);
    await expect(t.ctx.db.query('DELETE FROM audit_log WHERE partner_id = $1', [partnerId])).rejects.toThrow(/append-only/);

    // a superuser edits one row behind the trigger's back
    const target = (await entries('filter=action=webhook.created')).list[0]! as AuditEntry;
    await t.ctx.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(`UPDATE audit_log SET changes = '{"url":"http://innocent.example/"}' WHERE id = $1`, [target.id]);
    });
    const result = await verify(t.ctx.db, partnerId);
    expect(result).toMatchObject({ ok: false, broken: { id: target.id, action: 'webhook.created', reason: 'hash_mismatch' } });
    await expect(runCommand(t.ctx, ['audit', 'verify', '--email', OWNER.email])).rejects.toThrow(
      new RegExp(`broken at entry ${target.id} .*webhook\\.created.*hash mismatch`),
    );

    // re-hashing the edited row does not help: the next entry's prev_hash no longer matches
    const [row] = await chainBatch(t.ctx.db, partnerId, BigInt(target.id) - 1n, 1);
    await t.ctx.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query('UPDATE audit_log SET hash = $2 WHERE id = $1', [target.id, entryHash(row!)]);
    });
    const next = await verify(t.ctx.db, partnerId);
    expect(next.ok).toBe(false);
    expect(next.broken!.reason).toBe('chain_broken');
    expect(BigInt(next.broken!.id)).toBeGreaterThan(BigInt(target.id));
  });

  it("notices the newest and oldest entries deleted with the database alone; the operators' chain too", async () => {
    const p = await createPartner(t.ctx.db, { email: 'cut@audit.test', password: 'Cut@Audit1', company: 'Cut', agent: 'laguna' });
    for (let i = 0; i < 5; i++)
      await record(t.ctx.db, {
        partnerId: p.partnerId,
        at: new Date(clock),
        actor: { type: 'system' },
        action: 'kyc.changed',
        changes: { i },
      });
    expect(await runCommand(t.ctx, ['audit', 'verify', '--email', 'cut@audit.test'])).toMatchObject({ ok: true, entries: 5 });
    // the variable that once opened the table to DELETE no longer does: only audit_prune() deletes
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await tx.query("SELECT set_config('portal.audit_prune', 'on', true)");
        await tx.query('DELETE FROM audit_log WHERE partner_id = $1', [p.partnerId]);
      }),
    ).rejects.toThrow(/append-only/);
    // the table's owner, behind the trigger's back, deletes the newest and the oldest entry
    await t.ctx.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(
        `DELETE FROM audit_log
          WHERE id IN ((SELECT max(id) FROM audit_log WHERE partner_id = $1), (SELECT min(id) FROM audit_log WHERE partner_id = $1))`,
        [p.partnerId],
      );
    });
    await expect(runCommand(t.ctx, ['audit', 'verify', '--email', 'cut@audit.test'])).rejects.toThrow(
      /broken at entry \d+ .*start unanchored/,
    );
    // re-hashing the new first entry as the start of the chain needs the audit key
    const [first] = await t.ctx.db.query<Parameters<typeof entryHash>[0] & { id: string }>(
      'SELECT * FROM audit_log WHERE partner_id = $1 ORDER BY id LIMIT 1',
      [p.partnerId],
    );
    const forged = { ...first!, partner_id: p.partnerId, prev_hash: AUDIT.genesisHash, keyed: false };
    await t.ctx.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query('UPDATE audit_log SET prev_hash = $2, hash = $3, keyed = false WHERE id = $1', [
        first!.id,
        forged.prev_hash,
        entryHash(forged),
      ]);
    });
    expect((await verify(t.ctx.db, p.partnerId)).broken).toMatchObject({ id: String(first!.id), reason: 'hash_mismatch' });

    // the operators' chain (actions on no partner) has its own command
    await record(t.ctx.db, {
      partnerId: null,
      at: new Date(clock),
      actor: { type: 'operator' },
      action: 'maintenance.changed',
      changes: {},
    });
    expect(await runCommand(t.ctx, ['audit', 'verify', '--platform'])).toMatchObject({ chain: 'platform', ok: true });
    await t.ctx.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(
        `UPDATE audit_log SET changes = '{"enabled":false}' WHERE id = (SELECT max(id) FROM audit_log WHERE partner_id IS NULL)`,
      );
    });
    await expect(runCommand(t.ctx, ['audit', 'verify', '--platform'])).rejects.toThrow(/platform audit log is broken .*hash mismatch/);
  });

  it('notices the newest entries deleted once their head was checkpointed outside the database; refuses a forged checkpoint', async () => {
    const p = await createPartner(t.ctx.db, { email: 'tail@audit.test', password: 'Tail@Audit1', company: 'Tail', agent: 'laguna' });
    const add = (i: number) =>
      record(t.ctx.db, { partnerId: p.partnerId, at: new Date(clock), actor: { type: 'system' }, action: 'kyc.changed', changes: { i } });
    for (let i = 0; i < 4; i++) await add(i);
    // the job's log lines, as a log shipper would keep them
    const shipped = path.join(os.tmpdir(), `checkpoints-${crypto.randomUUID()}.log`);
    const checkpoint = auditCheckpointer({ ...t.ctx, log: pino(pino.destination({ dest: shipped, sync: true })) });
    expect(await checkpoint()).toBeGreaterThan(0);
    expect(await checkpoint()).toBe(0); // only heads that moved
    const file = checkpointsFile(t.ctx.env);
    fs.renameSync(file, `${file}.1`); // rotated: the new file gets every head again
    expect(await checkpoint()).toBeGreaterThan(0);
    fs.rmSync(`${file}.1`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const line = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .find((l) => l.includes(p.partnerId))!;
    const head = JSON.parse(line) as { id: string; hash: string };
    const verifyTail = (...more: string[]) => runCommand(t.ctx, ['audit', 'verify', '--email', 'tail@audit.test', ...more]);
    expect(await verifyTail()).toMatchObject({ ok: true, entries: 4, checkpoint: head.id });

    // the database's holder deletes the two newest entries, the checkpointed head among them, and the portal writes on
    await t.ctx.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query('DELETE FROM audit_log WHERE id IN (SELECT id FROM audit_log WHERE partner_id = $1 ORDER BY id DESC LIMIT 2)', [
        p.partnerId,
      ]);
    });
    await add(9);
    expect(await verify(t.ctx.db, p.partnerId)).toMatchObject({ ok: true, entries: 3 }); // the chain alone cannot tell
    const missing = new RegExp(`audit log of tail@audit.test is missing entry ${head.id}, .*newest entries were deleted`);
    await expect(verifyTail()).rejects.toThrow(missing);

    // the shipped log lines serve as well (--checkpoints, as for a copied file); a line not MACed with the audit key is refused
    fs.appendFileSync(shipped, 'not json\n');
    await expect(verifyTail('--checkpoints', shipped)).rejects.toThrow(missing);
    fs.appendFileSync(shipped, `${JSON.stringify({ ...head, id: '1' })}\n`);
    const forged = fs.readFileSync(shipped, 'utf8').trimEnd().split('\n').length;
    await expect(verifyTail('--checkpoints', shipped)).rejects.toThrow(
      new RegExp(`line ${forged}: checkpoint not signed with the audit key`),
    );
    fs.rmSync(shipped);
    fs.rmSync(file); // the other tests' chains are checked without checkpoints
  });

  it('keeps one chain per partner under concurrent appends', async () => {
    const p = await createPartner(t.ctx.db, { email: 'busy@audit.test', password: 'Busy@Audit1', company: 'Busy', agent: 'laguna' });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        record(t.ctx.db, { partnerId: p.partnerId, at: new Date(clock), actor: { type: 'system' }, action: 'kyc.changed', changes: { i } }),
      ),
    );
    expect(await verify(t.ctx.db, p.partnerId)).toMatchObject({ ok: true, entries: 20 });
    const [first] = await t.ctx.db.query<{ prev_hash: string }>(
      'SELECT prev_hash FROM audit_log WHERE partner_id = $1 ORDER BY id LIMIT 1',
      [p.partnerId],
    );
    expect(first!.prev_hash).toBe(AUDIT.genesisHash);
    await expect(
      record(t.ctx.db, {
        partnerId: p.partnerId,
        at: new Date(clock),
        actor: { type: 'system' },
        action: 'kyc.changed',
        changes: { secret: 'x' },
      }),
    ).rejects.toThrow(/must not be logged/);
  });
});

describe('retention', () => {
  it('prunes entries older than AUDIT_RETENTION_DAYS in batches; the rest still verifies from its first entry', async () => {
    const p = await createPartner(t.ctx.db, { email: 'old@audit.test', password: 'Old@Audit12', company: 'Old', agent: 'laguna' });
    const add = (i: number) =>
      record(t.ctx.db, { partnerId: p.partnerId, at: new Date(clock), actor: { type: 'system' }, action: 'kyc.changed', changes: { i } });
    for (let i = 0; i < 5; i++) await add(i);
    // checkpointed heads that retention removes later are no alarm: a pruned head, a chain pruned whole
    const gone = await createPartner(t.ctx.db, { email: 'gone@audit.test', password: 'Gone@Audit1', company: 'Gone', agent: 'laguna' });
    await record(t.ctx.db, { partnerId: gone.partnerId, at: new Date(clock), actor: { type: 'system' }, action: 'kyc.changed' });
    await auditCheckpointer(t.ctx)();
    advance((t.ctx.env.AUDIT_RETENTION_DAYS + 1) * 86_400_000);
    await add(5);
    await add(6);
    const pruned = await pruneAuditLog(t.ctx, 2);
    expect(pruned).toBeGreaterThanOrEqual(5);
    const left = await t.ctx.db.query<{ changes: { i: number } }>('SELECT changes FROM audit_log WHERE partner_id = $1 ORDER BY id', [
      p.partnerId,
    ]);
    expect(left.map((r) => r.changes.i)).toEqual([5, 6]);
    expect(await verify(t.ctx.db, p.partnerId)).toMatchObject({ ok: true, entries: 2 });
    const heads = await newestCheckpoints(checkpointsFile(t.ctx.env));
    expect(await verify(t.ctx.db, p.partnerId, heads.get(p.partnerId))).toMatchObject({ ok: true, entries: 2 });
    expect(await verify(t.ctx.db, gone.partnerId, heads.get(gone.partnerId))).toMatchObject({ ok: true, entries: 0 });
    fs.rmSync(checkpointsFile(t.ctx.env));
    expect(t.ctx.env.AUDIT_RETENTION_DAYS).toBe(400);
  });
});
