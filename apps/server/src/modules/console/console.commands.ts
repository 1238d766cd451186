import { z } from 'zod';
import type { AppContext } from '../../context';
import { OPERATOR, type Actor } from '../audit/audit';
import { OperatorError, required } from '../operator/args';
import { createOperator, OperatorInputError, parseOperatorRole } from './console-auth.service';

/** `npm run admin -- operator create --email E --role R [--password P]` (issue 16): the first operator of the console. */
export const consoleCommands: Record<string, (ctx: AppContext, f: Record<string, string>) => Promise<Record<string, unknown>>> = {
  'operator create': async (ctx, f) => {
    const email = required(f, 'email');
    if (!z.email().safeParse(email).success) throw new OperatorError(`--email "${email}" is not a valid e-mail address`);
    const role = parseOperatorRole(required(f, 'role'));
    if (!role) throw new OperatorError('--role must be ADMINISTRATOR, COMPLIANCE_OFFICER, SUPPORT_AGENT or FINANCE');
    try {
      const actor: Actor = OPERATOR;
      const created = await createOperator(ctx, { email, role, password: f.password, actor });
      // a made password is answered once, to the one who ran the command; it is never logged
      return { created: 'operator', ...created, ...(created.password ? { note: 'one-time display: hand it over securely' } : {}) };
    } catch (err) {
      if (err instanceof OperatorInputError) throw new OperatorError(err.message);
      throw err;
    }
  },
};
