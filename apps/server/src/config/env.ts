import path from 'node:path';
import { z } from 'zod';
import { AUDIT, STEP_UP, WEBHOOK_AUTO_DISABLE } from '@portal/contract';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const days = z.coerce.number().int().min(1).max(3650);

/** about a second of work on the embedded database (measured with scripts/bench-lists.mjs; README "List pages at scale") */
export const DEFAULT_EMBEDDED_MAX_COST = 100_000;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** PostgreSQL: the longest one statement of a request may run (ms; 0 = no limit); a longer one is cancelled, 503 query_timeout */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * Embedded database: the planner's estimated cost above which a list query is refused before it runs
   * (417 query_too_expensive; 0 = no limit). PGlite has no statement timeout and one slow statement stalls every request.
   */
  DB_EMBEDDED_MAX_COST: z.coerce.number().min(0).default(DEFAULT_EMBEDDED_MAX_COST),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  BRANDS_FILE: z.string().optional(),
  DEFAULT_AGENT: z.string().optional(),
  /** default: true, except with NODE_ENV=production (where true is refused) */
  SEED_DEMO: bool.optional(),
  /** absolute lifetime of a session from sign-in, whatever the refreshes */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  /** ms a server process keeps a session token's lookup (token → user, expiry); 0 = none. README "Session cache" */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(30_000).default(5_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json: one JSON object per line; pretty: readable lines (pino-pretty); auto: pretty in development on a terminal */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  WEBHOOK_ALLOW_PRIVATE_URLS: bool.default(false),
  WEBHOOK_ALLOW_HTTP: bool.default(false),
  /** days an endpoint's attempts may fail without a success before it is disabled (issue 15) */
  WEBHOOK_DISABLE_AFTER_DAYS: z.coerce
    .number()
    .int()
    .min(WEBHOOK_AUTO_DISABLE.minDays)
    .max(WEBHOOK_AUTO_DISABLE.maxDays)
    .default(WEBHOOK_AUTO_DISABLE.defaultDays),
  /** test events (POST /partner/v1/events/trigger, `portal-cli trigger`); default: on, except with NODE_ENV=production */
  EVENTS_TRIGGER: bool.optional(),
  // retention (modules/retention): days a row is kept; sessions, e-mail codes and signatures go at their expiry
  RETENTION_WEBHOOK_DAYS: days.default(90),
  RETENTION_MAILS_DAYS: days.default(30),
  RETENTION_REQUEST_LOG_DAYS: days.default(30),
  SECRETS_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 hex characters')
    .optional(),
  WEB_DIST: z.string().optional(),
  // Operations (README "Running in production"): Prometheus metrics, graceful shutdown
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** days the audit log keeps an entry (issue 13) */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(AUDIT.retentionDaysDefault),
  /** seconds a code entered in a session covers sensitive actions (issue 13; STEP_UP in the contract) */
  STEP_UP_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(STEP_UP.windowSeconds.min)
    .max(STEP_UP.windowSeconds.max)
    .default(STEP_UP.windowMs / 1000),
  // proxies whose X-Forwarded-For is believed (addresses or CIDR ranges, comma-separated); none by default
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'must be IP addresses or CIDR ranges, comma-separated' })),
    ),
  // Sumsub identity checks, for brands whose identityProvider is 'sumsub'
  SUMSUB_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.sumsub.com'),
  SUMSUB_APP_TOKEN: z.string().min(1).optional(),
  SUMSUB_SECRET_KEY: z.string().min(1).optional(),
  SUMSUB_LEVEL_NAME: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'letters, digits, dots, hyphens and underscores')
    .default('basic-kyb-level'),
});
const checked = schema
  .refine((e) => !e.SUMSUB_APP_TOKEN === !e.SUMSUB_SECRET_KEY, {
    message: 'set both SUMSUB_APP_TOKEN and SUMSUB_SECRET_KEY, or neither',
    path: ['SUMSUB_SECRET_KEY'],
  })
  .refine((e) => !(e.NODE_ENV === 'production' && e.SEED_DEMO), {
    message: 'demo data is refused with NODE_ENV=production: its passwords and invitation code are public',
    path: ['SEED_DEMO'],
  });

export type Env = Omit<z.infer<typeof schema>, 'SEED_DEMO'> & { SEED_DEMO: boolean; dataDir: string };

/** The only place that reads process.env. Fails fast with the whole list of problems. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = checked.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return { ...e, SEED_DEMO: e.SEED_DEMO ?? e.NODE_ENV !== 'production', dataDir: path.resolve(e.DATA_DIR) };
}
