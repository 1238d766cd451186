import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LISTS, webhookDeliveryList } from '@portal/contract';
import { DEMO, OTHER, auth, buildTestApp, type TestApp } from './helpers/build';
import { joinAsDeveloper } from './helpers/members';

// The deliveries list of one webhook: filters by event type, outcome and day (the one list
// engine), and its CSV export. Finished deliveries are written straight into the table at known times.
let t: TestApp;
let demo: string;
let id: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
  demo = await t.login(DEMO.email, DEMO.password);
  const r = await call('POST', '/api-portal/webhook', { url: 'http://127.0.0.1:9/hook', secret: 'whsec_export_test_0123456789abcdef' });
  id = r.json().uuid;
  const rows: Array<[string, string, string, number | null]> = [
    ['2030-01-01T10:00:00Z', 'ACCOUNT_CREATED', 'SUCCEEDED', 200],
    ['2030-01-01T23:59:00Z', 'CARD_CREATED', 'FAILED', 500],
    ['2030-01-02T00:00:00Z', 'ACCOUNT_CREATED', 'FAILED', null],
    ['2030-01-03T12:00:00Z', 'ACCOUNT_UPDATED', 'SUCCEEDED', 204],
  ];
  for (const [at, type, status, code] of rows) {
    await t.ctx.db.query(
      `INSERT INTO webhook_deliveries(webhook_id, partner_id, event_id, event_type, body, status, attempts, last_attempt_at,
                                      last_status_code, created_at)
       SELECT w.id, w.partner_id, $2, $3, '{}', $4, 1, $5, $6, $5 FROM webhooks w WHERE w.id = $1`,
      [id, crypto.randomUUID(), type, status, at, code],
    );
  }
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = demo) {
  return t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
}
const list = async (filter: string) => {
  const r = await call('GET', `/api-portal/webhook/${id}/deliveries?filter=${encodeURIComponent(filter)}`);
  expect(r.statusCode, r.body).toBe(200);
  return webhookDeliveryList.parse(r.json());
};

it('filters by event type, outcome and day (UTC, both ends inclusive), and refuses a bad day naming the filter', async () => {
  expect((await list('')).count).toBe(4);
  expect((await list('eventType=ACCOUNT_CREATED')).list.map((d) => d.createdDate)).toEqual([
    '2030-01-02T00:00:00.000Z',
    '2030-01-01T10:00:00.000Z',
  ]);
  expect((await list('status=FAILED')).count).toBe(2);
  expect((await list('from=2030-01-01;to=2030-01-01')).list.map((d) => d.eventType)).toEqual(['CARD_CREATED', 'ACCOUNT_CREATED']);
  expect((await list('from=2030-01-02')).count).toBe(2);
  expect((await list('status=FAILED;eventType=ACCOUNT_CREATED;from=2030-01-02;to=2030-01-02')).count).toBe(1);
  const bad = await call('GET', `/api-portal/webhook/${id}/deliveries?filter=from=2030-13-40`);
  expect(bad.statusCode).toBe(417);
  expect(bad.json()).toMatchObject({ error: 'invalid_param', error_param: 'filter', param_value: 'from' });
});

it('exports the filtered list as CSV with the delivery fields, audited; export.csv is needed and other partners get 404', async () => {
  const r = await call('GET', `/api-portal/webhook/${id}/deliveries?format=csv&filter=${encodeURIComponent('status=FAILED')}`);
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['content-type']).toContain('text/csv');
  const lines = r.body.trim().split('\r\n');
  expect(lines[0]).toBe(LISTS.webhookDeliveries.csv.join(','));
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(
    /^"[0-9a-f-]{36}","2030-01-02T00:00:00.000Z","ACCOUNT_CREATED","[0-9a-f-]{36}","FAILED",1,"2030-01-02T00:00:00.000Z",,,$/,
  );
  expect(lines[2]).toContain(',"CARD_CREATED",');
  expect(lines[2]).toContain(',"FAILED",1,"2030-01-01T23:59:00.000Z",500,');
  const audit = await t.ctx.db.query<{ target: string }>("SELECT target FROM audit_log WHERE action = 'export.csv'");
  expect(audit.map((a) => a.target)).toEqual([`webhook-deliveries:${id}`]);

  const bad = await call('GET', `/api-portal/webhook/${id}/deliveries?format=csv&filter=nope=1`);
  expect(bad.statusCode).toBe(417);
  const other = await t.login(OTHER.email, OTHER.password);
  expect((await call('GET', `/api-portal/webhook/${id}/deliveries?format=csv`, undefined, other)).statusCode).toBe(404);
  // a Viewer reads the deliveries on screen but does not export
  const dev = await joinAsDeveloper(t, demo, 'export-viewer@example.com');
  const viewer = await call('PUT', `/api-portal/user/team-member/role/${dev.memberId}`, { role: 'VIEWER' });
  expect(viewer.statusCode, viewer.body).toBe(200);
  const token = await t.login('export-viewer@example.com', 'Member@Pass1');
  expect((await call('GET', `/api-portal/webhook/${id}/deliveries`, undefined, token)).statusCode).toBe(200);
  const refused = await call('GET', `/api-portal/webhook/${id}/deliveries?format=csv`, undefined, token);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ permission: 'export.csv' });
});
