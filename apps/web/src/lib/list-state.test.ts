import { describe, expect, it } from 'vitest';
import { apiQuery, nextSort, pageCount, readListState, writeListState, type ListUrlConfig } from './list-state';

const accounts: ListUrlConfig = {
  filters: [
    { name: 'walletId', kind: 'text' },
    { name: 'status', kind: 'select', options: ['ACTIVE', 'BLOCKED'] },
  ],
  orderBy: ['balance', 'walletId'],
  defaultOrderBy: 'balance',
  defaultSort: 'DESC',
  defaultTake: 25,
  pageSizes: [5, 10, 25, 50],
};

describe('list state in the URL', () => {
  it('reads defaults from an empty URL', () => {
    expect(readListState(new URLSearchParams(), accounts)).toEqual({ filters: {}, page: 0, take: 25, orderBy: 'balance', sort: 'DESC' });
  });

  it('reads what a shared link holds, page from 1 in the URL and from 0 in the state', () => {
    const s = readListState(new URLSearchParams('walletId=12&status=BLOCKED&page=3&size=10&orderBy=walletId&sort=ASC'), accounts);
    expect(s).toEqual({ filters: { walletId: '12', status: 'BLOCKED' }, page: 2, take: 10, orderBy: 'walletId', sort: 'ASC' });
  });

  it('drops values the call would refuse', () => {
    const s = readListState(new URLSearchParams('status=STOLEN&page=-4&size=33&orderBy=password&sort=UP&walletId=%20'), accounts);
    expect(s).toEqual({ filters: {}, page: 0, take: 25, orderBy: 'balance', sort: 'DESC' });
    expect(readListState(new URLSearchParams('page=1.5'), accounts).page).toBe(0);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const base = new URLSearchParams('other=1&walletId=9');
    const out = writeListState(base, accounts, { filters: { status: 'ACTIVE' }, page: 1, take: 25, orderBy: 'balance', sort: 'DESC' });
    expect(out.toString()).toBe('other=1&status=ACTIVE&page=2');
    expect(readListState(out, accounts)).toEqual({ filters: { status: 'ACTIVE' }, page: 1, take: 25, orderBy: 'balance', sort: 'DESC' });
  });

  it('keeps two tables apart with a prefix', () => {
    const cards = { ...accounts, prefix: 'cards.' };
    const params = writeListState(new URLSearchParams('page=4'), cards, {
      filters: {},
      page: 2,
      take: 25,
      orderBy: 'walletId',
      sort: 'ASC',
    });
    expect(params.get('page')).toBe('4');
    expect(readListState(params, cards)).toMatchObject({ page: 2, orderBy: 'walletId', sort: 'ASC' });
    expect(readListState(params, accounts)).toMatchObject({ page: 3, orderBy: 'balance' });
  });
});

describe('the list call query', () => {
  it('joins fixed and chosen filters as field=value pairs and sends the page index as skip', () => {
    const q = apiQuery(
      { filters: { email: 'a@b', firstName: 'An' }, page: 4, take: 10, orderBy: 'email', sort: 'ASC' },
      { type: 'EXTERNAL_INDIVIDUAL' },
    );
    expect(q).toEqual({ filter: 'type=EXTERNAL_INDIVIDUAL;email=a@b;firstName=An', orderBy: 'email', sort: 'ASC', skip: 4, take: 10 });
    expect(apiQuery({ filters: {}, page: 0, take: 5, orderBy: 'date', sort: 'DESC' })).not.toHaveProperty('filter');
  });

  it('sorts a new column ascending first, then toggles', () => {
    expect(nextSort({ orderBy: 'balance', sort: 'DESC' }, 'walletId')).toEqual({ orderBy: 'walletId', sort: 'ASC' });
    expect(nextSort({ orderBy: 'walletId', sort: 'ASC' }, 'walletId')).toEqual({ orderBy: 'walletId', sort: 'DESC' });
  });

  it('has at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });
});
