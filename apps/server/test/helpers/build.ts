import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadEnv } from '../../src/config/env';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db/db';
import fs from 'node:fs';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { migrate, migrationsDir } from '../../src/db/migrate';
import { scratchDatabase } from './scratch-db';
import { testTemplate } from './pglite-template';
import { Brands, loadBrands } from '../../src/brands/brands';
import { SecretBox } from '../../src/lib/crypto';
import { seedDemo } from '../../src/demo/demo';
import type { AppContext } from '../../src/context';

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set
 * (CI's integration run), a new database on that PostgreSQL server, dropped on close.
 */
export async function freshDb(o: { migrated?: boolean; maxCost?: number } = {}): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPglite(undefined, o.migrated === false ? undefined : await testTemplate(), { maxCost: o.maxCost });
    return { db, drop: () => db.close() };
  }
  const scratch = await scratchDatabase(url);
  const db = await openPostgres(scratch.url, { max: 4 });
  return {
    db,
    drop: async () => {
      await db.close();
      await scratch.drop();
    },
  };
}

/**
 * One secrets key per test process: the audit chain's key is derived from it and held per process
 * (as a real deployment holds one), so every app a test file builds writes chains the others verify.
 */
const TEST_SECRETS_KEY = crypto.randomBytes(32);

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** sets the clock every service reads */
  setNow: (d: Date) => void;
  login: (email: string, password: string) => Promise<string>;
  close: () => Promise<void>;
}

export async function buildTestApp(o: { seed?: boolean; env?: Record<string, string>; brands?: Brands } = {}): Promise<TestApp> {
  // a data folder of its own (uploads, keys), removed on close, unless the test brings one
  const ownDir = o.env?.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...(ownDir && { DATA_DIR: ownDir }), ...o.env });
  const { db, drop } = await freshDb({ maxCost: env.DB_EMBEDDED_MAX_COST });
  await migrate(db);
  let now = () => new Date();
  const base = { env, db, brands: o.brands ?? loadBrands(), box: new SecretBox(TEST_SECRETS_KEY), now: () => now() };
  const app = await buildApp({ ...base, logger: false });
  await app.ready();
  if (o.seed !== false) await seedDemo(app.ctx);
  return {
    app,
    ctx: app.ctx,
    setNow: (d) => {
      now = () => d;
    },
    login: async (email, password) => {
      const r = await app.inject({ method: 'POST', url: '/api-portal/auth/login', payload: { email, password } });
      if (r.statusCode !== 200) throw new Error(`login ${email} failed: ${r.statusCode} ${r.body}`);
      return r.json().token as string;
    },
    close: async () => {
      await app.close();
      await drop();
      if (ownDir) fs.rmSync(ownDir, { recursive: true, force: true });
    },
  };
}

/** For suites whose clock jumps hours between a session's calls: the idle limit is session-idle.test.ts's. */
export const NO_IDLE_LIMIT = { SESSION_IDLE_MINUTES: '1440', OPERATOR_SESSION_IDLE_MINUTES: '1440' };

export const DEMO = { email: 'demo@partner.test', password: 'Demo@Partner1' };
export const OTHER = { email: 'other@partner.test', password: 'Other@Partner1' };
export const UNVERIFIED = { email: 'unverified@partner.test', password: 'Unverified@Partner1' };
/** Applies only the migrations numbered before `version`: a test of how `version` upgrades the rows already there. */
export async function migrateBefore(db: Db, version: string): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `before-${version}-`));
  try {
    for (const f of fs.readdirSync(migrationsDir()).filter((f) => f < version))
      fs.copyFileSync(path.join(migrationsDir(), f), path.join(dir, f));
    return await migrate(db, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Registers a company as the sign-up screen does (`fields` replace the defaults: another password, company...). */
export const registerCompany = (t: TestApp, email: string, fields: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api-portal/auth/register',
    payload: {
      businessOwnerAccount: true,
      email,
      password: 'Strong@Pass1',
      companyName: 'Acme Ltd',
      companyRegNumber: 'REG-1',
      companyAddress: 'Via Roma 1',
      companyCountry: 'ITA',
      mobileNumber: '+393471234567',
      ...fields,
    },
  });
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The shipped brands with the partner API's rate limits lifted: for suites that send many signed calls
 * in a second (the limits themselves are tested in partner-api-limits.test.ts).
 */
export function liftedLimitsBrands(): Brands {
  const shipped = loadBrands();
  const unlimited = { perKey: { max: 100_000, windowMs: 1_000 }, perPartner: { max: 100_000, windowMs: 1_000 } };
  return new Brands(
    shipped.list.map((b) => ({ ...b, partnerApiLimits: unlimited })),
    shipped.defaultAgent,
  );
}
