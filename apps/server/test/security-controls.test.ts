import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../src/config/env';
import { createContext } from '../src/bootstrap';
import { seedDemo } from '../src/demo/demo';
import { createPartner } from '../src/modules/console/console-partners.repository';
import crypto from 'node:crypto';
import { buildApp, HSTS_MAX_AGE_S } from '../src/app';
import { loadBrands } from '../src/brands/brands';
import { one } from '../src/db/db';
import { SecretBox } from '../src/lib/crypto';
import { DEMO, NO_IDLE_LIMIT, auth, buildTestApp, freshDb, type TestApp } from './helpers/build';
import { migrate } from '../src/db/migrate';
import { FILES, multipart, ticketFields, type Part } from './helpers/multipart';
import { LIMITS, TICKET_CREATE_RATE } from '@portal/contract';

/* ASVS level 2: sessions, attempt limits, defaults and the data folder. */

const HOUR = 3_600_000;
let t: TestApp;
let clock = Date.UTC(2030, 2, 1, 8, 0, 0);
const at = (ms: number) => {
  clock = ms;
  t.setNow(new Date(clock));
};

beforeAll(async () => {
  // the absolute cap alone: the idle limit would end these sessions first
  t = await buildTestApp({ seed: false, env: NO_IDLE_LIMIT });
  at(clock);
});
afterAll(() => t.close());

const post = (url: string, token: string | null, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });
const refresh = (token: string) => post('/api-portal/auth/refreshToken', token);
const loggedIn = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api-portal/auth/logged-in', headers: auth(token) })).json().loggedIn as boolean;

let n = 0;
async function newUser() {
  const u = { email: `sec${++n}@security.test`, password: 'Secure@Pass1' };
  await t.ctx.db.transaction((tx) => createPartner(tx, { ...u, company: `Sec ${n}`, agent: 'aurora' }));
  return u;
}

describe('sessions', () => {
  it('end 12 hours after sign-in, however often they are refreshed', async () => {
    const u = await newUser();
    const start = clock;
    const token = await t.login(u.email, u.password);
    for (let h = 1; h <= 11; h++) {
      at(start + h * HOUR);
      expect((await refresh(token)).statusCode).toBe(200);
    }
    at(start + 12 * HOUR - 1000);
    expect(await loggedIn(token)).toBe(true);
    at(start + 12 * HOUR + 1000);
    expect(await loggedIn(token)).toBe(false);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('follow SESSION_MAX_HOURS', async () => {
    const short = await buildTestApp({ seed: false, env: { SESSION_MAX_HOURS: '2', ...NO_IDLE_LIMIT } });
    try {
      const u = { email: 'short@security.test', password: 'Secure@Pass1' };
      await short.ctx.db.transaction((tx) => createPartner(tx, { ...u, company: 'Short', agent: 'aurora' }));
      const start = Date.UTC(2030, 5, 1);
      short.setNow(new Date(start));
      const token = await short.login(u.email, u.password);
      short.setNow(new Date(start + HOUR));
      const r = await short.app.inject({ method: 'POST', url: '/api-portal/auth/refreshToken', headers: auth(token) });
      expect(r.statusCode).toBe(200);
      short.setNow(new Date(start + 2 * HOUR + 1000));
      const after = await short.app.inject({ method: 'GET', url: '/api-portal/auth/logged-in', headers: auth(token) });
      expect(after.json()).toEqual({ loggedIn: false });
    } finally {
      await short.close();
    }
    expect(() => loadEnv({ SESSION_MAX_HOURS: '0' })).toThrow(/SESSION_MAX_HOURS/);
  });
});

describe('change password', () => {
  it('answers 429 rate_limited after 10 wrong old passwords of the user, even to the right one', async () => {
    const u = await newUser();
    const token = await t.login(u.email, u.password);
    const change = (oldPassword: string) => post('/api-portal/user/change-password', token, { oldPassword, newPassword: 'Another@Pass2' });
    for (let i = 0; i < 10; i++) expect((await change(`Wrong@Pass${i}`)).json()).toMatchObject({ error: 'invalid' });
    const r = await change(u.password);
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({ error: 'rate_limited' });
    // another user is not affected
    const v = await newUser();
    const other = await t.login(v.email, v.password);
    expect(
      (await post('/api-portal/user/change-password', other, { oldPassword: v.password, newPassword: 'Another@Pass2' })).statusCode,
    ).toBe(200);
  });
});

describe('two-factor', () => {
  it("turning it on ends the user's other sessions; the one that turned it on stays", async () => {
    const u = await newUser();
    const elsewhere = await t.login(u.email, u.password);
    const here = await t.login(u.email, u.password);
    const start = await post('/api-portal/user/two-factor/enrolment', here, { password: u.password });
    expect(start.statusCode, start.body).toBe(200);
    const started = start.json() as { secret: string };
    const code = await generate({ secret: started.secret, epoch: Math.floor(clock / 1000) });
    expect((await post('/api-portal/user/two-factor/enrolment/confirm', here, { code })).statusCode).toBe(200);
    expect(await loggedIn(here)).toBe(true);
    expect(await loggedIn(elsewhere)).toBe(false);
  });
});

describe('production defaults', () => {
  it('seeds no demo data by default with NODE_ENV=production and refuses SEED_DEMO=true there', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadEnv({}).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO: demo data is refused with NODE_ENV=production/,
    );
  });
});

describe('embedded data folder', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-modes-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is 0700 and no file in it is readable or writable by others', { timeout: 180_000 }, async () => {
    const dataDir = path.join(dir, 'data');
    const ctx = await createContext(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SECRETS_KEY: undefined }));
    const dirs: string[] = [];
    try {
      await seedDemo(ctx);
      // while it runs, every folder is the owner's only (files PGlite makes meanwhile are out of reach)
      const walkDirs = (d: string) => {
        for (const e of fs.readdirSync(d, { withFileTypes: true }))
          if (e.isDirectory()) {
            if ((fs.statSync(path.join(d, e.name)).mode & 0o077) !== 0) dirs.push(path.join(d, e.name));
            walkDirs(path.join(d, e.name));
          }
      };
      walkDirs(dataDir);
    } finally {
      await ctx.db.close();
    }
    expect(dirs).toEqual([]);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    const open: string[] = [];
    const walk = (d: string) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        const p = path.join(d, e.name);
        if ((fs.statSync(p).mode & 0o077) !== 0) open.push(p);
        if (e.isDirectory()) walk(p);
      }
    };
    walk(dataDir);
    expect(fs.readdirSync(path.join(dataDir, 'pgdata')).length).toBeGreaterThan(5);
    expect(open).toEqual([]);
  });
});

describe('no codes in logs', () => {
  it('logs that a mail was kept, not its link, and redacts codes in logged request URLs', async () => {
    const lines: string[] = [];
    const stream = { write: (l: string) => void lines.push(l) };
    const { db, drop } = await freshDb();
    await migrate(db); // a fresh PostgreSQL database (test:pg) starts empty
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-log-'));
    // the request lines are at debug level: a server that logs them must still redact them
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'debug', DATA_DIR: dataDir });
    const app = await buildApp({
      env,
      db,
      brands: loadBrands(),
      box: new SecretBox(crypto.randomBytes(32)),
      now: () => new Date(),
      logger: { stream },
    });
    try {
      await app.ready();
      await seedDemo(app.ctx);
      const forgot = await app.inject({ method: 'POST', url: '/api-portal/auth/forgot-password', payload: { email: DEMO.email } });
      expect(forgot.statusCode).toBe(200);
      // the mail is written after the neutral answer: wait for it
      const mail = await vi.waitFor(
        async () => {
          const m = await one<{ links: string[] }>(db, 'SELECT links FROM mails WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [
            DEMO.email,
          ]);
          if (!m) throw new Error('no mail yet');
          return m;
        },
        { timeout: 10_000, interval: 50 },
      );
      const code = mail!.links[0]!.split('/').pop()!;
      expect(code.length).toBeGreaterThan(20);
      await app.inject({ method: 'GET', url: `/api-portal/auth/confirm-email/${code}` });
      await app.inject({ method: 'GET', url: `/auth/reset-password/${code}` });
      await app.inject({ method: 'GET', url: `/auth/signup/developer?code=${code}&email=ann%40x.test&lang=it` });
      const log = lines.join('');
      expect(log).toContain('mail kept in the embedded mailbox');
      expect(log).toContain('/api-portal/auth/confirm-email/[redacted]');
      expect(log).toContain('/auth/reset-password/[redacted]');
      expect(log).toContain('/auth/signup/developer?code=[redacted]&email=[redacted]&lang=it');
      expect(log).not.toContain(code);
      expect(log).not.toContain('ann%40x.test');
      // one line per request, with the id the answer carries in x-request-id (ours, never the client's)
      const r = await app.inject({ method: 'GET', url: '/api-portal/auth/status', headers: { 'x-request-id': 'forged' } });
      const id = r.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const line = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.reqId === id && l.msg === 'request');
      expect(line).toMatchObject({ level: 20, status: 200, route: '/api-portal/auth/status', req: { method: 'GET' } });
      expect(lines.join('')).not.toContain('forged');
    } finally {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('headers', () => {
  it('answers every API call with Cache-Control: no-store, the one-time secret included', async () => {
    const u = await newUser();
    const token = await t.login(u.email, u.password);
    const calls = [
      await t.app.inject({ method: 'GET', url: '/api-portal/auth/status' }),
      await t.app.inject({ method: 'GET', url: '/api-portal/user/me', headers: auth(token) }),
      await t.app.inject({ method: 'GET', url: '/api/tickets/list', headers: auth(token) }),
      await t.app.inject({ method: 'GET', url: '/api-portal/nothing-here' }),
      await t.app.inject({ method: 'GET', url: '/partner/v1/clients' }),
      await post('/api-portal/user/secrets', token, { label: 'no-store' }),
    ];
    for (const r of calls) expect([r.statusCode, r.headers['cache-control']]).toEqual([r.statusCode, 'no-store']);
    expect(calls.at(-1)!.statusCode).toBe(200);
  });

  it('sends the security headers on every answer: success, refusal, error and unknown path', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api-portal/auth/status' }),
      await t.app.inject({ method: 'GET', url: '/api-portal/user/me' }),
      await t.app.inject({ method: 'POST', url: '/api-portal/auth/login', payload: { email: 'not an address' } }),
      await t.app.inject({ method: 'GET', url: '/api-portal/nothing-here' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 417, 404]);
    for (const r of answers) {
      expect(r.headers['content-security-policy']).toMatch(/^default-src 'self';/);
      expect(r.headers['strict-transport-security']).toBe(`max-age=${HSTS_MAX_AGE_S}; includeSubDomains`);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(r.headers['referrer-policy']).toBe('no-referrer');
      expect(r.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it("lets the web app connect to its own origin only (CSP connect-src 'self')", async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/api-portal/auth/status' })).headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).not.toMatch(/ws:|wss:/);
  });
});

describe('support tickets', () => {
  const send = (token: string, parts: Part[]) => {
    const m = multipart(parts);
    return t.app.inject({ method: 'POST', url: '/api/tickets', payload: m.payload, headers: { ...m.headers, ...auth(token) } });
  };
  const png: Part = { name: 'files', filename: 'shot.png', value: FILES.png(2048) };

  it(`answers 429 rate_limited beyond ${TICKET_CREATE_RATE.max} new tickets an hour per user`, async () => {
    const u = await newUser();
    const token = await t.login(u.email, u.password);
    for (let i = 0; i < TICKET_CREATE_RATE.max; i++) expect((await send(token, ticketFields())).statusCode).toBe(200);
    expect((await send(token, ticketFields())).json()).toMatchObject({ error: 'rate_limited' });
    const v = await newUser();
    expect((await send(await t.login(v.email, v.password), ticketFields())).statusCode).toBe(200);
  });

  it(`keeps at most ${LIMITS.ticketStoragePerPartnerBytes} bytes of attachments per partner (417 storage_quota_exceeded)`, async () => {
    const u = await newUser();
    const token = await t.login(u.email, u.password);
    expect((await send(token, [...ticketFields(), png])).statusCode).toBe(200);
    // the partner's earlier attachments fill the quota but for 1 KB
    await t.ctx.db.query(
      `UPDATE ticket_attachments a SET size = $2 FROM tickets tk JOIN users us ON us.id = tk.user_id
        WHERE tk.id = a.ticket_id AND lower(us.email) = lower($1)`,
      [u.email, LIMITS.ticketStoragePerPartnerBytes - 1024],
    );
    const before = (await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tickets'))[0]!.n;
    expect((await send(token, [...ticketFields(), png])).json()).toEqual({
      error: 'storage_quota_exceeded',
      error_param: 'files',
      param_value: String(LIMITS.ticketStoragePerPartnerBytes),
    });
    expect((await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tickets'))[0]!.n).toBe(before);
    // a ticket without files still goes; another partner is not affected
    expect((await send(token, ticketFields())).statusCode).toBe(200);
    const v = await newUser();
    expect((await send(await t.login(v.email, v.password), [...ticketFields(), png])).statusCode).toBe(200);
  });
});
