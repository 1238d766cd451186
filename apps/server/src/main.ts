import { loadEnv } from './config/env';
import { createContext } from './bootstrap';
import { buildApp } from './app';
import { hasDemoData, seedDemo } from './modules/operator/demo';
import { startOperatorChannel } from './modules/operator/operator.channel';

async function main() {
  const env = loadEnv();
  const ctx = await createContext(env);
  if (env.NODE_ENV === 'production' && (await hasDemoData(ctx))) {
    await ctx.db.close();
    throw new Error('This database holds the demo data (public passwords and invitation code): refused with NODE_ENV=production');
  }
  if (env.SEED_DEMO && (await seedDemo(ctx))) ctx.log.info('demo data seeded');
  const app = await buildApp({ env, db: ctx.db, brands: ctx.brands, box: ctx.box, now: ctx.now });
  const operator = ctx.db.kind === 'pglite' ? await startOperatorChannel(app.ctx) : null;
  let closing = false;
  // Graceful shutdown: stop accepting, let requests and webhook attempts in flight finish within
  // SHUTDOWN_GRACE_MS (then end what is left), tell sockets to reconnect elsewhere, close the database
  // (which releases its locks), exit 0. A close that still hangs 5 s after the grace period exits 1.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const grace = env.SHUTDOWN_GRACE_MS;
    app.log.info({ signal, graceMs: grace }, 'shutting down');
    const cut = setTimeout(() => {
      app.log.warn('shutdown grace period over: closing the connections still open');
      app.server.closeAllConnections();
    }, grace);
    setTimeout(() => process.exit(1), grace + 5_000).unref();
    operator?.close();
    await app.close();
    clearTimeout(cut);
    await ctx.db.close();
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
