import { afterAll, beforeAll, expect, it } from 'vitest';
import { WEBHOOK_AUTO_DISABLE, webhookDeliveryList, webhookEnabledAnswer, type WebhookDelivery } from '@portal/contract';
import { DEMO, auth, buildTestApp, type TestApp, NO_IDLE_LIMIT } from './helpers/build';
import { Receiver, until } from './helpers/webhook-receiver';
import { startSmtp, type ReceivedMail } from './helpers/smtp';

// Auto-disable with notice: a receiver that always answers 503, the default failing period
// (5 days), the injectable clock moved from attempt to attempt, and the mails through a real SMTP server.
let t: TestApp;
let demo: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let receiver: Receiver;
const mails: ReceivedMail[] = [];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let clock = Date.UTC(2030, 6, 1, 8, 0, 0);
let signedInAt = clock;

beforeAll(async () => {
  smtp = await startSmtp(mails);
  const port = smtp.port;
  t = await buildTestApp({
    env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_ALLOW_HTTP: 'true', SMTP_URL: `smtp://127.0.0.1:${port}`, ...NO_IDLE_LIMIT },
  });
  t.setNow(new Date(clock));
  demo = await t.login(DEMO.email, DEMO.password);
  receiver = await Receiver.start();
  receiver.answer = () => ({ status: 503, body: 'maintenance' });
});
afterAll(async () => {
  await receiver.down();
  await t.close();
  await smtp.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(demo), ...(payload === undefined ? {} : { payload: payload as object }) });

async function advanceTo(when: number) {
  clock = Math.max(clock, when);
  t.setNow(new Date(clock));
  if (clock - signedInAt > 6 * HOUR) {
    demo = await t.login(DEMO.email, DEMO.password);
    signedInAt = clock;
  }
  t.app.webhookWorker.nudge();
}
const deliveries = async (id: string): Promise<WebhookDelivery[]> =>
  webhookDeliveryList.parse((await call('GET', `/api-portal/webhook/${id}/deliveries?take=100`)).json()).list;
const notices = (title: string) =>
  t.ctx.db.query<{ message_html: string }>(
    `SELECT m.message_html FROM tickets t JOIN ticket_messages m ON m.ticket_id = t.id JOIN users u ON u.id = t.user_id
      WHERE lower(u.email) = $1 AND t.incident_type = 'NOTIFICATION' AND t.title = $2`,
    [DEMO.email, title],
  );
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const mailsWith = (subject: RegExp) => mails.filter((m) => m.to.includes(DEMO.email) && subject.test(unfold(m.raw)));

it('tells the members once after 24 h of failures and again at the disabling after 5 days; re-enabling says what failed', async () => {
  expect(WEBHOOK_AUTO_DISABLE.defaultDays).toBe(5);
  const created = await call('POST', '/api-portal/webhook', { url: receiver.url, secret: 'whsec_notice_test_0123456789abcdef' });
  const id = created.json().uuid as string;
  const start = clock;
  let failingNoticeAt: number | null = null;
  // Follow the retries: whenever nothing is due any more (a delivery failed for good), a new event.
  for (let step = 0; step < 60; step++) {
    const hook = (await call('GET', `/api-portal/webhook/${id}`)).json();
    if (!hook.enabled) break;
    const list = await deliveries(id);
    const due = list.filter((d) => d.nextAttemptDate).map((d) => Date.parse(d.nextAttemptDate!));
    if (!due.length) {
      expect((await call('POST', `/api-portal/webhook/${id}/test`)).statusCode).toBe(200);
      t.app.webhookWorker.nudge();
    } else {
      await advanceTo(Math.min(...due));
    }
    const attempts = list.reduce((n, d) => n + d.attempts, 0);
    await until(
      async () =>
        (await deliveries(id)).reduce((n, d) => n + d.attempts, 0) > attempts &&
        !(await deliveries(id)).some((d) => d.status === 'SENDING'),
      10_000,
      `attempt after ${attempts}`,
    );
    if (failingNoticeAt === null && (await notices('Webhook failing')).length) failingNoticeAt = clock;
  }
  const hook = (await call('GET', `/api-portal/webhook/${id}`)).json();
  expect(hook).toMatchObject({ enabled: false, disabledReason: 'FAILING' });
  const failingSince = Date.parse(hook.failingSince);
  expect(clock - failingSince).toBeGreaterThanOrEqual(5 * DAY);
  expect(clock - failingSince).toBeLessThan(6 * DAY);
  // the 24-hour notice came with the first attempt recorded 24 h or more into the streak
  expect(failingNoticeAt! - failingSince).toBeGreaterThanOrEqual(DAY);
  expect(failingNoticeAt! - start).toBeLessThan(2 * DAY);

  const failing = await notices('Webhook failing');
  const disabled = await notices('Webhook disabled');
  expect(failing).toHaveLength(1);
  expect(disabled).toHaveLength(1);
  for (const n of [...failing, ...disabled]) {
    expect(n.message_html).toContain(receiver.url);
    expect(n.message_html).toContain('HTTP 503');
  }
  expect(disabled[0]!.message_html).toContain('5 days');
  await until(async () => mailsWith(/a webhook was disabled/).length === 1 || undefined, 5_000, 'the disabled mail');
  expect(mailsWith(/a webhook is failing/)).toHaveLength(1);
  expect(mailsWith(/a webhook was disabled/)).toHaveLength(1);
  for (const m of [...mailsWith(/a webhook is failing/), ...mailsWith(/a webhook was disabled/)]) {
    expect(unfold(m.raw)).toContain(receiver.url);
    expect(unfold(m.raw)).toContain('HTTP 503');
  }

  // Re-enabling says what failed for good meanwhile (the deliveries still retrying were only held).
  const failedForGood = (await deliveries(id)).filter((d) => d.status === 'FAILED');
  expect(failedForGood.length).toBeGreaterThan(0);
  receiver.answer = () => 200;
  const enabled = webhookEnabledAnswer.parse((await call('PUT', `/api-portal/webhook/${id}/enabled`, { enabled: true })).json());
  expect(enabled.failedMeanwhile).toEqual({
    failingSince: new Date(failingSince).toISOString(),
    since: failedForGood.map((d) => d.createdDate).sort()[0],
    count: failedForGood.length,
  });
  const replay = await call('POST', `/api-portal/webhook/${id}/replay`, { since: enabled.failedMeanwhile!.since });
  expect(replay.json()).toEqual({ replayed: failedForGood.length });
  // enabling an endpoint that was not disabled for failing says nothing more
  const again = webhookEnabledAnswer.parse((await call('PUT', `/api-portal/webhook/${id}/enabled`, { enabled: true })).json());
  expect(again.failedMeanwhile).toBeNull();
});
