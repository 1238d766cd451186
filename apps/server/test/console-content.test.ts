import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { DEMO, OTHER, auth, buildTestApp, type TestApp } from './helpers/build';
import { newOperator, type TestOperator } from './helpers/operators';
import { listen, nextEvent, socketClients } from './helpers/sockets';
import { one } from '../src/db/db';
import { runCommand } from '../src/cli/commands';

/*
 * The console's notices, invoices and FAQ, through the real routes: the same services as the
 * command line's `notify`, `invoice issue|paid` and `faq import`.
 */

let t: TestApp;
let admin: TestOperator;
let support: TestOperator;
let finance: TestOperator;
let demo: { partnerId: string; wlpId: string };
let other: { partnerId: string };
let demoToken: string;
let otherToken: string;
const clients = socketClients();

const partnerOfEmail = (email: string) =>
  one<{ partnerId: string; wlpId: string }>(
    t.ctx.db,
    'SELECT p.id::text AS "partnerId", p.wlp_id AS "wlpId" FROM users u JOIN partners p ON p.id = u.partner_id WHERE u.email = $1',
    [email],
  );

beforeAll(async () => {
  t = await buildTestApp();
  t.setNow(new Date(Date.UTC(2031, 4, 10, 9, 0, 0)));
  admin = await newOperator(t, 'ADMINISTRATOR');
  support = await newOperator(t, 'SUPPORT_AGENT');
  finance = await newOperator(t, 'FINANCE');
  demo = (await partnerOfEmail(DEMO.email))!;
  other = (await partnerOfEmail(OTHER.email))!;
  // the other partner's owner reads the portal in Italian
  await t.ctx.db.query("UPDATE users SET language = 'it' WHERE email = $1", [OTHER.email]);
  demoToken = await t.login(DEMO.email, DEMO.password);
  otherToken = await t.login(OTHER.email, OTHER.password);
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

const as = (op: TestOperator, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: auth(op.token), ...(payload ? { payload } : {}) });
const unread = async (token: string) =>
  (await t.app.inject({ url: '/api/tickets/notification/unread-count', headers: auth(token) })).json().count as number;
const inboxTitles = async (token: string) =>
  ((await t.app.inject({ url: '/api/tickets/list?take=50', headers: auth(token) })).json().list as Array<{ title: string }>).map(
    (i) => i.title,
  );
const partnerAudit = (partnerId: string, action: string) =>
  t.ctx.db.query<{ actor_type: string; operator_id: string | null; target: string | null; changes: Record<string, unknown> }>(
    'SELECT actor_type, operator_id::text, target, changes FROM audit_log WHERE partner_id = $1 AND action = $2 ORDER BY id',
    [partnerId, action],
  );
const bilingual = {
  type: 'NOTIFICATION',
  title: 'Planned maintenance',
  body: '<p onclick="x()">Sunday <strong>night</strong></p><script>bad()</script>',
  titleIt: 'Manutenzione programmata',
  bodyIt: '<p>Domenica <strong>notte</strong></p>',
};

describe('notices', () => {
  it('previews without sending: recipients per language and the sanitized texts', async () => {
    const before = await unread(demoToken);
    const r = await as(support, 'POST', '/api-operator/notices/preview', { ...bilingual, audience: 'ALL' });
    expect(r.statusCode).toBe(200);
    // demo has an owner and a viewer (English), other an owner (Italian), the unverified company (a partner from its
    // registration, with its sandbox) an owner (English)
    expect(r.json()).toEqual({
      recipients: 4,
      partners: 3,
      byLanguage: { en: 3, it: 1 },
      en: { title: 'Planned maintenance', html: '<p>Sunday <strong>night</strong></p>' },
      it: { title: 'Manutenzione programmata', html: '<p>Domenica <strong>notte</strong></p>' },
    });
    expect(await unread(demoToken)).toBe(before);
  });

  it('sends to all partners, each member in its language, live, audited on each partner with "operator" as the actor', async () => {
    const base = await listen(t.app);
    const socket: Socket = await clients.open(base, '/support', otherToken);
    const live = nextEvent<string>(socket, 'support.messages');
    const [demoBefore, otherBefore] = [await unread(demoToken), await unread(otherToken)];
    const r = await as(support, 'POST', '/api-operator/notices', { ...bilingual, audience: 'ALL' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ recipients: 4, partners: 3 });
    expect(await live).toBe('updated');
    expect(await unread(demoToken)).toBe(demoBefore + 1);
    expect(await unread(otherToken)).toBe(otherBefore + 1);
    expect(await inboxTitles(otherToken)).toContain('Manutenzione programmata');
    expect(await inboxTitles(otherToken)).not.toContain('Planned maintenance');
    expect(await inboxTitles(demoToken)).toContain('Planned maintenance');
    const entries = await partnerAudit(demo.partnerId, 'notice.sent');
    expect(entries.at(-1)).toMatchObject({ actor_type: 'operator', changes: { audience: 'ALL', members: 2, type: 'NOTIFICATION' } });
    expect(entries.at(-1)!.operator_id).not.toBeNull();
    // the partner's audit log shows "operator", never the person
    const log = await t.app.inject({ url: '/api-portal/audit?filter=action=notice.sent', headers: auth(demoToken) });
    expect(log.json().list[0]).toMatchObject({ actor: 'operator', actorEmail: null, action: 'notice.sent' });
    expect(log.body).not.toContain(support.email);
  });

  it('sends to one brand only, and in English to everyone when the Italian text is not given', async () => {
    const demoBefore = await unread(demoToken);
    const r = await as(admin, 'POST', '/api-operator/notices', {
      audience: 'BRAND',
      agent: 'laguna',
      type: 'TRANSFER_REQUEST',
      title: 'Please settle',
      body: 'Due on Friday',
    });
    expect(r.json()).toMatchObject({ recipients: 1, partners: 1, byLanguage: { en: 1, it: 0 }, it: null });
    expect(await unread(demoToken)).toBe(demoBefore);
    expect(await inboxTitles(otherToken)).toContain('Please settle');
  });

  it('sends to one partner: every enabled member', async () => {
    const r = await as(support, 'POST', '/api-operator/notices', {
      audience: 'PARTNER',
      partnerId: demo.partnerId,
      type: 'NOTIFICATION',
      title: 'Only Demo',
      body: '<p>Hello</p>',
    });
    expect(r.json()).toMatchObject({ recipients: 2, partners: 1 });
    expect(await inboxTitles(otherToken)).not.toContain('Only Demo');
    expect(await inboxTitles(demoToken)).toContain('Only Demo');
  });

  it('answers 417 naming the field, and sends nothing', async () => {
    const count = async () => Number((await one<{ n: string }>(t.ctx.db, 'SELECT count(*) AS n FROM tickets'))!.n);
    const before = await count();
    const base = { type: 'NOTIFICATION', title: 'T', body: '<p>B</p>' };
    const cases: Array<[object, string]> = [
      [{ ...base, audience: 'PARTNER' }, 'partnerId'],
      [{ ...base, audience: 'PARTNER', partnerId: '00000000-0000-0000-0000-000000000000' }, 'partnerId'],
      [{ ...base, audience: 'BRAND', agent: 'nobrand' }, 'agent'],
      [{ ...base, audience: 'ALL', body: '<script>x()</script>' }, 'body'],
      [{ ...base, audience: 'ALL', titleIt: 'Solo titolo' }, 'bodyIt'],
      [{ ...base, audience: 'ALL', type: 'INCIDENT' }, 'type'],
      [{ ...base, audience: 'ALL', title: '' }, 'title'],
      [{ ...base, audience: 'EVERYONE' }, 'audience'],
    ];
    for (const [payload, field] of cases) {
      const r = await as(support, 'POST', '/api-operator/notices', payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(417);
      expect(r.json().error_param, JSON.stringify(payload)).toBe(field);
    }
    expect(await count()).toBe(before);
  });

  it('the command line sends through the same service: a brand, with both languages', async () => {
    const out = await runCommand(t.ctx, [
      'notify',
      '--agent',
      'laguna',
      '--title',
      'From the CLI',
      '--body',
      '<p>en</p>',
      '--title-it',
      'Dalla riga di comando',
      '--body-it',
      '<p>it</p>',
    ]);
    expect(out).toMatchObject({ notified: 1, partners: 1, byLanguage: { en: 0, it: 1 } });
    expect(await inboxTitles(otherToken)).toContain('Dalla riga di comando');
    expect((await partnerAudit(other.partnerId, 'notice.sent')).at(-1)).toMatchObject({ actor_type: 'operator', operator_id: null });
  });
});

describe('invoices', () => {
  let number: string;

  it('issues an invoice for a partner, audited on its chain; the partner lists it', async () => {
    const r = await as(finance, 'POST', '/api-operator/invoices', { partnerId: demo.partnerId, amount: '120.5', payBefore: '2031-06-30' });
    expect(r.statusCode).toBe(200);
    const inv = r.json();
    expect(inv).toMatchObject({ amount: '120.50', paybefore: '2031-06-30', paid: false, partnerId: demo.partnerId, wlpId: demo.wlpId });
    expect(inv.number).toMatch(/^INV-2031-\d{6}$/);
    number = inv.number;
    const mine = await t.app.inject({ url: '/api-portal/invoice?take=50', headers: auth(demoToken) });
    expect(mine.json().list.map((i: { number: string }) => i.number)).toContain(number);
    expect((await partnerAudit(demo.partnerId, 'invoice.issued')).at(-1)).toMatchObject({
      actor_type: 'operator',
      target: number,
      changes: { amount: '120.50', payBefore: '2031-06-30' },
    });
  });

  it('lists every invoice or one partner’s, filters paid, sorts', async () => {
    const all = (await as(finance, 'GET', '/api-operator/invoices?take=100')).json();
    const mine = (await as(finance, 'GET', `/api-operator/invoices?take=100&filter=partnerId=${demo.partnerId}`)).json();
    expect(all.count).toBeGreaterThan(mine.count);
    expect(new Set(mine.list.map((i: { partnerId: string }) => i.partnerId))).toEqual(new Set([demo.partnerId]));
    expect(all.list.map((i: { number: string }) => i.number)).toContain(number);
    const unpaid = (await as(finance, 'GET', '/api-operator/invoices?take=100&filter=paid=false')).json();
    expect(unpaid.list.every((i: { paid: boolean }) => !i.paid)).toBe(true);
    const byQ = (await as(finance, 'GET', `/api-operator/invoices?filter=q=${number}`)).json();
    expect(byQ.list.map((i: { number: string }) => i.number)).toEqual([number]);
    const byAmount = (await as(finance, 'GET', '/api-operator/invoices?orderBy=amount&sort=DESC&take=100')).json();
    const amounts = byAmount.list.map((i: { amount: string }) => Number(i.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect((await as(finance, 'GET', '/api-operator/invoices?filter=paid=maybe')).statusCode).toBe(417);
  });

  it('downloads the PDF the partner gets', async () => {
    const r = await as(finance, 'GET', `/api-operator/invoices/${number}/pdf`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.headers['content-disposition']).toContain(`${number}.pdf`);
    expect((await as(finance, 'GET', '/api-operator/invoices/INV-1999-000000/pdf')).statusCode).toBe(404);
  });

  it('marks it paid once (a second time changes nothing), audited', async () => {
    const r = await as(admin, 'POST', `/api-operator/invoices/${number}/paid`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ number, paid: true });
    expect((await as(admin, 'POST', `/api-operator/invoices/${number}/paid`)).json()).toMatchObject({ paid: true });
    expect(await partnerAudit(demo.partnerId, 'invoice.paid')).toHaveLength(1);
    expect((await as(admin, 'POST', '/api-operator/invoices/INV-1999-000000/paid')).statusCode).toBe(404);
  });

  it('answers 417 naming the field', async () => {
    const ok = { partnerId: demo.partnerId, amount: '10.00', payBefore: '2031-06-30' };
    const cases: Array<[object, string]> = [
      [{ ...ok, amount: '-1' }, 'amount'],
      [{ ...ok, amount: '1.234' }, 'amount'],
      [{ ...ok, amount: '0' }, 'amount'],
      [{ ...ok, payBefore: '2031-02-30' }, 'payBefore'],
      [{ ...ok, payBefore: '2030-01-01' }, 'payBefore'],
      [{ ...ok, partnerId: '00000000-0000-0000-0000-000000000000' }, 'partnerId'],
      [{ ...ok, partnerId: 'nope' }, 'partnerId'],
    ];
    for (const [payload, field] of cases) {
      const r = await as(finance, 'POST', '/api-operator/invoices', payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(417);
      expect(r.json().error_param, JSON.stringify(payload)).toBe(field);
    }
  });

  it('the command line issues through the same service, audited too', async () => {
    const out = await runCommand(t.ctx, ['invoice', 'issue', '--email', OTHER.email, '--amount', '9.99', '--pay-before', '2031-07-01']);
    expect((await partnerAudit(other.partnerId, 'invoice.issued')).at(-1)).toMatchObject({ target: out.number, operator_id: null });
  });
});

describe('FAQ', () => {
  const set = {
    language: 'it',
    country: 'CH',
    categories: [
      {
        name: 'Pagamenti',
        faqs: [
          { question: 'Quando?', answer: '<p onclick="x()">Subito <a href="javascript:y()">qui</a></p><script>z()</script>' },
          { question: 'Come?', answer: '<p>Con un bonifico</p>' },
        ],
      },
      { name: 'Conti', faqs: [{ question: 'Quanti?', answer: '<ul><li>Uno</li></ul>' }] },
    ],
  };

  it('saves a set per language and country, sanitized; partners of that country get it; audited', async () => {
    const r = await as(support, 'PUT', '/api-operator/faq', set);
    expect(r.statusCode).toBe(200);
    const saved = r.json();
    expect(saved.categories.map((c: { name: string }) => c.name)).toEqual(['Pagamenti', 'Conti']);
    expect(saved.categories[0].faqs[0].answer).toBe('<p>Subito <a target="_blank" rel="noopener noreferrer">qui</a></p>');
    expect((await as(support, 'GET', '/api-operator/faq?language=it&country=CH')).json()).toEqual(saved);
    const partnerView = await t.app.inject({ url: '/api/faq/list/it/CH', headers: auth(demoToken) });
    expect(partnerView.json()[0].faqs[0]).toEqual({
      question: 'Quando?',
      answer: '<p>Subito <a target="_blank" rel="noopener noreferrer">qui</a></p>',
    });
    const sets = (await as(support, 'GET', '/api-operator/faq/sets')).json();
    expect(sets).toContainEqual({ language: 'it', country: 'CH', categories: 2, questions: 3 });
    const audited = await one<{ actor_type: string; target: string }>(
      t.ctx.db,
      "SELECT actor_type, target FROM audit_log WHERE action = 'faq.changed' AND partner_id IS NULL ORDER BY id DESC LIMIT 1",
    );
    expect(audited).toEqual({ actor_type: 'operator', target: 'it/CH' });
  });

  it('previews an answer sanitized', async () => {
    const r = await as(support, 'POST', '/api-operator/faq/preview', { answer: '<b>ok</b><img src=x onerror=alert(1)>' });
    expect(r.json()).toEqual({ html: '<b>ok</b>' });
  });

  it('answers 417 naming the field and keeps the set as it was', async () => {
    const bad: Array<[object, string]> = [
      [{ ...set, categories: [{ name: 'X', faqs: [{ question: 'Q', answer: '<script>only()</script>' }] }] }, 'categories.0.faqs.0.answer'],
      [{ ...set, categories: [{ name: '', faqs: [{ question: 'Q', answer: 'A' }] }] }, 'categories.0.name'],
      [{ ...set, categories: [{ name: 'X', faqs: [] }] }, 'categories.0.faqs'],
      [{ ...set, language: 'ITA' }, 'language'],
      [{ ...set, country: 'ch' }, 'country'],
    ];
    for (const [payload, field] of bad) {
      const r = await as(support, 'PUT', '/api-operator/faq', payload);
      expect(r.statusCode, field).toBe(417);
      expect(r.json().error_param).toBe(field);
    }
    expect((await as(support, 'GET', '/api-operator/faq?language=it&country=CH')).json().categories).toHaveLength(2);
    expect((await as(support, 'GET', '/api-operator/faq?language=x1')).statusCode).toBe(417);
  });

  it('the console sees what `faq import` loads, and an empty list removes a set', async () => {
    const removed = await as(admin, 'PUT', '/api-operator/faq', { language: 'it', country: 'CH', categories: [] });
    expect(removed.json().categories).toEqual([]);
    const sets = (await as(support, 'GET', '/api-operator/faq/sets')).json();
    expect(sets.find((s: { country: string | null }) => s.country === 'CH')).toBeUndefined();
    // the demo data (loaded like `faq import`) is the English default set
    expect((await as(support, 'GET', '/api-operator/faq?language=en')).json().categories.length).toBeGreaterThan(0);
  });
});
