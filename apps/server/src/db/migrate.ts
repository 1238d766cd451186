import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

/**
 * Migrations are numbered SQL files; each runs once, in its own transaction, and its checksum is
 * kept: a file edited after it was applied stops the start (the database would not match the code).
 */
export function migrationsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, '../src/db/migrations'), path.join(here, '../../src/db/migrations')];
  const found = candidates.find((d) => fs.existsSync(d));
  if (!found) throw new Error(`migrations folder not found near ${here}`);
  return found;
}

/**
 * Held (for one transaction) by whoever creates the bookkeeping table or applies a migration: when
 * several processes start together on one PostgreSQL, one applies each migration and the others wait
 * for it, then find it applied and go on.
 */
/** A migration (and the wait for another process's) may take longer than a request's statement limit. */
export const NO_TIMEOUT = 'SET LOCAL statement_timeout = 0';
const LOCK = "SELECT pg_advisory_xact_lock(hashtext('partner-portal:migrate'))";

export async function migrate(db: Db, dir = migrationsDir()): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.exec(NO_TIMEOUT);
    await tx.query(LOCK);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    await tx.exec('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
  });
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    .sort();
  const sqlOf = new Map(files.map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
  const done = await checkApplied(db, sqlOf);
  const applied: string[] = [];
  for (const [file, sql] of sqlOf) {
    if (done.has(file)) continue;
    const ran = await db.transaction(async (tx) => {
      await tx.exec(NO_TIMEOUT);
      await tx.query(LOCK);
      // another process may have applied it while this one waited for the lock
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [file])).length) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations(version, checksum) VALUES ($1, $2)', [file, checksum(sql)]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}

/** line endings normalised, so a checkout with CRLF is the same migration */
const checksum = (sql: string) => crypto.createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');

/**
 * The applied migrations, after checking that none was edited since. Ones applied before checksums
 * were kept get the file's checksum recorded now: from then on they are checked too.
 */
async function checkApplied(db: Db, sqlOf: Map<string, string>): Promise<Set<string>> {
  const rows = await db.query<{ version: string; checksum: string | null }>('SELECT version, checksum FROM schema_migrations');
  for (const r of rows) {
    const sql = sqlOf.get(r.version);
    if (sql === undefined) continue;
    if (r.checksum === null) {
      await db.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1 AND checksum IS NULL', [r.version, checksum(sql)]);
    } else if (r.checksum !== checksum(sql)) {
      throw new Error(
        `migration ${r.version} was edited after it was applied to this database (checksum ${r.checksum.slice(0, 12)}… ` +
          `recorded, ${checksum(sql).slice(0, 12)}… on disk): restore the file as it was and put the change in a new migration`,
      );
    }
  }
  return new Set(rows.map((r) => r.version));
}
