import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from './migrate';
import type { Db } from './db';
import { pgliteExtensions as extensions } from './pglite-extensions';

/**
 * A migrated, empty PGlite data folder packed at build time: a first start loads it instead of
 * running initdb and the migrations (seconds saved); later migrations still run on top of it.
 */
function templateFile(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'pgdata-template.tgz');
}

export async function writeTemplate(file: string): Promise<void> {
  const pg = await PGlite.create({ extensions });
  const db: Db = {
    kind: 'pglite',
    query: async (sql, params) => (await pg.query(sql, params as unknown[])).rows as never,
    exec: async (sql) => void (await pg.exec(sql)),
    transaction: (fn) =>
      pg.transaction((tx) =>
        fn({ query: async (s, p) => (await tx.query(s, p as unknown[])).rows as never, exec: async (s) => void (await tx.exec(s)) }),
      ),
    close: () => pg.close(),
  };
  await migrate(db);
  const blob = await pg.dumpDataDir('gzip');
  await pg.close();
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
}

/** The template as a Blob when `dir` holds no database yet and a template was built. */
export function templateFor(dir: string | undefined): Blob | undefined {
  const file = templateFile();
  if (!dir || fs.existsSync(path.join(dir, 'PG_VERSION')) || !fs.existsSync(file)) return undefined;
  return new Blob([fs.readFileSync(file)]);
}
