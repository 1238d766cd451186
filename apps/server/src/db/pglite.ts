import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';
import { templateFor } from './template';
import { pgliteExtensions as extensions } from './pglite-extensions';

/** File-backed PGlite in `dir`, or in memory when dir is undefined (tests). */
export async function openPglite(dir?: string, template?: Blob, o: { maxCost?: number } = {}): Promise<Db> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const loadDataDir = template ?? templateFor(dir);
  const pg = loadDataDir
    ? await PGlite.create({ dataDir: dir, loadDataDir, extensions })
    : await PGlite.create({ dataDir: dir, extensions });
  const maxCost = o.maxCost || undefined;
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    maxCost,
    async query(sql, params) {
      return (await q.query(sql, params as unknown[])).rows as never;
    },
    async exec(sql) {
      await q.exec(sql);
    },
  });
  if (dir) ownerOnly(dir);
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // PGlite runs no statement while it packs the folder; a transaction still open is left out by
    // the crash recovery that loading the copy runs, so the copy holds committed work only
    dump: async () => {
      await pg.exec('CHECKPOINT');
      return Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
    },
    close: async () => {
      await pg.close();
      if (dir) ownerOnly(dir);
    },
  };
}

/**
 * PGlite sets its files to 0666 whatever the umask: take the group's and others' bits off, at open and at
 * close. Its folders are 0700 (umask 077, see privateDataDir), so files made in between are out of others' reach too.
 */
function ownerOnly(dir: string) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    const mode = fs.statSync(p).mode & 0o777;
    if (mode & 0o077) fs.chmodSync(p, mode & 0o700);
    if (e.isDirectory()) ownerOnly(p);
  }
}
