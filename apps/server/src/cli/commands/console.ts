import { z } from 'zod/mini';
import type { AppContext } from '../../context';
import { OPERATOR, type Actor } from '../../modules/audit/audit';
import { OperatorError, required } from '../args';
import { createOperator, OperatorInputError, parseOperatorRole } from '../../modules/console/console-auth.service';
import { changeRole, operatorIdByEmail, switchOperator } from '../../modules/console/console-operators.service';

/** `npm run admin -- operator create --email E --role R [--password P]`: the first operator of the console. */
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
  // the console's operator administration, the same service; the last active Administrator stays
  'operator disable': (ctx, f) => operatorSwitch(ctx, f, true),
  'operator enable': (ctx, f) => operatorSwitch(ctx, f, false),
  'operator role': async (ctx, f) => {
    const role = parseOperatorRole(required(f, 'role'));
    if (!role) throw new OperatorError('--role must be ADMINISTRATOR, COMPLIANCE_OFFICER, SUPPORT_AGENT or FINANCE');
    const op = await changeRole(ctx, { id: await operatorId(ctx, f), role, selfId: null, actor: OPERATOR });
    return { updated: 'operator', email: op.email, role: op.role, state: op.state };
  },
};

async function operatorId(ctx: AppContext, f: Record<string, string>) {
  const email = required(f, 'email');
  const id = await operatorIdByEmail(ctx, email);
  if (!id) throw new OperatorError(`no operator with e-mail ${email}`);
  return id;
}

async function operatorSwitch(ctx: AppContext, f: Record<string, string>, disabled: boolean) {
  const op = await switchOperator(ctx, { id: await operatorId(ctx, f), disabled, selfId: null, actor: OPERATOR });
  return { updated: 'operator', email: op.email, role: op.role, state: op.state };
}
