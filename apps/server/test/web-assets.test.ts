import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_SLOTS, type PublicBrand, type StatusObject } from '@portal/contract';
import { pageLanguage, pageWithFrame } from '../src/plugins/web';
import { buildTestApp, type TestApp } from './helpers/build';

/** The web build as the server sends it: compressed copies when accepted, hashed assets cached for a year. */
describe('web assets', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  const script = 'console.log("portal");\n'.repeat(200);
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><meta property="csp-nonce" nonce="page-nonce"><title>portal</title><script nonce="page-nonce" src="/a.js"></script>',
    );
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const file = path.join(dist, 'assets', 'index-AbC123.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    t = await buildTestApp({ seed: false, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*', ...(encoding && { 'accept-encoding': encoding }) } });

  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, plain otherwise', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year as immutable and revalidates everything else', async () => {
    expect((await get('/assets/index-AbC123.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    const page = await get('/dashboard');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("gives each page a nonce of its own, in the CSP's style-src and on the page's tags; other answers allow no inline style", async () => {
    const nonceOf = (csp: string) => /style-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'/.exec(csp)?.[1];
    const pages = await Promise.all([get('/dashboard'), get('/auth')]);
    const nonces = pages.map((p) => nonceOf(String(p.headers['content-security-policy'])));
    expect(nonces[0]).toBeTruthy();
    expect(nonces[1]).not.toBe(nonces[0]);
    pages.forEach((p, i) => {
      expect(p.body.match(/ nonce="([^"]*)"/g)).toEqual([` nonce="${nonces[i]}"`, ` nonce="${nonces[i]}"`]);
    });
    const api = await t.app.inject({ method: 'GET', url: '/api-portal/auth/status' });
    expect(String(api.headers['content-security-policy'])).toMatch(/style-src 'self' ?;/);
    expect(String(api.headers['content-security-policy'])).not.toMatch(/unsafe-inline/);
  });
});

/** The first frame the build prerendered (dist/frames.json), sent in each page's #root in the visitor's language. */
describe('web pages with their first frame', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  const slots = `<h1>${Object.values(FRAME_SLOTS).join('|')}</h1><style nonce="page-nonce"></style>`;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
    const frames = Object.fromEntries(
      ['auth', 'dashboard', 'page'].flatMap((f) => ['en', 'it'].map((l) => [`${f}.${l}`, `<main data-frame="${f}.${l}">${slots}</main>`])),
    );
    fs.writeFileSync(path.join(dist, 'frames.json'), JSON.stringify(frames));
    t = await buildTestApp({ seed: false, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie && { cookie }) } });

  it("puts the path's frame in #root, with the host's brand and in the language of the cookie (English without one)", async () => {
    const brand = (await t.app.inject({ method: 'GET', url: '/api-portal/auth/status' })).json<StatusObject>().brand;
    const auth = await get('/auth?next=1');
    expect(auth.body).toContain('<html lang="en"><body><div id="root"><main data-frame="auth.en">');
    // the logo's slot is in the build's data: address, which the frame's image already begins with
    expect(auth.body).toContain(`${brand.name}|${encodeURIComponent(brand.logoSvg).replaceAll("'", '&#39;')}|${brand.productTitle}`);
    expect(auth.body).not.toContain('__FRAME_');
    expect(auth.body).not.toContain('page-nonce');
    expect(auth.headers.vary).toMatch(/cookie/i);
    const italian = await get('/dashboard', 'theme=x; language=it');
    expect(italian.body).toContain('<html lang="it"><body><div id="root"><main data-frame="dashboard.it">');
    expect((await get('/transactions', 'language=it')).body).toContain('data-frame="page.it"');
    expect((await get('/', 'language=fr')).body).toContain('<html lang="en"><body><div id="root"><main data-frame="dashboard.en">');
  });

  it("escapes the brand's fields", () => {
    const brand = { name: 'A & B <i>', productTitle: '"x" nonce="y"', logoSvg: '<svg/>' } as PublicBrand;
    const page = pageWithFrame('<html lang="en"><div id="root"></div>', { 'auth.en': slots }, { url: '/auth', language: 'en', brand });
    expect(page).toContain('<h1>A &amp; B &lt;i&gt;|%3Csvg%2F%3E|&quot;x&quot; nonce=&quot;y&quot;</h1>');
  });

  it('reads the language from the cookie only when it is one the portal speaks', () => {
    expect(pageLanguage(undefined)).toBe('en');
    expect(pageLanguage('language=it')).toBe('it');
    expect(pageLanguage('xlanguage=it')).toBe('en');
    expect(pageLanguage('a=1;  language=it ; b=2')).toBe('it');
    expect(pageLanguage('language=<it>')).toBe('en');
  });
});
