import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { KycEvent, SandboxApplicant } from '@portal/contract';
import { Brands } from '../src/brands/brands';
import { runCommand } from '../src/cli/commands';
import { UNVERIFIED, auth, buildTestApp, type TestApp } from './helpers/build';
import { FILES, uploadIdentityDocument } from './helpers/multipart';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
});

/** The user's /api-user socket, keeping every KYC event it receives in order. */
async function liveKyc(token: string) {
  const s = connect(`${url}/api-user`, { query: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(s);
  const events: Array<{ event: string } & KycEvent> = [];
  for (const event of ['insert-kyc', 'update-kyc', 'delete-kyc']) s.on(event, (p: KycEvent) => events.push({ event, ...p }));
  await new Promise<void>((resolve, reject) => s.on('connect', () => resolve()).on('connect_error', reject));
  /** the next event not yet taken (it may have arrived before the call: the command's answer can come after it) */
  let taken = 0;
  const next = async (ms = 4000) => {
    const until = Date.now() + ms;
    while (events.length <= taken) {
      if (Date.now() > until) throw new Error('no KYC event');
      await new Promise((r) => setTimeout(r, 20));
    }
    return events[taken++]!;
  };
  return { events, next };
}

const admin = (...argv: string[]) => runCommand(t.ctx, argv);
const get = (token: string, u: string) => t.app.inject({ method: 'GET', url: u, headers: auth(token) });
const post = (token: string, u: string, payload?: object) => t.app.inject({ method: 'POST', url: u, headers: auth(token), payload });
const upload = (token: string, kind: string, filename: string, value: Buffer, type = 'image/png') =>
  uploadIdentityDocument(t.app, { token, kind, filename, value, type });
const ADDRESS = { country: 'ITA', street: 'Via Roma 1', town: 'Milano', postalCode: '20121' };
const filesIn = () => {
  const dir = path.join(t.ctx.env.dataDir, 'uploads', 'files');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

async function newApplicant(email: string) {
  await admin('partner', 'create', '--email', email, '--password', 'Kyb@Partner1', '--company', 'KYB Test S.r.l.', '--agent', 'aurora');
  await admin('user', 'kyc', '--email', email, '--tier', '2', '--status', 'PAID');
  const token = await t.login(email, 'Kyb@Partner1');
  expect((await post(token, '/api/identity/address', ADDRESS)).statusCode).toBe(200);
  expect((await upload(token, 'document', 'passport.png', FILES.png())).statusCode).toBe(200);
  expect((await upload(token, 'selfie', 'me.jpg', FILES.jpg(), 'image/jpeg')).statusCode).toBe(200);
  return token;
}

describe('KYC flow with the sandbox provider', () => {
  it('PAID → address → document and selfie → review → VERIFIED at tier 2 opens the portal, live', async () => {
    const token = await t.login(UNVERIFIED.email, UNVERIFIED.password);
    const live = await liveKyc(token);

    // CREATED: nothing to do yet
    const early = await post(token, '/api/identity/address', ADDRESS);
    expect(early.statusCode).toBe(417);
    expect(early.json()).toEqual({ error: 'action_forbidden', error_param: 'kyc', param_value: 'CREATED' });
    expect((await get(token, '/api/identity/sumsub/finalizeReviewStatus')).json().error).toBe('action_forbidden');

    // the operator opens the verification: the form's turn, and the screen hears of it
    await admin('user', 'kyc', '--email', UNVERIFIED.email, '--tier', '2', '--status', 'PAID');
    expect(await live.next()).toMatchObject({ event: 'update-kyc', kyc: { tier: 2, status: 'PAID', final: false }, kycTier: 0 });

    const missing = await post(token, '/api/identity/address', { ...ADDRESS, town: ' ' });
    expect(missing.statusCode).toBe(417);
    expect(missing.json()).toMatchObject({ error: 'validation_error', error_param: 'town' });
    expect((await post(token, '/api/identity/address', { ...ADDRESS, country: 'Italy' })).json()).toMatchObject({ error_param: 'country' });

    const address = await post(token, '/api/identity/address', ADDRESS);
    expect(address.statusCode).toBe(200);
    expect(address.json()).toMatchObject({ tier: 2, status: 'IN_PROGRESS' });
    expect(await live.next()).toMatchObject({ event: 'update-kyc', kyc: { status: 'IN_PROGRESS' } });
    expect((await get(token, '/api-portal/user/me')).json().kyc).toEqual([expect.objectContaining({ tier: 2, status: 'IN_PROGRESS' })]);
    expect((await post(token, '/api/identity/address', ADDRESS)).json()).toMatchObject({
      error: 'action_forbidden',
      param_value: 'IN_PROGRESS',
    });

    // the widget: both images are needed before the submit
    expect((await get(token, '/api/identity/sandbox/applicant')).json()).toEqual({
      reviewStatus: 'init',
      documents: [],
      autoReviewSeconds: null,
    });
    expect((await post(token, '/api/identity/sandbox/submit')).json()).toEqual({
      error: 'identity_documents_missing',
      error_param: 'document',
      param_value: '',
    });
    const first = await upload(token, 'document', 'passport.png', FILES.png(2048));
    expect(first.statusCode).toBe(200);
    const firstFiles = filesIn();
    expect((await upload(token, 'document', 'passport-2.png', FILES.png(4096))).statusCode).toBe(200);
    expect(filesIn()).toHaveLength(firstFiles.length); // the replaced file is gone
    expect((await post(token, '/api/identity/sandbox/submit')).json()).toMatchObject({
      error: 'identity_documents_missing',
      error_param: 'selfie',
    });
    const selfie = await upload(token, 'selfie', 'me.jpg', FILES.jpg(), 'image/jpeg');
    const applicant = selfie.json() as SandboxApplicant;
    expect(applicant.documents.map((d) => [d.kind, d.name, d.size, d.contentType])).toEqual([
      ['document', 'passport-2.png', 4096, 'image/png'],
      ['selfie', 'me.jpg', 128, 'image/jpeg'],
    ]);
    expect(live.events).toHaveLength(2); // uploads change no KYC record

    // submitted: pending until someone decides; the portal stays closed meanwhile
    expect((await post(token, '/api/identity/sandbox/submit')).json()).toMatchObject({ reviewStatus: 'pending' });
    expect((await upload(token, 'selfie', 'again.png', FILES.png())).json()).toMatchObject({
      error: 'action_forbidden',
      param_value: 'pending',
    });
    const finalize = await get(token, '/api/identity/sumsub/finalizeReviewStatus');
    expect(finalize.json()).toMatchObject({ reviewStatus: 'pending', submitted: true, kyc: { status: 'PENDING' } });
    expect(await live.next()).toMatchObject({ event: 'update-kyc', kyc: { status: 'PENDING' }, kycTier: 0 });
    expect((await get(token, '/api-portal/statistics/accounts')).json().error).toBe('kyc_tier_required');

    // the operator approves: tier 2, a partner id, the same session reaches the portal
    const r = await admin('user', 'kyc', '--email', UNVERIFIED.email, '--tier', '2', '--status', 'VERIFIED');
    expect(r).toMatchObject({ status: 'VERIFIED', kycTier: 2, event: 'update-kyc' });
    expect(await live.next()).toMatchObject({ event: 'update-kyc', kyc: { tier: 2, status: 'VERIFIED', final: true }, kycTier: 2 });
    expect((await get(token, '/api-portal/auth/status')).json().wlpId).toMatch(/^WLP-[0-9A-F]{10}$/);
    expect((await get(token, '/api-portal/statistics/accounts')).statusCode).toBe(200);
    expect((await get(token, '/api-portal/user/me')).json()).toMatchObject({ kycTier: 2 });
    expect((await get(token, '/api/identity/sandbox/applicant')).json().reviewStatus).toBe('completed');
    expect((await get(token, '/api/identity/sumsub/finalizeReviewStatus')).json()).toMatchObject({
      submitted: true,
      kyc: { status: 'VERIFIED' },
    });
  });

  it('refuses uploads that are not JPEG or PNG images of at most 5 MB, and stores nothing', async () => {
    await admin('partner', 'create', '--email', 'files@kyb.test', '--password', 'Kyb@Partner1', '--company', 'Files S.r.l.');
    await admin('user', 'kyc', '--email', 'files@kyb.test', '--tier', '2', '--status', 'PAID');
    const token = await t.login('files@kyb.test', 'Kyb@Partner1');
    expect((await upload(token, 'document', 'id.png', FILES.png())).json()).toMatchObject({
      error: 'action_forbidden',
      param_value: 'PAID',
    });
    await post(token, '/api/identity/address', ADDRESS);
    const before = filesIn();
    const refusals: Array<[Promise<{ json: () => unknown }>, object]> = [
      [
        upload(token, 'document', 'id.png', FILES.pdf(), 'application/pdf'),
        { error: 'file_type_not_allowed', error_param: 'file', param_value: 'id.png' },
      ],
      [upload(token, 'document', 'id.pdf', FILES.pdf(), 'application/pdf'), { error: 'file_type_not_allowed', param_value: 'id.pdf' }],
      [upload(token, 'selfie', 'me.jpg', FILES.png()), { error: 'file_type_not_allowed', param_value: 'me.jpg' }],
      [upload(token, 'selfie', 'setup.png', FILES.exe()), { error: 'file_type_not_allowed', param_value: 'setup.png' }],
      [
        upload(token, 'document', 'big.png', FILES.png(5_000_001)),
        { error: 'file_too_large', error_param: 'file', param_value: 'big.png' },
      ],
      [upload(token, 'passport', 'id.png', FILES.png()), { error: 'validation_error', error_param: 'kind' }],
    ];
    for (const [answer, expected] of refusals) expect((await answer).json()).toMatchObject(expected);
    expect((await upload(token, 'document', 'exactly-5mb.png', FILES.png(5_000_000))).statusCode).toBe(200);
    expect(filesIn()).toHaveLength(before.length + 1);
    expect((await get(token, '/api/identity/sandbox/applicant')).json().documents).toHaveLength(1);
  });

  it("approves by itself after the brand's delay, and not before", async () => {
    const brands = t.ctx.brands;
    t.ctx.brands = new Brands(
      brands.list.map((b) => (b.agent === 'aurora' ? { ...b, identityAutoReviewSeconds: 60 } : b)),
      brands.defaultAgent,
    );
    try {
      const token = await newApplicant('auto@kyb.test');
      const live = await liveKyc(token);
      const submitted = await post(token, '/api/identity/sandbox/submit');
      expect(submitted.json()).toMatchObject({ reviewStatus: 'pending', autoReviewSeconds: 60 });
      await new Promise((r) => setTimeout(r, 1500)); // the review worker looks every second
      expect(live.events).toEqual([]);
      t.setNow(new Date(Date.now() + 61_000));
      expect(await live.next()).toMatchObject({ event: 'update-kyc', kyc: { status: 'VERIFIED' }, kycTier: 2 });
      expect((await get(token, '/api-portal/statistics/cards')).statusCode).toBe(200);
    } finally {
      t.ctx.brands = brands;
      t.setNow(new Date());
    }
  });

  it("an operator's rejection stands: the automatic review does not override it", async () => {
    const brands = t.ctx.brands;
    t.ctx.brands = new Brands(
      brands.list.map((b) => (b.agent === 'aurora' ? { ...b, identityAutoReviewSeconds: 0 } : b)),
      brands.defaultAgent,
    );
    try {
      const token = await newApplicant('refused@kyb.test');
      await admin(
        'user',
        'kyc',
        '--email',
        'refused@kyb.test',
        '--tier',
        '2',
        '--status',
        'REJECTED',
        '--reason',
        'Document unreadable',
        '--final',
        'false',
      );
      const live = await liveKyc(token);
      // a retry is allowed: the widget takes new images, and the submit is reviewed at once
      expect((await upload(token, 'document', 'better.png', FILES.png())).json()).toMatchObject({ reviewStatus: 'init' });
      await post(token, '/api/identity/sandbox/submit');
      expect(await live.next()).toMatchObject({ kyc: { status: 'VERIFIED' } });
      await admin('user', 'kyc', '--email', 'refused@kyb.test', '--tier', '2', '--status', 'REJECTED', '--reason', 'Sanctions list');
      expect(await live.next()).toMatchObject({ kyc: { status: 'REJECTED', final: true, rejectionReason: 'Sanctions list' }, kycTier: 0 });
      expect((await upload(token, 'document', 'again.png', FILES.png())).json()).toMatchObject({
        error: 'action_forbidden',
        param_value: 'REJECTED',
      });
      await new Promise((r) => setTimeout(r, 1200));
      expect((await get(token, '/api-portal/user/me')).json().kyc[0]).toMatchObject({ status: 'REJECTED', final: true });
    } finally {
      t.ctx.brands = brands;
    }
  });
});

describe('KYC events from the operator command line', () => {
  it('insert-kyc for a new tier, delete-kyc when one is removed, nothing when nothing changed', async () => {
    await admin('partner', 'create', '--email', 'events@kyb.test', '--password', 'Kyb@Partner1', '--company', 'Events S.r.l.');
    const live = await liveKyc(await t.login('events@kyb.test', 'Kyb@Partner1'));
    expect(await admin('user', 'kyc', '--email', 'events@kyb.test', '--tier', '1', '--status', 'VERIFIED')).toMatchObject({
      event: 'insert-kyc',
      kycTier: 2,
    });
    expect(await live.next()).toMatchObject({ event: 'insert-kyc', kyc: { tier: 1, status: 'VERIFIED' }, kycTier: 2 });
    expect(await admin('user', 'kyc', '--email', 'events@kyb.test', '--tier', '1', '--status', 'VERIFIED')).toMatchObject({ event: null });
    expect(await admin('user', 'kyc', '--email', 'events@kyb.test', '--tier', '2', '--delete', 'true')).toEqual({
      deleted: 'kyc',
      email: 'events@kyb.test',
      tier: 2,
      kycTier: 1,
    });
    expect(await live.next()).toMatchObject({ event: 'delete-kyc', kyc: { tier: 2, status: 'VERIFIED' }, kycTier: 1 });
    await expect(admin('user', 'kyc', '--email', 'events@kyb.test', '--tier', '2', '--delete', 'true')).rejects.toThrow(
      /no KYC record of tier 2/,
    );
    await expect(admin('user', 'kyc', '--email', 'nobody@kyb.test', '--tier', '2', '--status', 'PAID')).rejects.toThrow(/no user/);
    expect(live.events).toHaveLength(2);
  });
});
