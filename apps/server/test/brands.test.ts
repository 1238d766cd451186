import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDERS, statusObject } from '@portal/contract';
import { buildApp } from '../src/app';
import { createContext } from '../src/bootstrap';
import { loadBrands } from '../src/brands/brands';
import { loadEnv } from '../src/config/env';
import { migrate } from '../src/db/migrate';
import { SecretBox } from '../src/lib/crypto';
import { seedDemo } from '../src/demo/demo';
import defaults from '../src/brands/default-brands.json' with { type: 'json' };
import { DEMO, OTHER, auth, freshDb } from './helpers/build';

/** What a bank puts in BRANDS_FILE: its own look for the agent its partners are on. */
const LOGO = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'><rect width='40' height='40' fill='#b00020'/></svg>";
const FAVICON = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><rect width='16' height='16' fill='#b00020'/></svg>";
const brand = (agent: string, over: Record<string, unknown> = {}) => ({
  agent,
  name: `Bank ${agent}`,
  productTitle: `Bank ${agent} API Portal`,
  primaryColor: '#b00020',
  supportEmail: `help@${agent}.test`,
  companyName: `Bank ${agent} S.A.`,
  legalVersion: 'bank',
  provider: 'COSPAY',
  identityProvider: 'sandbox',
  twoFactorActions: ['secrets'],
  hosts: [`portal.${agent}.test`],
  logoSvg: LOGO,
  ...over,
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brands-test-'));
function brandsFile(content: unknown): string {
  const file = path.join(dir, `${crypto.randomBytes(4).toString('hex')}.json`);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function failure(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected a failure');
}

describe('shipped brands', () => {
  const brands = loadBrands();

  it('serve visitors the platform brand and give the two partner brands each its own look', () => {
    expect(brands.defaultAgent).toBe('platform');
    const [aurora, laguna] = [brands.get('aurora'), brands.get('laguna')];
    for (const key of [
      'name',
      'productTitle',
      'primaryColor',
      'logoSvg',
      'faviconSvg',
      'supportEmail',
      'legalVersion',
      'provider',
    ] as const) {
      expect(aurora[key], key).toBeTruthy();
      expect(aurora[key], key).not.toBe(laguna[key]);
    }
    // The tab reads as the API portal of the brand's platform.
    for (const b of brands.list) expect(b.productTitle).toBe(`${b.name} API Portal`);
    expect(new Set(brands.list.map((b) => b.legalVersion))).toEqual(new Set(['default', 'bank', 'partner']));
    for (const b of brands.list) expect(PROVIDERS).toContain(b.provider);
  });

  it('know the five provider identifiers of customer-portal §1', () => {
    expect([...PROVIDERS]).toEqual(['AZURE', 'COSPAY', 'WALLEXCARD', 'DTSCB', 'TYNCOFEX']);
  });

  it('falls back to the default brand for an unknown agent', () => {
    expect(brands.get('nobody').agent).toBe('platform');
    expect(brands.get(null).agent).toBe('platform');
  });
});

describe('BRANDS_FILE validation', () => {
  it('names the brand and the field that is wrong, every problem at once', () => {
    const file = brandsFile({
      defaultAgent: 'north',
      brands: [brand('north', { productTitle: undefined }), brand('south', { primaryColor: 'red', supportEmail: 'nope' })],
    });
    const message = failure(() => loadBrands(file));
    expect(message).toContain(`Invalid brands file ${file}`);
    expect(message).toMatch(/brands\[0\] \(north\)\.productTitle: /);
    expect(message).toContain('brands[1] (south).primaryColor: must be #rrggbb');
    expect(message).toMatch(/brands\[1\] \(south\)\.supportEmail: /);
  });

  it('refuses unknown providers and legal versions, duplicate agents and a default naming no brand', () => {
    expect(failure(() => loadBrands(brandsFile({ defaultAgent: 'x1', brands: [brand('x1', { provider: 'ACME' })] })))).toMatch(
      /brands\[0\] \(x1\)\.provider: .*AZURE.*TYNCOFEX/,
    );
    expect(failure(() => loadBrands(brandsFile({ defaultAgent: 'x1', brands: [brand('x1', { legalVersion: 'mine' })] })))).toContain(
      'brands[0] (x1).legalVersion',
    );
    expect(failure(() => loadBrands(brandsFile({ defaultAgent: 'x1', brands: [brand('x1'), brand('x1')] })))).toContain(
      'agents must be unique',
    );
    expect(failure(() => loadBrands(brandsFile({ defaultAgent: 'zz', brands: [brand('x1')] })))).toContain(
      'defaultAgent must name a brand',
    );
    expect(failure(() => loadBrands(brandsFile({ defaultAgent: 'x1', brands: [brand('x1')] }), 'zz'))).toBe(
      'DEFAULT_AGENT zz names no brand',
    );
  });

  it('refuses a favicon that is not an SVG', () => {
    expect(failure(() => loadBrands(brandsFile({ defaultAgent: 'x1', brands: [brand('x1', { faviconSvg: 'favicon.ico' })] })))).toMatch(
      /brands\[0\] \(x1\)\.faviconSvg: /,
    );
  });

  it('says so when the file is missing or not JSON', () => {
    expect(failure(() => loadBrands(path.join(dir, 'missing.json')))).toMatch(/Cannot read brands file .*missing\.json: ENOENT/);
    const broken = brandsFile('{"defaultAgent": ');
    expect(failure(() => loadBrands(broken))).toContain(`Invalid brands file ${broken}: not valid JSON`);
  });

  it('stops the server at start with that message', async () => {
    const file = brandsFile({ defaultAgent: 'x1', brands: [brand('x1', { logoSvg: 'logo.png' })] });
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(dir, 'data'), BRANDS_FILE: file });
    await expect(createContext(env)).rejects.toThrow(/brands\[0\] \(x1\)\.logoSvg/);

    const main = path.resolve(import.meta.dirname, '../src/main.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, BRANDS_FILE: file, DATA_DIR: path.join(dir, 'data2'), PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('brands[0] (x1).logoSvg');
    expect(fs.existsSync(path.join(dir, 'data2', 'pgdata'))).toBe(false);
  });
});

describe('a replacement brands file', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    // The bank keeps the demo agents' ids but gives "aurora" its own brand, and adds one of its own.
    const file = brandsFile({
      defaultAgent: 'north',
      brands: [
        brand('north', { legalVersion: 'default', primaryColor: '#004d40' }),
        brand('aurora', { name: 'Aurora Nord', faviconSvg: FAVICON }),
      ],
    });
    const brands = loadBrands(file);
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(dir, 'app'), BRANDS_FILE: file });
    const fresh = await freshDb();
    drop = fresh.drop;
    await migrate(fresh.db);
    app = await buildApp({ env, db: fresh.db, brands, box: new SecretBox(crypto.randomBytes(32)), now: () => new Date(), logger: false });
    await app.ready();
    await seedDemo(app.ctx);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const status = async (headers: Record<string, string> = {}) =>
    statusObject.parse((await app.inject({ method: 'GET', url: '/api-portal/auth/status', headers })).json());
  const login = async (user: { email: string; password: string }) =>
    auth((await app.inject({ method: 'POST', url: '/api-portal/auth/login', payload: user })).json().token as string);

  it("serves visitors its default brand, and the host's brand when a host is listed", async () => {
    expect((await status()).brand).toMatchObject({
      agent: 'north',
      name: 'Bank north',
      primaryColor: '#004d40',
      companyName: 'Bank north S.A.',
    });
    expect((await status({ host: 'portal.aurora.test' })).brand.name).toBe('Aurora Nord');
  });

  it("selects the brand by the signed-in partner's agent", async () => {
    const s = await status(await login(DEMO));
    expect(s.agent).toBe('aurora');
    expect(s.brand).toMatchObject({
      agent: 'aurora',
      name: 'Aurora Nord',
      productTitle: 'Bank aurora API Portal',
      legalVersion: 'bank',
      provider: 'COSPAY',
    });
    // A partner whose agent the file no longer lists sees the default brand.
    expect((await status(await login(OTHER))).brand.agent).toBe('north');
  });

  it('exposes only the public fields of a brand', async () => {
    const b = (await status()).brand as Record<string, unknown>;
    expect(Object.keys(b).sort()).toEqual(
      [
        'agent',
        'companyName',
        'legalVersion',
        'logoSvg',
        'name',
        'primaryColor',
        'productTitle',
        'provider',
        'supportEmail',
        'identityProvider',
        'twoFactorActions',
      ].sort(),
    );
  });

  it("mails in the partner's brand: name, colour, company and support address", async () => {
    const r = await app.inject({ method: 'POST', url: '/api-portal/auth/forgot-password', payload: { email: DEMO.email } });
    expect(r.statusCode).toBeLessThan(300);
    let mail: { subject: string; text_body: string; html_body: string } | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      [mail] = await app.ctx.db.query<{ subject: string; text_body: string; html_body: string }>(
        'SELECT subject, text_body, html_body FROM mails WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
        [DEMO.email],
      );
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail?.subject).toMatch(/^Aurora Nord: /);
    expect(mail?.text_body).toContain('Bank aurora S.A. · help@aurora.test');
    expect(mail?.html_body).toContain('#b00020');
  });

  it("prints the partner's brand on its invoice PDFs", async () => {
    const headers = await login(DEMO);
    const list = (await app.inject({ method: 'GET', url: '/api-portal/invoice', headers })).json() as {
      list: Array<{ attachment: { key: string } | null }>;
    };
    const key = list.list.find((i) => i.attachment)?.attachment?.key;
    expect(key).toBeDefined();
    const pdf = (await app.inject({ method: 'GET', url: `/api-portal/invoice/attachment/${key}`, headers })).rawPayload;
    const file = path.join(dir, 'invoice.pdf');
    fs.writeFileSync(file, pdf);
    const text = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout;
    expect(text).toContain('Aurora Nord');
    expect(text).toContain('Bank aurora S.A.');
    expect(text).toContain('help@aurora.test');
    expect(text).not.toContain('Aurora Bank');
  });

  it('serves the favicon a brand gives, and nothing when it gives none', async () => {
    expect((await status()).brand.faviconSvg).toBeUndefined();
    expect((await status({ host: 'portal.aurora.test' })).brand.faviconSvg).toBe(FAVICON);
  });
});

it('the shipped file is what loadBrands() uses', () => {
  expect(loadBrands().list.map((b) => b.agent)).toEqual(defaults.brands.map((b) => b.agent));
});
