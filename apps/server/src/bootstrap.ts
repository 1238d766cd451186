import pino from 'pino';
import { logFormat } from './lib/log-format';
import type { Env } from './config/env';
import type { AppContext } from './context';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import { loadBrands } from './brands/brands';
import { SecretBox, loadSecretsKey } from './lib/crypto';
import { lockDataDir } from './lib/lock';
import { privateDataDir } from './lib/data-dir';
import { sealLegacyChains, useAuditKey } from './modules/audit/audit';
import { withInfrastructure } from './infra/assemble';

/** Opens and migrates the database and loads brands and keys: shared by the server and the CLI. */
export async function createContext(
  env: Env,
  log = pino({ level: env.LOG_LEVEL, ...logFormat(env, Boolean(process.stdout.isTTY)) }),
): Promise<AppContext> {
  const brands = loadBrands(env.BRANDS_FILE, env.DEFAULT_AGENT, env.NODE_ENV === 'production');
  privateDataDir(env.dataDir);
  const box = new SecretBox(loadSecretsKey(env.SECRETS_KEY, env.dataDir));
  const unlock = env.DATABASE_URL ? () => undefined : lockDataDir(env.dataDir);
  const opened = await openDb(env).catch((err) => {
    unlock();
    throw err;
  });
  const db = {
    ...opened,
    close: async () => {
      await opened.close();
      unlock();
    },
  };
  try {
    const applied = await migrate(db);
    if (applied.length) log.info({ applied }, 'migrations applied');
  } catch (err) {
    await db.close();
    throw err;
  }
  const ctx = withInfrastructure({ env, db, brands, box, now: () => new Date() }, log);
  useAuditKey(box.derive('audit chain'));
  await sealLegacyChains(db);
  return ctx;
}
