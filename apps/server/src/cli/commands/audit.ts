import { z } from 'zod/mini';
import type { AppContext } from '../../context';
import { OperatorError, required } from '../args';
import { partnerIdByEmail } from '../partners';
import { verify } from '../../modules/audit/audit';

/**
 * `audit verify --email E`: checks the hash chain of the partner of user E from its first remaining
 * entry; `audit verify --platform`: the operators' chain (actions on no partner). Answers ok, the
 * number of entries, and the first broken entry (id, time, action, reason).
 */
export const auditCommands = {
  'audit verify': async (ctx: AppContext, f: Record<string, string>) => {
    if (f.platform !== undefined) {
      const result = await verify(ctx.db, null);
      if (!result.ok) {
        const b = result.broken!;
        throw new OperatorError(
          `the platform audit log is broken at entry ${b.id} (${b.time}, ${b.action}): ${b.reason.replaceAll('_', ' ')}`,
        );
      }
      return { verified: 'audit', chain: 'platform', ...result };
    }
    const email = required(f, 'email');
    if (!z.email().safeParse(email).success) throw new OperatorError(`--email "${email}" is not a valid e-mail address`);
    const partnerId = await partnerIdByEmail(ctx.db, email);
    if (!partnerId) throw new OperatorError(`no partner user with e-mail ${email}`);
    const result = await verify(ctx.db, partnerId);
    if (!result.ok) {
      const b = result.broken!;
      throw new OperatorError(
        `audit log of ${email} is broken at entry ${b.id} (${b.time}, ${b.action}): ${b.reason.replaceAll('_', ' ')}`,
      );
    }
    return { verified: 'audit', email, ...result };
  },
};
