import type { AppContext } from '../../context';
import { pruneNonces } from './nonce-store';
import { pruneLog } from './request-log.repository';

/** How often the request log and the nonce store are pruned (a server job). */
export const PRUNE_EVERY_MS = 60_000;

/** Drops calls beyond the newest 10,000 per partner and signatures that can no longer be replayed. */
export async function pruneRequestLog(ctx: AppContext): Promise<void> {
  await pruneLog(ctx.db);
  await pruneNonces(ctx.db, ctx.now());
}
