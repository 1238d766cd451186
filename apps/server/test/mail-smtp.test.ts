import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildTestApp, registerCompany, type TestApp } from './helpers/build';
import { startSmtp, type ReceivedMail } from './helpers/smtp';

/** A real SMTP round trip: the server mails through SMTP_URL to smtp-server on 127.0.0.1. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const received: ReceivedMail[] = [];
/** how long the SMTP server takes to accept a message */
let acceptDelayMs = 0;

beforeAll(async () => {
  smtp = await startSmtp(received, { acceptDelayMs: () => acceptDelayMs });
  const port = smtp.port;
  t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://portal.example.test' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

it('mails the confirmation link over SMTP; following it confirms the e-mail and sign-in works', async () => {
  const email = 'smtp.biz@acme.test';
  const r = await registerCompany(t, email);
  expect(r.statusCode).toBe(200);
  // the outbox job sends it
  await vi.waitFor(() => expect(received.some((m) => m.to.includes(email))).toBe(true), { timeout: 5000 });
  const mail = received.find((m) => m.to.includes(email));
  const raw = unfold(mail!.raw);
  expect(raw).toMatch(/^Subject: .*confirm your e-mail/m);
  expect(raw).toMatch(/^From: .*<support@platform\.test>/m);
  const link = /https:\/\/portal\.example\.test\/confirm\/email\/([A-Za-z0-9_-]{43})/.exec(raw);
  expect(link).not.toBeNull();
  // once SMTP accepted it, the outbox keeps no body nor link
  await vi.waitFor(async () =>
    expect(await t.ctx.db.query("SELECT 1 FROM mails WHERE status = 'SENT' AND text_body = ''")).toHaveLength(1),
  );
  expect(await t.ctx.db.query("SELECT 1 FROM mails WHERE links::text LIKE '%confirm%'")).toHaveLength(0);
  const login = () => t.app.inject({ method: 'POST', url: '/api-portal/auth/login', payload: { email, password: 'Strong@Pass1' } });
  expect((await login()).json().error).toBe('email_not_confirmed');
  // the web route /confirm/email/{code} calls this API with the code of the link
  expect((await t.app.inject({ method: 'GET', url: `/api-portal/auth/confirm-email/${link![1]}` })).json()).toEqual({ ok: true });
  expect((await login()).statusCode).toBe(200);
});

it('forgot-password answers before the mail is sent, as fast as for an unknown e-mail', async () => {
  acceptDelayMs = 1500;
  try {
    const ask = async (email: string) => {
      const started = performance.now();
      const r = await t.app.inject({ method: 'POST', url: '/api-portal/auth/forgot-password', payload: { email } });
      return { body: r.body, ms: performance.now() - started };
    };
    const known = await ask('smtp.biz@acme.test');
    const unknown = await ask('nobody@acme.test');
    expect(known.body).toBe(unknown.body);
    // a slow mail server does not show in the answer's time
    expect(known.ms).toBeLessThan(1000);
    await vi.waitFor(
      () => expect(received.some((m) => m.to.includes('smtp.biz@acme.test') && /reset your password/.test(m.raw))).toBe(true),
      { timeout: 5000 },
    );
  } finally {
    acceptDelayMs = 0;
  }
});
