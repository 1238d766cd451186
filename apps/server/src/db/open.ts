import path from 'node:path';
import type { Env } from '../config/env';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export function openDb(env: Pick<Env, 'DATABASE_URL' | 'dataDir'>): Promise<Db> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(path.join(env.dataDir, 'pgdata'));
}
