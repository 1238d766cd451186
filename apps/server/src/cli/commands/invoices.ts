import { CONTENT_LIMITS } from '@portal/contract';
import type { AppContext } from '../../context';
import { OPERATOR } from '../../modules/audit/audit';
import { OperatorError, required } from '../args';
import { partnerIdByEmail } from '../partners';
import { issueInvoice, markInvoicePaid } from '../../modules/invoices/invoices.service';

type Command = (ctx: AppContext, flags: Record<string, string>) => Promise<Record<string, unknown>>;

function payBefore(raw: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!d || d.toISOString().slice(0, 10) !== raw) throw new OperatorError(`--pay-before "${raw}" must be a date YYYY-MM-DD`);
  return raw;
}

/** Operator commands of invoices (CONTRACTS §3): the same services as the console's invoices. */
export const invoiceCommands: Record<string, Command> = {
  'invoice issue': async (ctx, f) => {
    const email = required(f, 'email');
    const amount = required(f, 'amount');
    if (!CONTENT_LIMITS.amountPattern.test(amount))
      throw new OperatorError(`--amount "${amount}" must be a positive amount with at most 2 decimals, e.g. 123.45`);
    const due = payBefore(required(f, 'pay-before'));
    const partnerId = await partnerIdByEmail(ctx.db, email);
    if (!partnerId) throw new OperatorError(`no partner user with e-mail ${email}`);
    const inv = await issueInvoice(ctx, { partnerId, amount, payBefore: due, actor: OPERATOR });
    return { issued: 'invoice', email, ...inv };
  },
  'invoice paid': async (ctx, f) => {
    const number = required(f, 'number');
    const inv = await markInvoicePaid(ctx, { number, actor: OPERATOR });
    if (!inv) throw new OperatorError(`no invoice with number ${number}`);
    return { updated: 'invoice', ...inv };
  },
};
