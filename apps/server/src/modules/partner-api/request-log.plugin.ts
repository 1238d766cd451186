import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addUnverified, insertLogEntries, type NewLogEntry, type UnverifiedCount } from './request-log.repository';

declare module 'fastify' {
  interface FastifyInstance {
    requestLog: {
      /** queues one partner API call; written in batches shortly after the answer is sent */
      record: (entry: NewLogEntry) => void;
      /** counts one call refused before its signature was verified (kept apart, aggregated per hour) */
      unverified: (o: { partnerId: string | null; reason: string; at: Date }) => void;
      /** resolves once everything recorded so far is in the database */
      flush: () => Promise<void>;
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
  let unverified = new Map<string, UnverifiedCount>();
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  /** Writes what is queued, one multi-row INSERT per batch, after the previous write. */
  const drain = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = queue;
    queue = [];
    const counts = [...unverified.values()];
    unverified = new Map();
    writing = writing.then(async () => {
      await addUnverified(ctx.db, counts).catch((err: Error) => ctx.log.warn({ err: err.message }, 'unverified call count failed'));
      for (let i = 0; i < batch.length; i += BATCH_MAX) {
        await insertLogEntries(ctx.db, batch.slice(i, i + BATCH_MAX)).catch((err: Error) =>
          ctx.log.warn({ err: err.message }, 'request log write failed'),
        );
      }
    });
    return writing;
  };
  const soon = () => {
    if (timer) return;
    timer = setTimeout(() => void drain(), BATCH_WAIT_MS);
    timer.unref();
  };
  const record = (entry: NewLogEntry) => {
    queue.push(entry);
    if (queue.length >= BATCH_MAX) void drain();
    else soon();
  };
  const countUnverified = (o: { partnerId: string | null; reason: string; at: Date }) => {
    const hour = new Date(Math.floor(o.at.getTime() / 3_600_000) * 3_600_000);
    const k = `${hour.getTime()}|${o.partnerId ?? ''}|${o.reason}`;
    const c = unverified.get(k);
    if (c) c.calls += 1;
    else unverified.set(k, { hour, partnerId: o.partnerId ?? '', reason: o.reason, calls: 1 });
    soon();
  };
  const flush = () => drain();
  app.decorate('requestLog', { record, unverified: countUnverified, flush });
  app.addHook('onClose', () => flush());
});
