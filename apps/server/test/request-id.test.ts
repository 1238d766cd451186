import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditList, webhookDeliveryList } from '@portal/contract';
import { DEMO, auth, buildTestApp, type TestApp } from './helpers/build';
import { newKey, signedCall, type ApiKey } from './helpers/signed';
import { verify } from '../src/modules/audit/audit';

// The request id of the x-request-id answer header (and of the request's log line) is kept with
// the audit entry the request made and with each webhook delivery of the event it caused.
let t: TestApp;
let demo: string;
let key: ApiKey;

beforeAll(async () => {
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
  demo = await t.login(DEMO.email, DEMO.password);
  key = await newKey(t, demo);
});
afterAll(() => t.close());

const requestId = (headers: Record<string, unknown>) => {
  const id = headers['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id as string;
};

describe('request id', () => {
  it('is kept with the audit entry of the request that made the change, and covered by its hash', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api-portal/webhook',
      headers: { ...auth(demo), 'x-request-id': 'chosen-by-the-client' },
      payload: { url: 'http://127.0.0.1:9/request-id', secret: 'request-id-secret-0123456789' },
    });
    expect(r.statusCode).toBe(200);
    const id = requestId(r.headers);
    const list = auditList.parse(
      (await t.app.inject({ url: '/api-portal/audit?filter=action=webhook.created', headers: auth(demo) })).json(),
    );
    expect(list.list[0]).toMatchObject({ action: 'webhook.created', requestId: id });

    const [{ partner_id: partnerId }] = await t.ctx.db.query<{ partner_id: string }>(
      'SELECT partner_id::text FROM users WHERE email = $1',
      [DEMO.email],
    );
    expect(await verify(t.ctx.db, partnerId!)).toMatchObject({ ok: true, broken: null });
    // the id is part of the entry's hash: changing it breaks the chain
    await t.ctx.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query("UPDATE audit_log SET request_id = 'another' WHERE request_id = $1", [id]);
    });
    expect(await verify(t.ctx.db, partnerId!)).toMatchObject({ ok: false, broken: { action: 'webhook.created', reason: 'hash_mismatch' } });
  });

  it('is carried by each webhook delivery of the event a signed call caused; none when a job made it', async () => {
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api-portal/webhook',
      headers: auth(demo),
      payload: { url: 'http://127.0.0.1:9/deliveries', secret: 'request-id-secret-0123456789' },
    });
    const webhookId = String(hook.json().uuid);
    const client = await signedCall(t, key, 'POST', '/partner/v1/clients', {
      type: 'EXTERNAL_INDIVIDUAL',
      email: 'request-id@example.com',
      firstName: 'Request',
      lastName: 'Id',
    });
    expect(client.statusCode).toBe(201);
    const account = await signedCall(t, key, 'POST', '/partner/v1/accounts', {
      clientId: client.json().clientId,
      currency: 'EUR',
      label: 'id',
    });
    expect(account.statusCode).toBe(201);
    const id = requestId(account.headers);
    const deliveries = async () =>
      webhookDeliveryList.parse((await t.app.inject({ url: `/api-portal/webhook/${webhookId}/deliveries`, headers: auth(demo) })).json())
        .list;
    expect((await deliveries()).map((d) => d.requestId)).toContain(id);

    // an event written outside any request (a job, the command line) has none
    await t.ctx.db.transaction(async (tx) => {
      const { emitEvent } = await import('../src/infra/outbox');
      const [{ partner_id: partnerId }] = await tx.query<{ partner_id: string }>('SELECT partner_id::text FROM users WHERE email = $1', [
        DEMO.email,
      ]);
      await emitEvent(tx, { partnerId: partnerId!, environment: 'live', type: 'ACCOUNT_UPDATED', entity: { walletId: 'from-a-job' } });
    });
    const fromJob = (await deliveries()).find((d) => d.requestId === null);
    expect(fromJob).toBeDefined();
  });

  it('is kept over a real connection too, where the body arrives after the request began', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const body = JSON.stringify({ url: 'http://127.0.0.1:9/over-http', secret: 'request-id-secret-0123456789' });
    // the body in two chunks, the second after a pause
    const stream = new ReadableStream({
      async start(c) {
        c.enqueue(new TextEncoder().encode(body.slice(0, 10)));
        await new Promise((r) => setTimeout(r, 50));
        c.enqueue(new TextEncoder().encode(body.slice(10)));
        c.close();
      },
    });
    const r = await fetch(`${address}/api-portal/webhook`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demo}`, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(r.status).toBe(200);
    const id = r.headers.get('x-request-id');
    const list = auditList.parse(
      (await t.app.inject({ url: '/api-portal/audit?filter=action=webhook.created', headers: auth(demo) })).json(),
    );
    expect(list.list[0]).toMatchObject({ action: 'webhook.created', requestId: id });
  });
});
