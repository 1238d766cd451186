import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/cli/commands';
import { DEMO, auth, buildTestApp, type TestApp } from './helpers/build';

let t: TestApp;
let token: string;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login(DEMO.email, DEMO.password);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-faq-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = async (url: string) => {
  const r = await t.app.inject({ url, headers: auth(token) });
  return { status: r.statusCode, body: r.json() };
};
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};
type Category = { name: string; faqs: Array<{ question: string; answer: string }> };
const names = (body: Category[]) => body.map((c) => c.name);

describe('GET /api/faq/list', () => {
  it('answers the categories of a language with their questions and HTML answers', async () => {
    const en = await get('/api/faq/list/en');
    expect(en.status).toBe(200);
    expect(names(en.body)).toEqual(['Getting started', 'Webhooks']);
    expect(en.body[0].faqs.map((f: { question: string }) => f.question)).toEqual([
      'How do I get API credentials?',
      'How do I sign requests?',
    ]);
    expect(en.body[0].faqs[0].answer).toContain('<strong>Account details</strong>');
    expect(names((await get('/api/faq/list/it')).body)).toEqual(['Per iniziare', 'Webhook']);
  });

  it("falls back to the language's default set when the country has none, and to English for other languages", async () => {
    expect(names((await get('/api/faq/list/it/ITA')).body)).toEqual(['Per iniziare', 'Webhook']);
    expect(names((await get('/api/faq/list/de')).body)).toEqual(['Getting started', 'Webhooks']);
  });

  it('needs a session and a well-formed language', async () => {
    expect((await t.app.inject({ url: '/api/faq/list/en' })).statusCode).toBe(401);
    expect((await get('/api/faq/list/english')).status).toBe(417);
  });
});

describe('faq import', () => {
  it('loads a YAML set for a country, sanitizing the answers (no scripts, no event handlers)', async () => {
    const file = write(
      'ita.yaml',
      `language: it
country: ITA
categories:
  - name: Pagamenti
    faqs:
      - question: Quando arriva un bonifico?
        answer: |
          <p onclick="steal()">Entro <b>un giorno</b> lavorativo.</p><script>alert(1)</script>
          <img src=x onerror="alert(2)"><a href="javascript:alert(3)">qui</a> <a href="https://bank.example/help">aiuto</a>
`,
    );
    const out = await runCommand(t.ctx, ['faq', 'import', file]);
    expect(out).toMatchObject({ imported: 'faq', sets: [{ language: 'it', country: 'ITA', categories: 1, questions: 1, replaced: 0 }] });
    const ita = (await get('/api/faq/list/it/ITA')).body as Category[];
    expect(names(ita)).toEqual(['Pagamenti']);
    const answer = ita[0]!.faqs[0]!.answer;
    expect(answer).toContain('<p>Entro <b>un giorno</b> lavorativo.</p>');
    expect(answer).toContain('<a href="https://bank.example/help" target="_blank" rel="noopener noreferrer">aiuto</a>');
    expect(answer).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(names((await get('/api/faq/list/it')).body)).toEqual(['Per iniziare', 'Webhook']);
  });

  it('replaces sets from a JSON list in one transaction', async () => {
    const file = write(
      'sets.json',
      JSON.stringify([
        {
          language: 'en',
          categories: [{ name: 'Accounts', faqs: [{ question: 'How do I open an account?', answer: '<p>Through the partner API.</p>' }] }],
        },
        { language: 'en', country: 'GBR', categories: [{ name: 'UK', faqs: [{ question: 'Faster Payments?', answer: 'Yes.' }] }] },
      ]),
    );
    expect(await runCommand(t.ctx, ['faq', 'import', '--file', file])).toMatchObject({ sets: [{ replaced: 3 }, { replaced: 0 }] });
    expect(names((await get('/api/faq/list/en')).body)).toEqual(['Accounts']);
    expect(names((await get('/api/faq/list/en/GBR')).body)).toEqual(['UK']);
  });

  it('refuses a bad file with a clear message and changes nothing', async () => {
    const bad = write(
      'bad.json',
      JSON.stringify([
        { language: 'en', categories: [{ name: 'Lost', faqs: [{ question: 'Kept?', answer: 'No.' }] }] },
        { language: 'it', categories: [{ name: 'Vuoto', faqs: [{ question: 'Solo script?', answer: '<script>alert(1)</script>' }] }] },
      ]),
    );
    await expect(runCommand(t.ctx, ['faq', 'import', bad])).rejects.toThrow(/"Solo script\?" is empty once sanitized/);
    await expect(runCommand(t.ctx, ['faq', 'import', write('x.yaml', 'language: en\ncategories: []\n')])).rejects.toThrow(
      /invalid FAQ file at categories/,
    );
    await expect(runCommand(t.ctx, ['faq', 'import', path.join(dir, 'missing.yaml')])).rejects.toThrow(/cannot read/);
    await expect(runCommand(t.ctx, ['faq', 'import', write('y.json', '{nope')])).rejects.toThrow(/not valid JSON/);
    expect(names((await get('/api/faq/list/en')).body)).toEqual(['Accounts']);
  });
});
