import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

/** Migrations are numbered SQL files; each runs once, in its own transaction. */
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
  });
  const done = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.exec(NO_TIMEOUT);
      await tx.query(LOCK);
      // another process may have applied it while this one waited for the lock
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [file])).length) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations(version) VALUES ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
