import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OTHER, auth, buildTestApp, type TestApp } from './helpers/build';
import { runCommand } from '../src/cli/commands';

let t: TestApp;
let demo: string;
let other: string;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await t.login(DEMO.email, DEMO.password);
  other = await t.login(OTHER.email, OTHER.password);
});
afterAll(() => t.close());

const get = (url: string, token = demo) => t.app.inject({ method: 'GET', url, headers: auth(token) });
type Inv = {
  number: string;
  amount: string;
  currency: string;
  paybefore: string;
  paid: boolean;
  attachment: { key: string; name: string } | null;
};
const invoices = async (query = '', token = demo) =>
  (await get(`/api-portal/invoice${query}`, token)).json() as { list: Inv[]; count: number };

/** The text of a PDF as pdftotext (poppler) reads it. */
function pdfText(pdf: Buffer): string {
  const file = path.join(os.tmpdir(), `invoice-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}
const dmy = (iso: string) => iso.split('-').reverse().join('/');

describe('invoice list', () => {
  it('10 per page by default, newest pay-before first, paid and unpaid, each with its PDF', async () => {
    const body = await invoices();
    expect(body.count).toBe(14);
    expect(body.list).toHaveLength(10);
    const days = body.list.map((i) => i.paybefore);
    expect([...days].sort().reverse()).toEqual(days);
    expect(body.list.some((i) => i.paid) && body.list.some((i) => !i.paid)).toBe(true);
    for (const i of body.list) {
      expect(i.amount).toMatch(/^\d+\.\d{2}$/);
      expect(i.attachment?.name).toBe(`${i.number}.pdf`);
    }
    const page1 = await invoices('?skip=1');
    expect(page1.list).toHaveLength(4);
    expect(page1.list[0]).toEqual((await invoices('?take=11')).list[10]);
  });

  it('sorts by number and amount both ways', async () => {
    const asc = (await invoices('?orderBy=amount&sort=ASC&take=20')).list.map((i) => Number(i.amount));
    expect([...asc].sort((a, b) => a - b)).toEqual(asc);
    const desc = (await invoices('?orderBy=number&sort=DESC&take=20')).list.map((i) => i.number);
    expect([...desc].sort().reverse()).toEqual(desc);
  });

  it('shows each partner only its own invoices', async () => {
    const mine = new Set((await invoices('?take=100')).list.map((i) => i.number));
    const theirs = (await invoices('?take=100', other)).list.map((i) => i.number);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((n) => mine.has(n))).toBe(false);
  });
});

describe('invoice PDF', () => {
  it('is a real PDF with brand, partner, number, amount with separators, pay-before date and status', async () => {
    const inv = (await invoices('?orderBy=amount&sort=DESC&take=20')).list.find((i) => Number(i.amount) >= 1000 && !i.paid)!;
    const r = await get(`/api-portal/invoice/attachment/${inv.attachment!.key}?cacheBustTimestamp=${Date.now()}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="${inv.number}.pdf"`);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(r.rawPayload);
    const [int, cents] = inv.amount.split('.');
    const grouped = `${int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
    expect(grouped).toContain(',');
    expect(text).toContain(inv.number);
    expect(text).toContain(`EUR ${grouped}`);
    expect(text).toContain(dmy(inv.paybefore));
    expect(text).toContain('UNPAID');
    expect(text).toContain('Aurora Bank');
    expect(text).toContain('Demo Partner S.r.l.');
  });

  it("uses the partner's own brand", async () => {
    const inv = (await invoices('', other)).list[0]!;
    const text = pdfText((await get(`/api-portal/invoice/attachment/${inv.attachment!.key}`, other)).rawPayload);
    expect(text).toContain('Laguna Pay');
    expect(text).toContain('Other Partner Ltd');
    expect(text).not.toContain('Aurora');
  });

  it('an unknown key answers 404', async () => {
    const r = await get('/api-portal/invoice/attachment/000000000000000000000000');
    expect(r.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api-portal/invoice/attachment/x' })).statusCode).toBe(401);
  });
});

describe('operator: invoice issue and invoice paid', () => {
  it('issues an unpaid invoice the partner sees at once, with its PDF; then marks it paid', async () => {
    const issued = await runCommand(t.ctx, [
      'invoice',
      'issue',
      '--email',
      DEMO.email,
      '--amount',
      '1234567.8',
      '--pay-before',
      '2031-03-15',
    ]);
    expect(issued).toMatchObject({ issued: 'invoice', amount: '1234567.80', paybefore: '2031-03-15', paid: false });
    const number = issued.number as string;
    expect(number).toMatch(/^INV-\d{4}-\d{6}$/);
    const top = (await invoices()).list[0]!;
    expect(top).toMatchObject({ number, amount: '1234567.80', paid: false });
    const text = pdfText((await get(`/api-portal/invoice/attachment/${top.attachment!.key}`)).rawPayload);
    expect(text).toContain('EUR 1,234,567.80');
    expect(text).toContain('15/03/2031');
    expect(text).toContain('UNPAID');

    expect(await runCommand(t.ctx, ['invoice', 'paid', '--number', number])).toMatchObject({ updated: 'invoice', number, paid: true });
    expect((await invoices()).list[0]).toMatchObject({ number, paid: true });
    const paid = pdfText((await get(`/api-portal/invoice/attachment/${top.attachment!.key}`)).rawPayload);
    expect(paid).toMatch(/\bPAID\b/);
    expect(paid).not.toContain('UNPAID');
    expect((await invoices('', other)).list.some((i) => i.number === number)).toBe(false);
  });

  it('refuses bad input with a message naming the problem', async () => {
    const issue = (...f: string[]) => runCommand(t.ctx, ['invoice', 'issue', ...f]);
    await expect(issue('--email', DEMO.email, '--amount', '12.345', '--pay-before', '2031-01-01')).rejects.toThrow(/--amount/);
    await expect(issue('--email', DEMO.email, '--amount', '-5', '--pay-before', '2031-01-01')).rejects.toThrow(/--amount/);
    await expect(issue('--email', DEMO.email, '--amount', '5', '--pay-before', '2031-02-30')).rejects.toThrow(/--pay-before/);
    await expect(issue('--email', 'nobody@partner.test', '--amount', '5', '--pay-before', '2031-01-01')).rejects.toThrow(/no partner/);
    await expect(issue('--email', DEMO.email, '--amount', '5')).rejects.toThrow(/--pay-before is required/);
    await expect(runCommand(t.ctx, ['invoice', 'paid', '--number', 'INV-0000-000000'])).rejects.toThrow(/no invoice/);
  });
});
