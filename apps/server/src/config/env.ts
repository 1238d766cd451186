import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const days = z.coerce.number().int().min(1).max(3650);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
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
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEBHOOK_ALLOW_PRIVATE_URLS: bool.default(false),
  WEBHOOK_ALLOW_HTTP: bool.default(false),
  // retention (modules/retention): days a row is kept; sessions, e-mail codes and signatures go at their expiry
  RETENTION_WEBHOOK_DAYS: days.default(90),
  RETENTION_MAILS_DAYS: days.default(30),
  RETENTION_REQUEST_LOG_DAYS: days.default(30),
  SECRETS_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 hex characters')
    .optional(),
  WEB_DIST: z.string().optional(),
  // Sumsub identity checks, for brands whose identityProvider is 'sumsub'
  SUMSUB_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.sumsub.com'),
  SUMSUB_APP_TOKEN: z.string().min(1).optional(),
  SUMSUB_SECRET_KEY: z.string().min(1).optional(),
  SUMSUB_LEVEL_NAME: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'letters, digits, dots, hyphens and underscores')
    .default('basic-kyb-level'),
});
const checked = schema.refine((e) => !e.SUMSUB_APP_TOKEN === !e.SUMSUB_SECRET_KEY, {
  message: 'set both SUMSUB_APP_TOKEN and SUMSUB_SECRET_KEY, or neither',
  path: ['SUMSUB_SECRET_KEY'],
});

export type Env = z.infer<typeof schema> & { dataDir: string };

/** The only place that reads process.env. Fails fast with the whole list of problems. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = checked.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
