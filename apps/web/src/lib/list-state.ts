import { buildFilter, type ListDescriptor, type SortDirection } from '@portal/contract';

/** A filter field of a screen: a text box, a select limited to `options`, or a day (yyyy-MM-dd). */
export interface FilterField {
  name: string;
  kind: 'text' | 'select' | 'date';
  options?: readonly string[];
}

/** What a table keeps in the URL, and its defaults (partner-portal §9). */
export interface ListUrlConfig {
  /** keeps two tables of one screen apart in the URL (detail sub-tables) */
  prefix?: string;
  filters: readonly FilterField[];
  orderBy: readonly string[];
  defaultOrderBy: string;
  defaultSort: SortDirection;
  defaultTake: number;
  /** page-size choices; none means a fixed page size */
  pageSizes?: readonly number[];
}

/** The URL state of a list from its contract descriptor: sort columns and defaults; the screen adds its filter fields. */
export function listUrlConfig(
  d: ListDescriptor,
  o: { filters?: readonly FilterField[]; pageSizes?: readonly number[]; prefix?: string; take?: number } = {},
): ListUrlConfig {
  return {
    prefix: o.prefix,
    filters: o.filters ?? [],
    orderBy: d.orderBy,
    defaultOrderBy: d.defaultOrderBy,
    defaultSort: d.defaultSort,
    defaultTake: o.take ?? d.defaultTake,
    pageSizes: o.pageSizes,
  };
}

/**
 * The filter fields of a list, from its contract descriptor and in its order: a text box each, or a
 * select where the screen offers fixed `options`. `omit` leaves out the fields the screen fixes.
 */
export function descriptorFilters(
  d: ListDescriptor,
  o: { omit?: readonly string[]; options?: Readonly<Record<string, readonly string[]>> } = {},
): FilterField[] {
  return Object.keys(d.filters)
    .filter((name) => !o.omit?.includes(name))
    .map((name) => (o.options?.[name] ? { name, kind: 'select', options: o.options[name] } : { name, kind: 'text' }));
}

export interface ListState {
  filters: Record<string, string>;
  /** page index from 0 (the URL shows it from 1) */
  page: number;
  take: number;
  orderBy: string;
  sort: SortDirection;
}

const key = (c: ListUrlConfig, name: string) => `${c.prefix ?? ''}${name}`;
const PAGE = 'page';
const SIZE = 'size';
const ORDER = 'orderBy';
const SORT = 'sort';
const MAX_PAGE = 1_000_000;

/** The table's state from the URL; anything unknown or out of range falls back to its default. */
export function readListState(params: URLSearchParams, c: ListUrlConfig): ListState {
  const filters: Record<string, string> = {};
  for (const f of c.filters) {
    const value = params.get(key(c, f.name))?.trim();
    if (!value) continue;
    if (f.kind === 'select' && !f.options?.includes(value)) continue;
    if (f.kind === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) continue;
    filters[f.name] = value;
  }
  const pageRaw = Number(params.get(key(c, PAGE)));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= MAX_PAGE ? pageRaw - 1 : 0;
  const sizeRaw = Number(params.get(key(c, SIZE)));
  const take = c.pageSizes?.includes(sizeRaw) ? sizeRaw : c.defaultTake;
  const orderRaw = params.get(key(c, ORDER)) ?? '';
  const orderBy = c.orderBy.includes(orderRaw) ? orderRaw : c.defaultOrderBy;
  const sortRaw = params.get(key(c, SORT));
  const sort: SortDirection = sortRaw === 'ASC' || sortRaw === 'DESC' ? sortRaw : c.defaultSort;
  return { filters, page, take, orderBy, sort };
}

/** A copy of `params` with the table's state written in; defaults are left out of the URL. */
export function writeListState(params: URLSearchParams, c: ListUrlConfig, s: ListState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value === null ? next.delete(key(c, name)) : next.set(key(c, name), value));
  for (const f of c.filters) set(f.name, s.filters[f.name]?.trim() || null);
  set(PAGE, s.page > 0 ? String(s.page + 1) : null);
  set(SIZE, s.take !== c.defaultTake ? String(s.take) : null);
  const defaultOrder = s.orderBy === c.defaultOrderBy && s.sort === c.defaultSort;
  set(ORDER, defaultOrder ? null : s.orderBy);
  set(SORT, defaultOrder ? null : s.sort);
  return next;
}

/** Clicking a sortable column: first its natural direction, then the other one. */
export function nextSort(s: Pick<ListState, 'orderBy' | 'sort'>, column: string): Pick<ListState, 'orderBy' | 'sort'> {
  if (s.orderBy !== column) return { orderBy: column, sort: 'ASC' };
  return { orderBy: column, sort: s.sort === 'ASC' ? 'DESC' : 'ASC' };
}

/** The list call's query (CONTRACTS §4): `skip` is the page index. `fixed` comes first (e.g. type). */
export function apiQuery(s: ListState, fixed: Record<string, string> = {}) {
  const filter = buildFilter({ ...fixed, ...s.filters });
  return { ...(filter ? { filter } : {}), orderBy: s.orderBy, sort: s.sort, skip: s.page, take: s.take };
}

export const pageCount = (count: number, take: number) => Math.max(1, Math.ceil(count / take));
