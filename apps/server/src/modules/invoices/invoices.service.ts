import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { LISTS, type Invoice, type ListAnswer, type ListExportQuery } from '@portal/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { exportCsv, parseListOrThrow, runList } from '../../lib/list/run';
import { INVOICES } from './invoices.lists';
import { record, type Actor } from '../audit/audit.service';
import { findInvoiceByKey, findInvoiceByNumber, insertInvoice, setInvoicePaid, type InvoiceRow } from './invoices.repository';
import { renderInvoicePdf } from './invoice-pdf';

function toInvoice(r: InvoiceRow): Invoice {
  const { attachmentKey, attachmentName, ...rest } = r;
  return { ...rest, attachment: attachmentKey ? { key: attachmentKey, name: attachmentName ?? `${r.number}.pdf` } : null };
}

export async function listInvoices(ctx: AppContext, o: { partnerId: string; query: ListExportQuery }): Promise<ListAnswer<Invoice>> {
  return runList({ db: ctx.db, spec: INVOICES, ownerId: o.partnerId, map: toInvoice }, parseListOrThrow(o.query, LISTS.invoices));
}

export async function exportInvoices(
  ctx: AppContext,
  o: { partnerId: string; query: ListExportQuery },
): Promise<{ filename: string; stream: Readable }> {
  const q = parseListOrThrow(o.query, LISTS.invoices);
  return {
    filename: 'invoices.csv',
    stream: await exportCsv({ db: ctx.db, spec: INVOICES, ownerId: o.partnerId, columns: LISTS.invoices.csv }, q),
  };
}

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

/** The invoice PDF behind an attachment key, rendered with the partner's brand; 404 when not the partner's. */
export async function invoicePdf(ctx: AppContext, o: { partnerId: string; key: string }): Promise<{ filename: string; pdf: Buffer }> {
  const inv = await findInvoiceByKey(ctx.db, o.partnerId, o.key);
  if (!inv) throw notFound('invoice');
  const pdf = await renderInvoicePdf(inv, ctx.brands.get(inv.agent));
  return { filename: safeName(inv.attachmentName ?? `${inv.number}.pdf`), pdf };
}

/**
 * Operator: a new unpaid invoice for a partner (its PDF is rendered on download); the same service for
 * `npm run admin -- invoice issue` and the console, audited on the partner's chain in the same transaction.
 */
export async function issueInvoice(
  ctx: AppContext,
  o: { partnerId: string; amount: string; payBefore: string; actor: Actor },
): Promise<Invoice> {
  const key = crypto.randomBytes(12).toString('hex');
  const at = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const inv = await insertInvoice(tx, {
      partnerId: o.partnerId,
      amount: o.amount,
      payBefore: o.payBefore,
      key,
      year: at.getUTCFullYear(),
    });
    const changes = { amount: inv.amount, currency: inv.currency, payBefore: inv.paybefore };
    await record(tx, { partnerId: o.partnerId, at, actor: o.actor, action: 'invoice.issued', target: inv.number, changes });
    return inv;
  });
  return toInvoice(row);
}

/**
 * Operator: marks an invoice paid (audited on the partner's chain); an invoice paid already is answered as it is.
 * Undefined when no invoice has that number.
 */
export async function markInvoicePaid(ctx: AppContext, o: { number: string; actor: Actor }): Promise<Invoice | undefined> {
  const at = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const paid = await setInvoicePaid(tx, o.number);
    if (paid) await record(tx, { partnerId: paid.partnerId, at, actor: o.actor, action: 'invoice.paid', target: paid.number });
    return paid ?? (await findInvoiceByNumber(tx, o.number));
  });
  if (!row) return undefined;
  const { partnerId: _partnerId, ...inv } = row;
  return toInvoice(inv);
}
