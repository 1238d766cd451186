import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod/mini';
import type { AppContext } from '../../context';
import { OperatorError, required } from '../args';
import { partnerIdByEmail } from '../partners';
import { chainName, verify, type VerifyResult } from '../../modules/audit/audit';
import { checkpointsFile, newestCheckpoints } from '../../modules/audit/audit.checkpoints';

/** The chain's newest checkpoint: from --checkpoints FILE (a copy, or shipped log lines), else the portal's file if any. */
async function checkpointOf(ctx: AppContext, f: Record<string, string>, chain: string) {
  const file = f.checkpoints !== undefined ? path.resolve(f.checkpoints) : checkpointsFile(ctx.env);
  if (f.checkpoints === undefined && !fs.existsSync(file)) return undefined;
  try {
    return (await newestCheckpoints(file)).get(chain);
  } catch (err) {
    throw new OperatorError(`cannot use the checkpoints: ${(err as Error).message}`);
  }
}

function failure(log: string, b: NonNullable<VerifyResult['broken']>) {
  if (b.reason === 'checkpoint_missing')
    return `${log} is missing entry ${b.id}, its head when checkpointed at ${b.time}: its newest entries were deleted`;
  return `${log} is broken at entry ${b.id} (${b.time}, ${b.action}): ${b.reason.replaceAll('_', ' ')}`;
}

/**
 * `audit verify --email E`: checks the hash chain of the partner of user E from its first remaining
 * entry; `audit verify --platform`: the operators' chain (actions on no partner). With the checkpoints
 * file (or `--checkpoints FILE`), the chain's newest checkpointed entry must still be there. Answers ok,
 * the number of entries, and the first broken entry (id, time, action, reason).
 */
export const auditCommands = {
  'audit verify': async (ctx: AppContext, f: Record<string, string>) => {
    const platform = f.platform !== undefined;
    const email = platform ? null : required(f, 'email');
    if (email !== null && !z.email().safeParse(email).success) throw new OperatorError(`--email "${email}" is not a valid e-mail address`);
    const partnerId = email === null ? null : ((await partnerIdByEmail(ctx.db, email)) ?? null);
    if (email !== null && !partnerId) throw new OperatorError(`no partner user with e-mail ${email}`);
    const checkpoint = await checkpointOf(ctx, f, chainName(partnerId));
    const result = await verify(ctx.db, partnerId, checkpoint);
    if (!result.ok) throw new OperatorError(failure(platform ? 'the platform audit log' : `audit log of ${email}`, result.broken!));
    return { verified: 'audit', ...(platform ? { chain: 'platform' } : { email }), checkpoint: checkpoint?.id ?? null, ...result };
  },
};
