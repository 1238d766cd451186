import path from 'node:path';
import type { Env } from '../config/env';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export function openDb(
  env: Pick<Env, 'DATABASE_URL' | 'dataDir'> & Partial<Pick<Env, 'DB_STATEMENT_TIMEOUT_MS' | 'DB_EMBEDDED_MAX_COST'>>,
): Promise<Db> {
  return env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, { statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS ?? 0 })
    : openPglite(path.join(env.dataDir, 'pgdata'), undefined, { maxCost: env.DB_EMBEDDED_MAX_COST });
}
