import { z } from 'zod/mini';
import { TAKE_MAX } from './constants';

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * Raw list query as it arrives (CONTRACTS §4). Values are validated against the list's own
 * descriptor by `parseListQuery`, so that an unknown field answers 417 invalid_param naming it.
 */
export const listQuery = z.object({
  filter: z.optional(z.string()).check(z.describe('field=value pairs joined by ";"')),
  orderBy: z.optional(z.string()),
  sort: z.optional(z.string()).check(z.describe('ASC or DESC')),
  skip: z.optional(z.string()).check(z.describe('page index from 0 (not a row offset)')),
  take: z.optional(z.string()).check(z.describe(`page size, 1..${TAKE_MAX}`)),
});
export type ListQueryInput = z.infer<typeof listQuery>;

export const listAnswer = <T extends z.ZodMiniType>(item: T) => z.object({ list: z.array(item), count: z.int().check(z.nonnegative()) });
export type ListAnswer<T> = { list: T[]; count: number };

export interface ListDescriptor<F extends string = string, O extends string = string> {
  /** filter fields the screen names; 'text' matches case-insensitively by substring, 'exact' matches exactly */
  filters: Record<F, 'text' | 'exact'>;
  orderBy: readonly O[];
  defaultOrderBy: O;
  defaultSort: SortDirection;
  defaultTake: number;
  /** the CSV export's columns, in order (fields of a row); a list without them has no export */
  csv?: readonly string[];
}

const FILTER_KIND = { text: 'case-insensitive substring', exact: 'exact' } as const;

/** The OpenAPI description of a list call's query, from its descriptor (`more` adds what only the route knows). */
export function describeList(d: ListDescriptor, more = ''): string {
  const fields = Object.entries(d.filters).map(([name, kind]) => `${name} (${FILTER_KIND[kind as 'text' | 'exact']})`);
  const others = d.orderBy.filter((o) => o !== d.defaultOrderBy);
  return [
    fields.length ? `filter: field=value pairs joined by ";"; fields ${fields.join(', ')}.` : 'No filters.',
    `orderBy ${d.defaultOrderBy} (default, ${d.defaultSort})${others.length ? ` or ${others.join(', ')}` : ''}; sort ASC or DESC;`,
    `skip is a page index from 0; take 1..${TAKE_MAX} (default ${d.defaultTake}) → {list, count}.`,
    'An unknown filter field, orderBy, sort, skip or take answers 417 invalid_param naming the parameter.',
    d.csv ? `format=csv streams the whole filtered list as text/csv with the columns ${d.csv.join(', ')}.` : '',
    more,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ParsedListQuery {
  filter: Record<string, string>;
  orderBy: string;
  sort: SortDirection;
  skip: number;
  take: number;
}

export type ListQueryProblem = { param: string; value: string };

/** Parses `a=b;c=d`. Values may contain '=' (only the first one splits). Empty values are dropped. */
export function parseFilter(filter: string | undefined): Array<[string, string]> {
  if (!filter) return [];
  return filter
    .split(';')
    .filter((pair) => pair.trim() !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [pair.trim(), ''] : [pair.slice(0, at).trim(), pair.slice(at + 1)];
    });
}

/** Builds the filter parameter from non-empty form fields (partner-portal §5). */
export function buildFilter(values: Record<string, string | undefined | null>): string {
  return Object.entries(values)
    .filter(([, v]) => v != null && String(v).trim() !== '')
    .map(([k, v]) => `${k}=${String(v).trim()}`)
    .join(';');
}

const INT = /^\d+$/;

export function parseListQuery(
  q: ListQueryInput,
  d: ListDescriptor,
): { ok: true; value: ParsedListQuery } | { ok: false; problem: ListQueryProblem } {
  const filter: Record<string, string> = {};
  for (const [field, value] of parseFilter(q.filter)) {
    if (!(field in d.filters)) return { ok: false, problem: { param: 'filter', value: field } };
    if (value.length > 256) return { ok: false, problem: { param: 'filter', value: field } };
    if (value !== '') filter[field] = value;
  }
  const orderBy = q.orderBy ?? d.defaultOrderBy;
  if (!d.orderBy.includes(orderBy)) return { ok: false, problem: { param: 'orderBy', value: orderBy } };
  const sort = (q.sort ?? d.defaultSort).toUpperCase();
  if (sort !== 'ASC' && sort !== 'DESC') return { ok: false, problem: { param: 'sort', value: q.sort ?? '' } };
  const skipRaw = q.skip ?? '0';
  if (!INT.test(skipRaw) || Number(skipRaw) > 1_000_000) return { ok: false, problem: { param: 'skip', value: skipRaw } };
  const takeRaw = q.take ?? String(d.defaultTake);
  const take = Number(takeRaw);
  if (!INT.test(takeRaw) || take < 1 || take > TAKE_MAX) return { ok: false, problem: { param: 'take', value: takeRaw } };
  return { ok: true, value: { filter, orderBy, sort, skip: Number(skipRaw), take } };
}
