import net from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { CONSOLE_API } from '@portal/contract';
import { auth, buildTestApp, registerCompany, type TestApp } from './helpers/build';
import { newOperator } from './helpers/operators';
import { startSmtp, type ReceivedMail } from './helpers/smtp';
import { runCommand } from '../src/cli/commands';
import { OperatorError } from '../src/cli/args';

/*
 * The mail outbox through an SMTP outage: the mail server is down when the mail is written, so it waits (PENDING,
 * the error kept) and is sent once SMTP is back and its retry is due; `mail retry` sends a waiting one at once.
 * A real SMTP server (smtp-server) on a port the app knows from the start; the clock is set for the backoff.
 */
let t: TestApp;
let port: number;
let smtp: Awaited<ReturnType<typeof startSmtp>> | null = null;
const received: ReceivedMail[] = [];
let clock = Date.UTC(2031, 0, 10, 9, 0, 0);
const advance = (ms: number) => {
  clock += ms;
  t.setNow(new Date(clock));
};

const smtpUp = async () => void (smtp = await startSmtp(received, { port }));
const smtpDown = async () => smtp?.close();

beforeAll(async () => {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  t = await buildTestApp({ seed: false, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://portal.example.test' } });
  t.setNow(new Date(clock));
});
afterAll(async () => {
  await t.close();
  await smtpDown();
});

const register = (email: string) => registerCompany(t, email, { companyName: 'Outbox Ltd', companyRegNumber: 'REG-9' });

const row = async (to: string) =>
  (
    await t.ctx.db.query<{ id: string; status: string; attempts: number; last_error: string | null; text_body: string }>(
      'SELECT id::text, status, attempts, last_error, text_body FROM mails WHERE to_address = $1',
      [to],
    )
  )[0]!;

it('keeps a mail through an SMTP outage and sends it once SMTP is back: nothing lost, sent only once accepted', async () => {
  const email = 'outage@outbox.test';
  expect((await register(email)).statusCode).toBe(200);
  // the job tried: SMTP refused, the mail waits with the error and its link
  await vi.waitFor(async () => expect((await row(email)).attempts).toBe(1), { timeout: 10_000 });
  const waiting = await row(email);
  expect(waiting.status).toBe('PENDING');
  expect(waiting.last_error).toMatch(/ECONNREFUSED/);
  expect(waiting.text_body).toContain('https://portal.example.test/confirm/email/');

  await smtpUp();
  // not before its retry is due (30 s after the first try)
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(received).toHaveLength(0);
  advance(31_000);
  await vi.waitFor(() => expect(received.some((m) => m.to.includes(email))).toBe(true), { timeout: 10_000 });
  await vi.waitFor(async () => expect((await row(email)).status).toBe('SENT'));
  const sent = await row(email);
  expect(sent.attempts).toBe(2);
  // once SMTP has it, the outbox drops the body with its single-use link
  expect(sent.text_body).toBe('');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(received.filter((m) => m.to.includes(email))).toHaveLength(1);
});

it("lists the outbox for operators without bodies or links; the console's Try again (and `mail retry`) sends a mail now", async () => {
  await smtpDown();
  const email = 'retry@outbox.test';
  expect((await register(email)).statusCode).toBe(200);
  await vi.waitFor(async () => expect((await row(email)).attempts).toBe(1), { timeout: 10_000 });

  const listed = (await runCommand(t.ctx, ['mail', 'list', '--limit', '5'])) as { mails: Array<Record<string, unknown>> };
  const mine = listed.mails.find((m) => m.to === email)!;
  expect(mine).toMatchObject({ template: 'confirm', status: 'PENDING', attempts: 1 });
  expect(String(mine.lastError)).toMatch(/ECONNREFUSED/);
  expect(JSON.stringify(listed)).not.toContain('/confirm/email/');
  // the console's platform screen shows the same, to Administrators only
  const console = async (token: string) => t.app.inject({ method: 'GET', url: CONSOLE_API.mails.path, headers: auth(token) });
  const admin = await newOperator(t, 'ADMINISTRATOR');
  const shown = await console(admin.token);
  expect(shown.json().list.find((m: { to: string }) => m.to === email)).toMatchObject({
    template: 'confirm',
    status: 'PENDING',
    attempts: 1,
  });
  expect(shown.body).not.toContain('/confirm/email/');
  const agent = await newOperator(t, 'SUPPORT_AGENT');
  expect((await console(agent.token)).statusCode).toBe(403);

  await smtpUp();
  const { id } = await row(email);
  // the console's "Try again": Administrators only, audited, 404 once the mail is sent
  const retry = (token: string, mailId = id) =>
    t.app.inject({ method: 'POST', url: CONSOLE_API.retryMail.path.replace(':id', mailId), headers: auth(token) });
  expect((await retry(agent.token)).statusCode).toBe(403);
  expect((await retry(admin.token, '999999999')).json()).toMatchObject({ error: 'not_found' });
  expect((await retry(admin.token)).json()).toEqual({ ok: true });
  await vi.waitFor(() => expect(received.some((m) => m.to.includes(email))).toBe(true), { timeout: 10_000 });
  await vi.waitFor(async () => expect((await row(email)).status).toBe('SENT'));
  expect((await retry(admin.token)).statusCode).toBe(404);
  await expect(runCommand(t.ctx, ['mail', 'retry', id])).rejects.toThrow(OperatorError);
  const audited = await t.ctx.db.query("SELECT target FROM audit_log WHERE action = 'mail.retried'");
  expect(audited).toEqual([{ target: `mail ${id}` }]);
});
