import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../src/db/db';
import type { Environment } from '@portal/contract';
import type { ListOwner, ListSpec, SqlQuery } from '../../src/lib/list/query';
import { ALL_PARTNERS } from '../../src/modules/console/console-partners.lists';

// Every list spec in the modules, found by importing the files that name ListSpec, and the database's plan of a
// list statement: shared by the tests that prove the lists' sort and filter claims on both databases.

const modules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/modules');
export const specSources = fs
  .readdirSync(modules, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => path.join(modules, f))
  .filter((f) => fs.readFileSync(f, 'utf8').includes('ListSpec'))
  .map((file) => ({ file, where: path.relative(modules, file) }));

const isSpec = (v: unknown): v is ListSpec =>
  typeof v === 'object' && v !== null && 'from' in v && 'owner' in v && 'sorts' in v && 'select' in v && 'filters' in v;

/** The specs a module file exports, by name. */
export async function specsOf(file: string): Promise<Array<[string, ListSpec]>> {
  return Object.entries(await import(file)).filter((e): e is [string, ListSpec] => isSpec(e[1]));
}

export interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}
export const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/**
 * The plan of a statement on one connection, with `off` planner methods disabled: where the planner has another
 * way, it takes it (so a missing index shows as the way it would otherwise read the rows).
 */
export async function planOf(db: Db, q: SqlQuery, off: readonly string[]): Promise<PlanNode> {
  const [row] = await db.transaction(async (tx) => {
    for (const method of off) await tx.exec(`SET LOCAL ${method} = off`);
    return tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${q.sql}`, q.params);
  });
  const raw = row!['QUERY PLAN'];
  return ((typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>)[0]!.Plan;
}

/**
 * The owner a list is asked for: the console's lists of every partner's rows are asked for ALL_PARTNERS; a list of one
 * environment's rows for that environment too (the sandbox: either leads its indexes the same way).
 */
export const ownerOf = (spec: ListSpec, id: string = crypto.randomUUID(), environment: Environment = 'sandbox'): ListOwner =>
  spec.owner === `'${ALL_PARTNERS}'::text` ? ALL_PARTNERS : spec.environment ? { id, environment } : id;
