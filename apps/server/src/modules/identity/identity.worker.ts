import type { AppContext } from '../../context';
import { runDueReviews } from './identity.service';

/** How often each server process looks for sandbox reviews that are due. */
export const REVIEW_SWEEP_MS = 1_000;

/** Approves due sandbox reviews (brands with `identityAutoReviewSeconds`); a job of the server. */
export async function reviewDueIdentities(ctx: AppContext): Promise<void> {
  // no brand approves by itself (the shipped ones): nothing to look for, no query every second
  if (!ctx.brands.list.some((b) => b.identityAutoReviewSeconds !== null)) return;
  const n = await runDueReviews(ctx);
  if (n) ctx.log.info({ approved: n }, 'automatic identity reviews');
}
