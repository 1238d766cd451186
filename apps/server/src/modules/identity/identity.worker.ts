import type { FastifyInstance } from 'fastify';
import { runDueReviews } from './identity.service';

/** How often each server process looks for sandbox reviews that are due. */
export const REVIEW_SWEEP_MS = 1_000;

/** Approves due sandbox reviews (brands with `identityAutoReviewSeconds`) while the server runs. */
export function reviewWorker(app: FastifyInstance) {
  const ctx = app.ctx;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const sweep = async () => {
    try {
      const n = await runDueReviews(ctx);
      if (n) ctx.log.info({ approved: n }, 'automatic identity reviews');
    } catch (err) {
      ctx.log.warn({ err }, 'automatic identity review failed');
    }
  };
  // no brand approves by itself (the shipped ones): nothing to look for, no query every second
  const anyAutoReview = () => ctx.brands.list.some((b) => b.identityAutoReviewSeconds !== null);
  const tick = () => {
    if (anyAutoReview()) running ??= sweep().finally(() => (running = null));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, REVIEW_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
