import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';
import { templateFor } from './template';
import { pgliteExtensions as extensions } from './pglite-extensions';

/** File-backed PGlite in `dir`, or in memory when dir is undefined (tests). */
export async function openPglite(dir?: string, template?: Blob): Promise<Db> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const loadDataDir = template ?? templateFor(dir);
  const pg = loadDataDir
    ? await PGlite.create({ dataDir: dir, loadDataDir, extensions })
    : await PGlite.create({ dataDir: dir, extensions });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query(sql, params) {
      return (await q.query(sql, params as unknown[])).rows as never;
    },
    async exec(sql) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
