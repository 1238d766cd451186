import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LOG_KEEP, type ParsedListQuery } from '@portal/contract';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { buildListSql, ORDERED_WALK, type ListSpec, type SortSpec } from '../src/lib/list/query';
import { REQUEST_LOG } from '../src/modules/partner-api/request-log.repository';
import { freshDb } from './helpers/build';
import { nodes, ownerOf, planOf, specSources, specsOf, type PlanNode } from './helpers/list-plans';

// A sort that names its index (SortSpec.index) makes its pages near either end `bounded`: the embedded statement
// guard runs them without planning them first. Each claim is proved here on the database's own plan, with the
// planner kept off sequential scans and sorts wherever it has another way: the page's keys must come from an index
// scan of the named index, every condition in the index (no Filter), and no Sort under the LIMIT. Every spec in the
// modules is found by importing them, and a claim written in a file whose specs are not exported fails too.

interface Claim {
  where: string;
  spec: ListSpec;
  orderBy: string;
  sort: SortSpec;
}

async function claims(): Promise<{ found: Claim[]; written: Map<string, number> }> {
  const found: Claim[] = [];
  const written = new Map<string, number>();
  for (const { file, where } of specSources) {
    written.set(where, (fs.readFileSync(file, 'utf8').match(/index: \{ name: '/g) ?? []).length);
    for (const [name, value] of await specsOf(file)) {
      for (const [orderBy, sort] of Object.entries(value.sorts as Record<string, SortSpec>))
        if (sort.index) found.push({ where: `${where} ${name}.${orderBy}`, spec: value, orderBy, sort });
    }
  }
  return { found, written };
}

/** The nodes that read the page's own rows: without a scope's subquery (the request log's window, ListSpec.scope). */
const pageNodes = (n: PlanNode): PlanNode[] => [
  n,
  ...(n.Plans ?? []).filter((c) => !/^(InitPlan|SubPlan)$/.test(c['Parent Relationship'] ?? '')).flatMap(pageNodes),
];

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDb());
  await migrate(db); // the embedded one comes migrated, a PostgreSQL scratch database empty
}, 60_000);
afterAll(() => drop?.());

/** The keys' plan of a page: its LIMIT, whose nodes are the page's and its scope's. */
async function keysPlan(spec: ListSpec, q: ParsedListQuery, total?: number): Promise<PlanNode> {
  const { page } = buildListSql(spec, q, ownerOf(spec), {}, total);
  expect(page.bounded, page.sql).toBe(true);
  // a claim without its index shows a Sort
  const plan = await planOf(db, page, ['enable_seqscan', 'enable_sort', 'enable_bitmapscan', 'enable_incremental_sort']);
  const limit = nodes(plan).find((n) => n['Node Type'] === 'Limit');
  expect(limit, 'the keys are read under a LIMIT').toBeDefined();
  return limit!;
}

describe('sorts that name their index', () => {
  it('are found in the modules, every written claim among them', async () => {
    const { found, written } = await claims();
    expect(found.length).toBeGreaterThanOrEqual(13);
    for (const [where, n] of written)
      expect(
        found.filter((c) => c.where.startsWith(`${where} `)),
        where,
      ).toHaveLength(n);
  });

  it('read the page from that index in both directions and from the far end, every condition in it', async () => {
    for (const c of (await claims()).found) {
      // an equality on each field the claim names, with a value the filter accepts
      const filter = Object.fromEntries(
        (c.sort.index!.eq ?? []).map((f) => {
          const spec = c.spec.filters[f];
          return [f, spec?.kind === 'exact' && spec.values ? spec.values[0]! : 'x'];
        }),
      );
      for (const sort of ['ASC', 'DESC'] as const)
        for (const [skip, total] of [
          [0, undefined],
          [1, 60], // the second page of 60 rows, read from the other end
        ] as const) {
          const limit = await keysPlan(c.spec, { filter, orderBy: c.orderBy, sort, skip, take: 50 }, total);
          const where = `${c.where} ${sort}${total ? ' from the end' : ''}`;
          const scans = pageNodes(limit).filter((n) => /^Index (Only )?Scan$/.test(n['Node Type']));
          expect(
            scans.map((n) => n['Index Name']),
            where,
          ).toEqual([c.sort.index!.name]);
          expect(scans[0]!.Filter, where).toBeUndefined();
          // nor anywhere in a scope's subquery, which reads an index too (a bounded walk of its own)
          const all = nodes(limit).map((n) => n['Node Type']);
          expect(all, where).not.toContain('Sort');
          expect(all, where).not.toContain('Seq Scan');
        }
    }
  });
});

describe('a bounded page', () => {
  const transactions = async () => (await import('../src/modules/partner-data/partner-data.lists')).TRANSACTIONS as ListSpec;
  const q = (o: Partial<ParsedListQuery>): ParsedListQuery => ({ filter: {}, orderBy: 'date', sort: 'DESC', skip: 0, take: 50, ...o });

  it('walks at most ORDERED_WALK index entries, under exactly the conditions its sort names', async () => {
    const spec = await transactions();
    const page = (o: Partial<ParsedListQuery>, total?: number) => buildListSql(spec, q(o), ownerOf(spec), {}, total).page;
    expect(page({}).bounded).toBe(true);
    expect(page({ skip: ORDERED_WALK / 50 - 1 }).bounded).toBe(true);
    // a deep OFFSET read from the start; the same page from the end of a list it is near the end of
    expect(page({ skip: ORDERED_WALK / 50 }).bounded).toBeUndefined();
    expect(page({ skip: ORDERED_WALK / 50 }, ORDERED_WALK + 100).bounded).toBe(true);
    // the middle of a long list
    expect(page({ skip: ORDERED_WALK / 50 }, 4 * ORDERED_WALK).bounded).toBeUndefined();
    // a filter the index does not order by
    expect(page({ filter: { walletId: '7' } }).bounded).toBeUndefined();
  });

  it("adds no more than ORDERED_WALK entries for its scope's window (the request log's)", () => {
    expect(REQUEST_LOG.scope).toBeDefined();
    expect(REQUEST_LOG_KEEP).toBeLessThanOrEqual(ORDERED_WALK);
  });
});
