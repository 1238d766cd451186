import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { KycEvent } from '@portal/contract';
import { auth, buildTestApp, type TestApp } from './helpers/build';
import { FILES, uploadIdentityDocument } from './helpers/multipart';
import { newOperator, type TestOperator } from './helpers/operators';
import { listen, nextEvent, socketClients } from './helpers/sockets';
import { runCommand } from '../src/cli/commands';
import { verify } from '../src/modules/audit/audit';

/*
 * Verification reviews in the operator console: the queue (oldest first) with the submitted address and
 * documents, approve, reject final or not, the four-eyes rule of a brand with `kycFourEyes` (laguna ships with it on,
 * aurora without), the partner's live KYC events and both audit logs.
 */

let t: TestApp;
let base: string;
let admin: TestOperator;
let officer: TestOperator;
let second: TestOperator;
let support: TestOperator;
const clients = socketClients();
const PASSWORD = 'Review@Partner1';
const ADDRESS = { country: 'ITA', street: 'Via Roma 1', town: 'Milano', postalCode: '20121' };

beforeAll(async () => {
  t = await buildTestApp();
  base = await listen(t.app);
  admin = await newOperator(t, 'ADMINISTRATOR');
  officer = await newOperator(t, 'COMPLIANCE_OFFICER');
  second = await newOperator(t, 'COMPLIANCE_OFFICER', 'second.officer@bank.test');
  support = await newOperator(t, 'SUPPORT_AGENT');
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

const as = (op: TestOperator, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: auth(op.token), ...(payload ? { payload } : {}) });
const post = (token: string, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: auth(token), payload });
const upload = (token: string, kind: string, filename: string, value: Buffer, type = 'image/png') =>
  uploadIdentityDocument(t.app, { token, kind, filename, value, type });

/**
 * A company that went through the sandbox verification as a partner does: address, identity document and
 * selfie, submit, finalize: its tier-2 record is PENDING. Answers its user id and session token.
 */
async function applicant(email: string, agent: 'aurora' | 'laguna', company = 'Review Test S.r.l.') {
  await runCommand(t.ctx, ['partner', 'create', '--email', email, '--password', PASSWORD, '--company', company, '--agent', agent]);
  await runCommand(t.ctx, ['user', 'kyc', '--email', email, '--tier', '2', '--status', 'PAID']);
  const token = await t.login(email, PASSWORD);
  expect((await post(token, '/api/identity/address', ADDRESS)).statusCode).toBe(200);
  expect((await upload(token, 'document', 'passport.png', FILES.png())).statusCode).toBe(200);
  expect((await upload(token, 'selfie', 'me.jpg', FILES.jpg(), 'image/jpeg')).statusCode).toBe(200);
  expect((await post(token, '/api/identity/sandbox/submit')).statusCode).toBe(200);
  const finalized = await t.app.inject({ method: 'GET', url: '/api/identity/sumsub/finalizeReviewStatus', headers: auth(token) });
  expect(finalized.json().kyc.status).toBe('PENDING');
  const [u] = await t.ctx.db.query<{ id: string }>('SELECT id::text FROM users WHERE email = $1', [email]);
  return { id: u!.id, token };
}

/** The applicant's /api-user socket: its KYC events. */
const liveKyc = (token: string): Promise<Socket> => clients.open(base, '/api-user', token);

const clockStep = () => t.setNow(new Date(t.ctx.now().getTime() + 60_000));

describe('the review queue', () => {
  it('lists the companies waiting for the bank, oldest first, with the address; only kyc.review roles', async () => {
    const first = await applicant('queue.first@partner.test', 'aurora', 'Alpha Queue Srl');
    clockStep();
    const later = await applicant('queue.later@partner.test', 'laguna', 'Beta Queue Srl');
    const r = await as(officer, 'GET', '/api-operator/reviews');
    expect(r.statusCode).toBe(200);
    const ids = r.json().list.map((x: { id: string }) => x.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(later.id));
    const row = r.json().list.find((x: { id: string }) => x.id === later.id);
    expect(row).toMatchObject({
      email: 'queue.later@partner.test',
      company: 'Beta Queue Srl',
      agent: 'laguna',
      tier: 2,
      status: 'PENDING',
      country: 'ITA',
      fourEyes: true,
      pendingApproval: null,
    });
    const searched = (await as(admin, 'GET', '/api-operator/reviews?filter=q=alpha%20queue')).json();
    expect(searched.list.map((x: { id: string }) => x.id)).toEqual([first.id]);
    const laguna = (await as(admin, 'GET', '/api-operator/reviews?filter=agent=laguna')).json();
    expect(laguna.list.map((x: { agent: string }) => x.agent)).not.toContain('aurora');
    // a verified partner is in no queue
    const all = (await as(admin, 'GET', '/api-operator/reviews?take=100')).json();
    expect(all.list.every((x: { status: string }) => x.status === 'PENDING')).toBe(true);
    expect((await as(admin, 'GET', '/api-operator/reviews?orderBy=nope')).statusCode).toBe(417);
    expect((await as(support, 'GET', '/api-operator/reviews')).json()).toMatchObject({ error: 'forbidden', permission: 'kyc.review' });
  });

  it('shows the submitted address and documents; images answer inline, with no caching', async () => {
    const a = await applicant('detail@partner.test', 'aurora');
    const d = (await as(officer, 'GET', `/api-operator/reviews/${a.id}`)).json();
    expect(d.address).toEqual(ADDRESS);
    expect(d.documents.map((x: { kind: string; name: string }) => `${x.kind}:${x.name}`).sort()).toEqual([
      'document:passport.png',
      'selfie:me.jpg',
    ]);
    const file = await as(officer, 'GET', `/api-operator/reviews/${a.id}/documents/document`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="passport.png"/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(FILES.png())).toBe(true);
    // a partner's token, an unknown applicant, an unknown kind
    expect(
      (await t.app.inject({ method: 'GET', url: `/api-operator/reviews/${a.id}/documents/selfie`, headers: auth(a.token) })).statusCode,
    ).toBe(401);
    expect((await as(officer, 'GET', '/api-operator/reviews/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await as(officer, 'GET', `/api-operator/reviews/${a.id}/documents/passport`)).statusCode).toBe(417);
    expect((await as(support, 'GET', `/api-operator/reviews/${a.id}/documents/document`)).statusCode).toBe(403);
  });
});

describe('approve and reject', () => {
  it('approves at once without four-eyes: the partner is verified, live, and sees "operator" in its audit log', async () => {
    const a = await applicant('approve@partner.test', 'aurora');
    const socket = await liveKyc(a.token);
    const event = nextEvent<KycEvent>(socket, 'update-kyc');
    const r = await as(admin, 'POST', `/api-operator/reviews/${a.id}/approve`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ outcome: 'approved', review: { status: 'VERIFIED', fourEyes: false } });
    expect(await event).toMatchObject({ kyc: { status: 'VERIFIED', tier: 2 }, kycTier: 2 });
    // the portal is open to it now; its audit log names the operator, not the person
    const log = (await t.app.inject({ method: 'GET', url: '/api-portal/audit?filter=action=kyc.changed', headers: auth(a.token) })).json();
    expect(log.list[0]).toMatchObject({ actor: 'operator', actorEmail: null, ip: null, changes: { from: 'PENDING', to: 'VERIFIED' } });
    expect(JSON.stringify(log)).not.toContain(admin.email);
    const audit = (
      await as(admin, 'GET', `/api-operator/audit?filter=operator=${encodeURIComponent(admin.email)};action=kyc.changed`)
    ).json();
    expect(audit.list[0]).toMatchObject({ operatorEmail: admin.email, target: a.id });
    // decided: no longer in the queue, a second decision is refused
    const queue = (await as(admin, 'GET', '/api-operator/reviews?take=100')).json();
    expect(queue.list.map((x: { id: string }) => x.id)).not.toContain(a.id);
    expect((await as(admin, 'POST', `/api-operator/reviews/${a.id}/approve`)).json()).toMatchObject({
      error: 'kyc_not_pending',
      param_value: 'VERIFIED',
    });
  });

  it('rejects not final (the company may try again) and final (it may not), with the reason, live', async () => {
    const a = await applicant('retry@partner.test', 'laguna');
    const socket = await liveKyc(a.token);
    const bad = await as(officer, 'POST', `/api-operator/reviews/${a.id}/reject`, { reason: '   ', final: false });
    expect(bad.statusCode).toBe(417);
    expect(bad.json().error_param).toBe('reason');
    expect((await as(officer, 'POST', `/api-operator/reviews/${a.id}/reject`, { reason: 'Blurred' })).json().error_param).toBe('final');
    const event = nextEvent<KycEvent>(socket, 'update-kyc');
    const r = await as(officer, 'POST', `/api-operator/reviews/${a.id}/reject`, { reason: 'Blurred document', final: false });
    expect(r.json()).toMatchObject({
      outcome: 'rejected',
      review: { status: 'REJECTED' },
      rejectionReason: 'Blurred document',
      final: false,
    });
    expect(await event).toMatchObject({ kyc: { status: 'REJECTED', final: false, rejectionReason: 'Blurred document' } });
    // not final: the identity widget opens again for new documents
    const applicantView = await t.app.inject({ method: 'GET', url: '/api/identity/sandbox/applicant', headers: auth(a.token) });
    expect(applicantView.json().reviewStatus).toBe('completed');
    const again = await upload(a.token, 'document', 'better.png', FILES.png(256), 'image/png');
    expect(again.statusCode).toBe(200);

    const b = await applicant('final@partner.test', 'aurora');
    const f = await as(admin, 'POST', `/api-operator/reviews/${b.id}/reject`, { reason: 'Company not eligible', final: true });
    expect(f.json()).toMatchObject({ outcome: 'rejected', final: true, rejectionReason: 'Company not eligible' });
    const closed = await upload(b.token, 'document', 'x.png', FILES.png(), 'image/png');
    expect(closed.json()).toMatchObject({ error: 'action_forbidden' });
    // both on the partner's chain with "operator" as the actor, and the chain verifies
    const [row] = await t.ctx.db.query<{ partner_id: string; actor_type: string; changes: { final: boolean } }>(
      `SELECT a.partner_id::text, a.actor_type, a.changes FROM audit_log a JOIN users u ON u.partner_id = a.partner_id
        WHERE u.email = 'final@partner.test' AND a.action = 'kyc.changed' ORDER BY a.id DESC LIMIT 1`,
    );
    expect(row).toMatchObject({ actor_type: 'operator', changes: { final: true } });
    expect((await verify(t.ctx.db, row!.partner_id)).ok).toBe(true);
  });
});

describe('four-eyes (brand kycFourEyes)', () => {
  it('needs a second Compliance officer: the same one is refused, another completes it and the partner is verified', async () => {
    const a = await applicant('four.eyes@partner.test', 'laguna');
    const socket = await liveKyc(a.token);
    const events: KycEvent[] = [];
    socket.on('update-kyc', (e: KycEvent) => events.push(e));

    // an Administrator cannot take part in a four-eyes approval
    expect((await as(admin, 'POST', `/api-operator/reviews/${a.id}/approve`)).json()).toMatchObject({
      error: 'four_eyes_compliance_officer_required',
    });
    const first = await as(officer, 'POST', `/api-operator/reviews/${a.id}/approve`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      outcome: 'approval_started',
      review: { status: 'PENDING', fourEyes: true, pendingApproval: { operatorEmail: officer.email } },
    });
    // still in the queue, showing who started the approval
    const queued = (await as(second, 'GET', '/api-operator/reviews?filter=q=four.eyes')).json();
    expect(queued.list[0]).toMatchObject({ id: a.id, pendingApproval: { operatorEmail: officer.email } });
    // the same officer again: 409, nothing changes
    const same = await as(officer, 'POST', `/api-operator/reviews/${a.id}/approve`);
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ error: 'four_eyes_same_operator' });
    expect((await as(officer, 'GET', `/api-operator/reviews/${a.id}`)).json().review.status).toBe('PENDING');
    expect(events).toEqual([]);

    const done = await as(second, 'POST', `/api-operator/reviews/${a.id}/approve`);
    expect(done.json()).toMatchObject({ outcome: 'approved', review: { status: 'VERIFIED', pendingApproval: null } });
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toMatchObject({ kyc: { status: 'VERIFIED' }, kycTier: 2 });
    const me = await t.app.inject({ method: 'GET', url: '/api-portal/user/me', headers: auth(a.token) });
    expect(me.json()).toMatchObject({ kycTier: 2 });

    // both steps in the operator audit, each with its officer; the partner sees "operator" for both
    const started = (await as(admin, 'GET', '/api-operator/audit?filter=action=kyc.approval_started')).json();
    expect(started.list.find((e: { target: string }) => e.target === a.id)).toMatchObject({ operatorEmail: officer.email });
    const changed = (
      await as(admin, 'GET', `/api-operator/audit?filter=action=kyc.changed;operator=${encodeURIComponent(second.email)}`)
    ).json();
    expect(changed.list.map((e: { target: string }) => e.target)).toContain(a.id);
    const log = (await t.app.inject({ method: 'GET', url: '/api-portal/audit?filter=actor=operator', headers: auth(a.token) })).json();
    expect(log.list.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['kyc.approval_started', 'kyc.changed']));
    expect(JSON.stringify(log)).not.toMatch(/officer@bank\.test/);
  });

  it('the rule is fixed on the submitted record: one officer cannot lift it by moving the partner to another brand', async () => {
    const a = await applicant('four.eyes.brand@partner.test', 'laguna');
    const [p] = await t.ctx.db.query<{ id: string }>('SELECT partner_id::text AS id FROM users WHERE id = $1', [a.id]);
    const brand = (agent: string) => as(officer, 'PUT', `/api-operator/partners/${p!.id}/brand`, { agent });
    expect((await as(officer, 'POST', `/api-operator/reviews/${a.id}/approve`)).json().outcome).toBe('approval_started');
    expect((await as(officer, 'POST', `/api-operator/reviews/${a.id}/approve`)).statusCode).toBe(409);
    // the brand stays while the review waits, for an Administrator too
    const moved = await brand('aurora');
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ error: 'brand_change_review_pending', error_param: 'agent' });
    expect((await as(admin, 'PUT', `/api-operator/partners/${p!.id}/brand`, { agent: 'aurora' })).statusCode).toBe(409);
    // even if the brand had changed (as before this rule), the record keeps the rule it was submitted under
    await t.ctx.db.query("UPDATE partners SET agent = 'aurora' WHERE id = $1", [p!.id]);
    await t.ctx.db.query("UPDATE users SET agent = 'aurora' WHERE partner_id = $1", [p!.id]);
    const again = await as(officer, 'POST', `/api-operator/reviews/${a.id}/approve`);
    expect(again.json()).toMatchObject({ error: 'four_eyes_same_operator' });
    expect((await as(officer, 'GET', `/api-operator/reviews/${a.id}`)).json().review).toMatchObject({ status: 'PENDING', fourEyes: true });
    expect((await as(second, 'POST', `/api-operator/reviews/${a.id}/approve`)).json().outcome).toBe('approved');
    // decided: the brand may change again
    expect((await brand('laguna')).statusCode).toBe(200);
  });

  it('a started approval belongs to its attempt: after a rejection and a new submission it starts over', async () => {
    const a = await applicant('four.eyes.again@partner.test', 'laguna');
    expect((await as(officer, 'POST', `/api-operator/reviews/${a.id}/approve`)).json().outcome).toBe('approval_started');
    await as(second, 'POST', `/api-operator/reviews/${a.id}/reject`, { reason: 'Selfie unreadable', final: false });
    // the company sends new documents and is PENDING again
    clockStep();
    const up = await upload(a.token, 'selfie', 'me2.jpg', FILES.jpg(200), 'image/jpeg');
    expect(up.statusCode).toBe(200);
    expect((await post(a.token, '/api/identity/sandbox/submit')).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/identity/sumsub/finalizeReviewStatus', headers: auth(a.token) });
    const d = (await as(second, 'GET', `/api-operator/reviews/${a.id}`)).json();
    expect(d.review).toMatchObject({ status: 'PENDING', pendingApproval: null });
    // the second officer's approval now starts a new one; it does not complete the old one
    expect((await as(second, 'POST', `/api-operator/reviews/${a.id}/approve`)).json().outcome).toBe('approval_started');
    expect((await as(officer, 'POST', `/api-operator/reviews/${a.id}/approve`)).json().outcome).toBe('approved');
  });
});
