import '../lib/zod-locale';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod/mini';
import { AUDIT, STEP_UP, TEAM_INVITATION_TTL_DAYS, WEBHOOK_AUTO_DISABLE } from '@portal/contract';

const bool = z.pipe(
  z.enum(['true', 'false']),
  z.transform((v) => v === 'true'),
);
const days = z.coerce.number().check(z.int(), z.gte(1), z.lte(3650));

/** about a second of work on the embedded database (measured with scripts/bench/lists.mjs; docs/performance.md) */
export const DEFAULT_EMBEDDED_MAX_COST = 100_000;

const schema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'production'),
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 8080),
  HOST: z._default(z.string(), 'localhost'),
  DATA_DIR: z._default(z.string(), './data'),
  DATABASE_URL: z.optional(z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  /** PostgreSQL: the longest one statement of a request may run (ms; 0 = no limit); a longer one is cancelled, 503 query_timeout */
  DB_STATEMENT_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 30_000),
  /**
   * Embedded database: the planner's estimated cost above which a list query is refused before it runs
   * (417 query_too_expensive; 0 = no limit). PGlite has no statement timeout and one slow statement stalls every request.
   */
  DB_EMBEDDED_MAX_COST: z._default(z.coerce.number().check(z.gte(0)), DEFAULT_EMBEDDED_MAX_COST),
  REDIS_URL: z.optional(z.string().check(z.regex(/^rediss?:\/\//, 'must be a redis:// URL'))),
  SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\//, 'must be an smtp:// URL'))),
  PUBLIC_URL: z.optional(z.url()),
  BRANDS_FILE: z.optional(z.string()),
  DEFAULT_AGENT: z.optional(z.string()),
  /** default: true, except with NODE_ENV=production (where true is refused) */
  SEED_DEMO: z.optional(bool),
  /** absolute lifetime of a session from sign-in, whatever the refreshes */
  SESSION_MAX_HOURS: z._default(z.coerce.number().check(z.positive(), z.lte(24 * 30)), 12),
  /** a partner session unused this long is refused (OWASP ASVS 3.3.2); its activity is any signed-in request but the session checks */
  SESSION_IDLE_MINUTES: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(24 * 60)), 30),
  /** the same for an operator session: shorter, its rights are the platform's */
  OPERATOR_SESSION_IDLE_MINUTES: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(24 * 60)), 15),
  /** ms a server process keeps a session token's lookup (token → user, expiry); 0 = none. docs/operations.md, "Session cache" */
  SESSION_CACHE_MS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(30_000)), 5_000),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** json: one JSON object per line; pretty: readable lines (pino-pretty); auto: pretty in development on a terminal */
  LOG_FORMAT: z._default(z.enum(['auto', 'json', 'pretty']), 'auto'),
  WEBHOOK_ALLOW_PRIVATE_URLS: z._default(bool, false),
  WEBHOOK_ALLOW_HTTP: z._default(bool, false),
  /** days an endpoint's attempts may fail without a success before it is disabled */
  WEBHOOK_DISABLE_AFTER_DAYS: z._default(
    z.coerce.number().check(z.int(), z.gte(WEBHOOK_AUTO_DISABLE.minDays), z.lte(WEBHOOK_AUTO_DISABLE.maxDays)),
    WEBHOOK_AUTO_DISABLE.defaultDays,
  ),
  /** test events (POST /partner/v1/events/trigger, `portal-cli trigger`); default: on, except with NODE_ENV=production */
  EVENTS_TRIGGER: z.optional(bool),
  // retention (modules/retention): days a row is kept; sessions, e-mail codes and signatures go at their expiry
  RETENTION_WEBHOOK_DAYS: z._default(days, 90),
  RETENTION_MAILS_DAYS: z._default(days, 30),
  RETENTION_REQUEST_LOG_DAYS: z._default(days, 30),
  SECRETS_KEY: z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/, 'must be 64 hex characters'))),
  WEB_DIST: z.optional(z.string()),
  // Operations (docs/operations.md, "Running in production"): Prometheus metrics, graceful shutdown
  METRICS_PORT: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535))),
  METRICS_HOST: z.optional(z.string()),
  METRICS_TOKEN: z.optional(z.string().check(z.minLength(16, 'at least 16 characters'))),
  SHUTDOWN_GRACE_MS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(600_000)), 10_000),
  /** days the audit log keeps an entry */
  AUDIT_RETENTION_DAYS: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(36_500)), AUDIT.retentionDaysDefault),
  /** the append-only file of the audit chains' signed heads (default DATA_DIR/audit-checkpoints.jsonl) */
  AUDIT_CHECKPOINTS_FILE: z.optional(z.string().check(z.minLength(1))),
  /** days a team invitation link works (TEAM_INVITATION_TTL_DAYS in the contract) */
  TEAM_INVITATION_TTL_DAYS: z._default(
    z.coerce.number().check(z.int(), z.gte(TEAM_INVITATION_TTL_DAYS.min), z.lte(TEAM_INVITATION_TTL_DAYS.max)),
    TEAM_INVITATION_TTL_DAYS.default,
  ),
  /** seconds a code entered in a session covers sensitive actions (STEP_UP in the contract) */
  STEP_UP_WINDOW_SECONDS: z._default(
    z.coerce.number().check(z.int(), z.gte(STEP_UP.windowSeconds.min), z.lte(STEP_UP.windowSeconds.max)),
    STEP_UP.windowMs / 1000,
  ),
  // proxies whose X-Forwarded-For is believed (addresses or CIDR ranges, comma-separated); none by default
  TRUST_PROXY: z.pipe(
    z.pipe(
      z._default(z.string(), ''),
      z.transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ),
    z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'must be IP addresses or CIDR ranges, comma-separated' })),
  ),
  // Sumsub identity checks, for brands whose identityProvider is 'sumsub'
  SUMSUB_BASE_URL: z._default(z.url({ protocol: /^https?$/ }), 'https://api.sumsub.com'),
  SUMSUB_APP_TOKEN: z.optional(z.string().check(z.minLength(1))),
  SUMSUB_SECRET_KEY: z.optional(z.string().check(z.minLength(1))),
  SUMSUB_LEVEL_NAME: z._default(
    z.string().check(z.regex(/^[\w.-]{1,64}$/, 'letters, digits, dots, hyphens and underscores')),
    'basic-kyb-level',
  ),
});
const checked = schema.check(
  z.refine((e) => !e.SUMSUB_APP_TOKEN === !e.SUMSUB_SECRET_KEY, {
    message: 'set both SUMSUB_APP_TOKEN and SUMSUB_SECRET_KEY, or neither',
    path: ['SUMSUB_SECRET_KEY'],
  }),
  z.refine((e) => !(e.NODE_ENV === 'production' && e.SEED_DEMO), {
    message: 'demo data is refused with NODE_ENV=production: its passwords and invitation code are public',
    path: ['SEED_DEMO'],
  }),
);

export type Env = Omit<z.infer<typeof schema>, 'SEED_DEMO'> & { SEED_DEMO: boolean; dataDir: string };

/**
 * process.env over the `.env` file of the working folder, when there is one: a variable the process was given wins,
 * so a deployment's own environment is never overridden by a file left on the host.
 */
export function processEnv(file = '.env'): NodeJS.ProcessEnv {
  return existsSync(file) ? { ...parseEnv(readFileSync(file, 'utf8')), ...process.env } : process.env;
}

/** The only place that reads process.env and `.env`. Fails fast with the whole list of problems. */
export function loadEnv(source: NodeJS.ProcessEnv = processEnv()): Env {
  const parsed = checked.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return { ...e, SEED_DEMO: e.SEED_DEMO ?? e.NODE_ENV !== 'production', dataDir: path.resolve(e.DATA_DIR) };
}
