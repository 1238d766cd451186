import net from 'node:net';
import { loadEnv } from './config/env';
import { createContext } from './bootstrap';
import { buildApp } from './app';
import { hasDemoData, seedDemo } from './demo/demo';
import { startOperatorChannel } from './cli/channel';
import { endAllStreams } from './modules/events/events.stream';

/** On SIGTERM, how long the process keeps answering its open connections (each answer closing its connection). */
const SHUTDOWN_DRAIN_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const openConnections = (server: net.Server) => new Promise<number>((resolve) => server.getConnections((err, n) => resolve(err ? 0 : n)));

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
  let draining = false;
  app.server.prependListener('request', (_req, res) => {
    if (draining) res.setHeader('connection', 'close');
  });
  // Graceful shutdown: drain, stop accepting, let requests and webhook attempts in flight finish within
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
    // Stop accepting at once: the balancer's next connection attempt is refused, which it retries on another
    // process (even a POST: it never reached this one) and which marks this process down. Then drain: the
    // connections already open are still answered, but every answer closes its connection, so the balancer
    // stops reusing its pooled keep-alive connections to this process instead of having one cut under a
    // request it is sending (a POST it may not retry elsewhere); the idle ones it closes itself (keep its idle
    // upstream keep-alive shorter than the drain). Accepting during the drain instead, each answer's closed
    // connection made the balancer open a new one, and one of those could be waiting in the kernel's accept
    // queue when the listener closed: reset with its request sent. SIGTERM only: Ctrl-C in a terminal does
    // not wait.
    draining = true;
    const started = Date.now();
    net.Server.prototype.close.call(app.server);
    if (signal === 'SIGTERM') await sleep(Math.min(SHUTDOWN_DRAIN_MS, grace));
    // Then tell the sockets and the partners' event streams to reconnect elsewhere (a stream never ends by
    // itself: it would hold the process for the whole grace period, then be cut without its hint), close the
    // idle connections and let every other one end after its answer; then close the app (what is open after
    // the grace period is cut).
    app.ctx.realtime.drain?.();
    endAllStreams();
    // connections accepted a moment ago read their request first: they are not idle then (SIGINT, which has no drain)
    await sleep(250);
    app.server.closeIdleConnections();
    while ((await openConnections(app.server)) > 0 && Date.now() - started < grace) await sleep(50);
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
