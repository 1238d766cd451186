import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDARD_WEBHOOK_HEADERS, WEBHOOK_HEADERS, WEBHOOK_SECRET_API, WEBHOOK_TIMING, pathOf } from '@portal/contract';
import { standardWebhookSamples } from '../../web/src/features/docs/lib/code-samples';
import { DEMO, auth, buildTestApp, type TestApp } from './helpers/build';
import { newKey, newWallet, signedCall, type ApiKey } from './helpers/signed';
import { Receiver, until, verifySignature, type Received } from './helpers/webhook-receiver';

// Standard Webhooks: real deliveries to a real HTTP receiver, verified with the unmodified `standardwebhooks`
// library as a partner would use it. The library checks the timestamp against the real clock, so the
// injectable clock starts at real time and moves only seconds ahead.
let t: TestApp;
let demo: string;
let key: ApiKey;
let walletId: string;
let clock = Date.now();
let r: Receiver;
const secret = 'whsec_partner-typed secret/ü+0123';

beforeAll(async () => {
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
  t.setNow(new Date(clock));
  demo = await t.login(DEMO.email, DEMO.password);
  key = await newKey(t, demo);
  walletId = await newWallet(t, key, 'standard@example.com');
  r = await Receiver.start();
});
afterAll(async () => {
  await r.down();
  await t.close();
});

const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(demo), ...(payload ? { payload } : {}) });
const headers = (g: Received) => g.headers as Record<string, string>;
/** What a partner's receiver does with the library and the documented secret: answers the parsed body or throws. */
const verify = (key: string, g: Received) => new Webhook(`whsec_${Buffer.from(key).toString('base64')}`).verify(g.rawBody, headers(g));
async function next(action: () => Promise<unknown>): Promise<Received> {
  const before = r.got.length;
  await action();
  t.app.webhookWorker.nudge();
  await r.waitFor((g) => g.length > before);
  return r.got.at(-1)!;
}

describe('Standard Webhooks', () => {
  let hook = '';

  it('signs a delivery and its retry so that the standardwebhooks library verifies them, next to the x-webhook-* headers', async () => {
    hook = (await call('POST', '/api-portal/webhook', { url: r.url, secret })).json().uuid;
    r.answer = (_g, n) => (n === 1 ? 503 : 200);
    const first = await next(() => signedCall(t, key, 'PATCH', `/partner/v1/accounts/${walletId}`, { label: 'standard' }));
    expect(verify(secret, first)).toMatchObject({ type: 'ACCOUNT_UPDATED', entity: { label: 'standard' } });
    expect(first.headers[STANDARD_WEBHOOK_HEADERS.id]).toBe(first.headers[WEBHOOK_HEADERS.id]);
    expect(first.headers[STANDARD_WEBHOOK_HEADERS.timestamp]).toBe(first.headers[WEBHOOK_HEADERS.timestamp]);
    expect(verifySignature(secret, first)).toBe(true);
    expect(() => verify('another secret', first)).toThrow(WebhookVerificationError);
    expect(() => verify(secret, { ...first, rawBody: first.rawBody.replace('standard', 'changed') })).toThrow(WebhookVerificationError);

    // once the failed attempt is written, past its first retry delay
    await until(
      async () => (await t.ctx.db.query("SELECT 1 FROM webhook_deliveries WHERE status = 'PENDING' AND attempts = 1")).length,
      10_000,
      'retry',
    );
    clock += WEBHOOK_TIMING.retryDelaysMs[0] + 1_000;
    t.setNow(new Date(clock));
    const retry = await next(async () => undefined);
    expect(retry.headers[STANDARD_WEBHOOK_HEADERS.id]).toBe(first.headers[STANDARD_WEBHOOK_HEADERS.id]);
    expect(retry.headers[STANDARD_WEBHOOK_HEADERS.timestamp]).not.toBe(first.headers[STANDARD_WEBHOOK_HEADERS.timestamp]);
    expect(verify(secret, retry)).toEqual(JSON.parse(first.rawBody));
  });

  it('signs a test event, and during a roll carries both signatures: either secret verifies', async () => {
    const tested = await next(() => call('POST', `/api-portal/webhook/${hook}/test-event`, { type: 'CARD_CREATED' }));
    expect(verify(secret, tested)).toMatchObject({ type: 'CARD_CREATED' });

    const rolled = (await call('POST', pathOf(WEBHOOK_SECRET_API.roll, { id: hook }), { overlapHours: 1 })).json().secret as string;
    const during = await next(() => call('POST', `/api-portal/webhook/${hook}/test-event`, { type: 'ACCOUNT_CREATED' }));
    expect(String(during.headers[STANDARD_WEBHOOK_HEADERS.signature]).split(' ')).toHaveLength(2);
    expect(verify(rolled, during)).toMatchObject({ type: 'ACCOUNT_CREATED' });
    expect(verify(secret, during)).toMatchObject({ type: 'ACCOUNT_CREATED' });

    await call('POST', pathOf(WEBHOOK_SECRET_API.roll, { id: hook }), { overlapHours: 0 });
    const after = await next(() => call('POST', `/api-portal/webhook/${hook}/test-event`, { type: 'ACCOUNT_CREATED' }));
    expect(() => verify(rolled, after)).toThrow(WebhookVerificationError);
  });

  it("runs /docs/webhooks' Node sample as it is: it verifies a real delivery and refuses an unsigned call", async () => {
    const port = await new Promise<number>((done) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => done(port));
      });
    });
    // next to this file, so that its import of standardwebhooks resolves as in a partner's project
    const file = new URL(`./.docs-sample-${process.pid}.mjs`, import.meta.url).pathname;
    fs.writeFileSync(file, standardWebhookSamples().node);
    const sample = spawn(process.execPath, [file], { env: { ...process.env, WEBHOOK_SECRET: secret, PORT: String(port) } });
    let out = '';
    sample.stdout.on('data', (c: Buffer) => (out += c.toString()));
    try {
      const url = `http://127.0.0.1:${port}/`;
      await until(async () => (await fetch(url, { method: 'POST', body: '{}' }).catch(() => null))?.status === 401, 10_000, 'sample up');
      const id = (await call('POST', '/api-portal/webhook', { url, secret })).json().uuid as string;
      await call('POST', `/api-portal/webhook/${id}/test-event`, { type: 'CARD_CREATED' });
      t.app.webhookWorker.nudge();
      await until(async () => out.includes('CARD_CREATED'), 10_000, 'sample verified');
    } finally {
      sample.kill();
      fs.rmSync(file, { force: true });
    }
  });
});
