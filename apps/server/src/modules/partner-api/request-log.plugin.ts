import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { insertLogEntries, type NewLogEntry } from './request-log.repository';
import { runRetention } from '../retention/retention';

declare module 'fastify' {
  interface FastifyInstance {
    requestLog: {
      /** queues one partner API call; written in batches shortly after the answer is sent */
      record: (entry: NewLogEntry) => void;
      /** resolves once everything recorded so far is in the database */
      flush: () => Promise<void>;
      /** runs the retention job now (request log, nonces and the other tables of modules/retention) */
      prune: () => Promise<void>;
    };
  }
}

const BATCH_MAX = 200;
/** calls are written at most this long after they were answered (fewer, larger writes) */
const BATCH_WAIT_MS = 100;

/** The partner API request log: batched writes off the request path (pruned by a server job, see jobs.ts). */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  const ctx = app.ctx;
  let queue: NewLogEntry[] = [];
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  /** Writes what is queued, one multi-row INSERT per batch, after the previous write. */
  const drain = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = queue;
    queue = [];
    writing = writing.then(async () => {
      for (let i = 0; i < batch.length; i += BATCH_MAX) {
        await insertLogEntries(ctx.db, batch.slice(i, i + BATCH_MAX)).catch((err: Error) =>
          ctx.log.warn({ err: err.message }, 'request log write failed'),
        );
      }
    });
    return writing;
  };
  const record = (entry: NewLogEntry) => {
    queue.push(entry);
    if (queue.length >= BATCH_MAX) void drain();
    else if (!timer) {
      timer = setTimeout(() => void drain(), BATCH_WAIT_MS);
      timer.unref();
    }
  };
  const flush = () => drain();
  app.decorate('requestLog', { record, flush, prune: async () => void (await runRetention(ctx)) });
  app.addHook('onClose', () => flush());
});
