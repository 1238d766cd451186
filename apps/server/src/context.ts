import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './config/env';
import type { Db } from './db/db';
import type { Brands } from './brands/brands';
import type { SecretBox } from './lib/crypto';
import type { Realtime } from './plugins/realtime';

/** Everything a service needs, passed explicitly (no globals). `now` is injectable for tests. */
export interface AppContext {
  env: Env;
  db: Db;
  brands: Brands;
  box: SecretBox;
  now: () => Date;
  log: FastifyBaseLogger;
  /** live events to a user's sockets (CONTRACTS §7) */
  realtime: Realtime;
}
