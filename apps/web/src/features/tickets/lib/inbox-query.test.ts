import { describe, expect, it } from 'vitest';
import { DEFAULT_INBOX_QUERY, pageQuery, searchQuery } from './inbox-query';

describe('inbox query', () => {
  it('defaults to createdDate DESC, skip 0, no filter', () => {
    expect(DEFAULT_INBOX_QUERY).toEqual({ orderBy: 'createdDate', sort: 'DESC', skip: 0, filter: '' });
  });

  it('filters by title from 2 characters, back on the first page', () => {
    const paged = pageQuery(DEFAULT_INBOX_QUERY, 3);
    expect(paged.skip).toBe(2);
    expect(searchQuery(paged, 'w')).toBe(paged);
    expect(searchQuery(paged, ' we ')).toEqual({ ...DEFAULT_INBOX_QUERY, filter: 'title=we' });
    expect(searchQuery(paged, 'a;b=c').filter).toBe('title=a b=c');
  });

  it('resets to the default query when the search is cleared', () => {
    expect(searchQuery({ ...DEFAULT_INBOX_QUERY, filter: 'title=we', skip: 1 }, '')).toEqual(DEFAULT_INBOX_QUERY);
  });
});
