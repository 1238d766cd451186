import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTS } from '@portal/contract';
import { buildTestApp, DEMO, liftedLimitsBrands, type TestApp } from './helpers/build';
import { newKey, signedCall } from './helpers/signed';
import { parseListOrThrow, runList } from '../src/lib/list/run';
import type { ListSpec } from '../src/lib/list/query';
import { ACCOUNTS, CARDS, CLIENTS, TRANSACTIONS } from '../src/modules/partner-data/partner-data.lists';

// A page past the middle of a list is read from the other end of the sort index (the last page
// of 5,000,000 transactions took a second with a deep OFFSET). Every page read that way must be the very
// page the plain OFFSET reads: every list, every sort, both directions, ties included, the last short page
// and a page past the end.
let t: TestApp;
let partnerId: string;
beforeAll(async () => {
  t = await buildTestApp({ brands: liftedLimitsBrands() });
  partnerId = (await t.ctx.db.query<{ id: string }>('SELECT partner_id::text AS id FROM users WHERE email = $1', [DEMO.email]))[0]!.id;
  // 40 new accounts (and their clients) at balance 0: sort values that tie across page boundaries
  const key = await newKey(t, await t.login(DEMO.email, DEMO.password));
  const person = { type: 'EXTERNAL_INDIVIDUAL', email: 'ties@example.com', firstName: 'Tie', lastName: 'Breaker' };
  const client = (await signedCall(t, key, 'POST', '/partner/v1/clients', person)).json() as { clientId: string };
  for (let i = 0; i < 40; i++) {
    const r = await signedCall(t, key, 'POST', '/partner/v1/accounts', { clientId: client.clientId, currency: 'EUR', label: `Tie ${i}` });
    expect(r.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const lists: Array<{ name: string; spec: ListSpec; descriptor: (typeof LISTS)[keyof typeof LISTS]; fixed?: Record<string, string> }> = [
  { name: 'clients', spec: CLIENTS as ListSpec, descriptor: LISTS.clients },
  { name: 'accounts', spec: ACCOUNTS as ListSpec, descriptor: LISTS.accounts, fixed: { type: 'BANK' } },
  { name: 'cards', spec: CARDS as ListSpec, descriptor: LISTS.cards },
  { name: 'transactions', spec: TRANSACTIONS as ListSpec, descriptor: LISTS.transactions },
];

describe('pages past the middle read from the other end', () => {
  for (const l of lists) {
    it(`${l.name}: the same rows as the plain OFFSET, page by page`, async () => {
      const run = { db: t.ctx.db, spec: l.spec, ownerId: partnerId, environment: 'live' as const, fixed: l.fixed, map: (r: unknown) => r };
      let pages = 0;
      for (const orderBy of l.descriptor.orderBy) {
        for (const sort of ['ASC', 'DESC'] as const) {
          const first = parseListOrThrow({ orderBy, sort, take: '7', skip: '0' }, l.descriptor);
          const { count } = await runList(run, first, Infinity);
          // about 25 pages whatever the list's size (a short last page included)
          const take = Math.max(7, Math.ceil(count / 25) + 1);
          expect(count).toBeGreaterThan(take * 2);
          for (let skip = 0; skip <= Math.ceil(count / take); skip++) {
            const q = parseListOrThrow({ orderBy, sort, take: String(take), skip: String(skip) }, l.descriptor);
            const plain = await runList(run, q, Infinity);
            const fromEnd = await runList(run, q, 0);
            expect(fromEnd, `${orderBy} ${sort} page ${skip}`).toEqual(plain);
            pages++;
          }
        }
      }
      expect(pages).toBeGreaterThan(8);
    });
  }
});
