import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './config/env';
import type { Db } from './db/db';
import type { Brands } from './brands/brands';
import type { SecretBox } from './lib/crypto';
import type { Realtime } from './infra/realtime';
import type { Storage } from './infra/storage';
import type { Mailer } from './infra/mailer';
import type { JobRunner } from './infra/jobs';
import type { SessionCache } from './infra/session-cache';

/** Everything a service needs, passed explicitly (no globals). `now` is the clock, injectable for tests. */
export interface AppContext {
  env: Env;
  db: Db;
  brands: Brands;
  box: SecretBox;
  now: () => Date;
  log: FastifyBaseLogger;
  /** uploaded files */
  storage: Storage;
  mailer: Mailer;
  /** live events to a user's sockets (CONTRACTS §7) */
  realtime: Realtime;
  /** the background jobs of this process (jobs.ts) */
  jobs: JobRunner;
  /** wakes this process's webhook worker at once (call after committing an event); a no-op without one */
  nudgeWebhooks: () => void;
  /** the worker's side of nudgeWebhooks: `fn` runs on each nudge */
  onWebhookNudge: (fn: () => void) => void;
  /** token hash → session for SESSION_CACHE_MS (a server process; absent elsewhere: no caching) */
  sessionCache?: SessionCache;
}

/** What a context is made from; the rest is built by `withInfrastructure`. */
export type BaseContext = Pick<AppContext, 'env' | 'db' | 'brands' | 'box' | 'now'>;
