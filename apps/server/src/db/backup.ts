import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './db';
import { pgliteExtensions as extensions } from './pglite-extensions';

/**
 * `backup FILE` of the embedded database, while the portal runs (through its operator socket): the
 * data folder packed by PGlite itself, written to a new file readable by its owner only. PostgreSQL
 * is backed up with pg_dump (docs/operations.md).
 */
export async function backupTo(db: Db, file: string): Promise<{ file: string; bytes: number }> {
  if (!db.dump) throw new Error('the portal runs on PostgreSQL (DATABASE_URL): back it up with pg_dump, see docs/operations.md');
  const data = await db.dump();
  // never over an existing file: a backup is not the place to lose the previous one
  fs.writeFileSync(file, data, { mode: 0o600, flag: 'wx' });
  return { file, bytes: data.length };
}

/**
 * `restore FILE` into the embedded database folder `dir`, which must hold no database: the portal is
 * stopped and the old folder moved aside first, so a restore never overwrites data.
 */
export async function restoreInto(dir: string, file: string): Promise<{ restored: string; into: string }> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION')))
    throw new Error(`${dir} already holds a database: stop the portal and move that folder aside, then restore`);
  const blob = new Blob([fs.readFileSync(file)]);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pg = await PGlite.create({ dataDir: dir, loadDataDir: blob, extensions });
  // the copy is checked by reading it: a damaged file fails here, not on the portal's next start
  await pg.query('SELECT count(*) FROM schema_migrations');
  await pg.close();
  return { restored: file, into: dir };
}
