import { LISTS, type ConsoleInvoice, type InvoiceIssueBody, type ListAnswer, type ListQueryInput } from '@portal/contract';
import type { AppContext } from '../../context';
import { one } from '../../db/db';
import { invalid, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { parseListOrThrow, runList } from '../../lib/list/run';
import type { Actor } from '../audit/audit.service';
import { invoicePdf, issueInvoice, markInvoicePaid } from '../invoices/invoices.service';
import { ALL_PARTNERS } from './console-partners.lists';
import { CONSOLE_INVOICES } from './console-invoices.lists';

type Row = Omit<ConsoleInvoice, 'attachment'> & { attachmentKey: string | null; attachmentName: string | null };
/** Nests the attachment the partner's invoice columns select flat (a missing name falls back to the number). */
const toInvoice = ({ attachmentKey, attachmentName, ...r }: Row): ConsoleInvoice => ({
  ...r,
  attachment: attachmentKey ? { key: attachmentKey, name: attachmentName ?? `${r.number}.pdf` } : null,
});

/** Every invoice (per partner with the partnerId filter), newest first, with the one list engine. */
export const listAllInvoices = (ctx: AppContext, o: { query: ListQueryInput }): Promise<ListAnswer<ConsoleInvoice>> =>
  runList({ db: ctx.db, spec: CONSOLE_INVOICES, ownerId: ALL_PARTNERS, map: toInvoice }, parseListOrThrow(o.query, LISTS.consoleInvoices));

async function byNumber(ctx: AppContext, number: string): Promise<ConsoleInvoice> {
  const row = await one<Row>(ctx.db, `SELECT ${CONSOLE_INVOICES.select} FROM ${CONSOLE_INVOICES.from} WHERE i.number = $1`, [number]);
  if (!row) throw notFound('invoice');
  return toInvoice(row);
}

/** Issues an invoice: the service of `invoice issue`; a pay-before date that does not exist or is past is refused. */
export async function issue(ctx: AppContext, o: { body: InvoiceIssueBody; actor: Actor }): Promise<ConsoleInvoice> {
  const { partnerId, amount, payBefore } = o.body;
  const exists = isUuid(partnerId) && (await one(ctx.db, 'SELECT 1 FROM partners WHERE id = $1', [partnerId]));
  if (!exists) throw invalid('invalid', 'partnerId', partnerId);
  if (!(Number(amount) > 0)) throw invalid('invalid', 'amount', amount);
  const due = new Date(`${payBefore}T00:00:00Z`);
  if (Number.isNaN(due.getTime()) || due.toISOString().slice(0, 10) !== payBefore) throw invalid('invalid', 'payBefore', payBefore);
  if (payBefore < ctx.now().toISOString().slice(0, 10)) throw invalid('invalid', 'payBefore', payBefore);
  const inv = await issueInvoice(ctx, { partnerId, amount, payBefore, actor: o.actor });
  return byNumber(ctx, inv.number);
}

/** Marks an invoice paid: the service of `invoice paid`; 404 for an unknown number. */
export async function markPaid(ctx: AppContext, o: { number: string; actor: Actor }): Promise<ConsoleInvoice> {
  if (!(await markInvoicePaid(ctx, o))) throw notFound('invoice');
  return byNumber(ctx, o.number);
}

/** The invoice's PDF, the partner's own rendering (its brand). */
export async function pdfOf(ctx: AppContext, o: { number: string }) {
  const inv = await byNumber(ctx, o.number);
  if (!inv.attachment) throw notFound('invoice');
  return invoicePdf(ctx, { partnerId: inv.partnerId, key: inv.attachment.key });
}
